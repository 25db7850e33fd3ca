import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './offline-notice';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('OfflineNotice', () => {
  it('should say so in a polite live region that was already in the page when the connection drops', () => {
    const { container } = render(<OfflineNotice>You are offline. Changes are saved here.</OfflineNotice>);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    setOnline(false);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('You are offline. Changes are saved here.');

    setOnline(true);
    expect(region).toBeEmptyDOMElement();
  });
});
