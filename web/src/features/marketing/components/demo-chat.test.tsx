import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SCRIPT } from '../demo-chat-timeline';
import { DemoChat } from './demo-chat';

const [greeting, lonely, reply] = DEMO_SCRIPT.map((step) => step.text) as [string, string, string];
const typing = (text: string) => text.length * 30;
const shown = () => Array.from(document.querySelectorAll('[data-role]')).map((bubble) => bubble.textContent);
// The demo redraws every 30 ms; `at` moves the clock to the first redraw at or after `ms` since mount.
let now = 0;
const at = (ms: number) => {
  const tick = Math.ceil(ms / 30) * 30;
  act(() => {
    vi.advanceTimersByTime(tick - now);
  });
  now = tick;
};

beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DemoChat', () => {
  it('should play greeting, loneliness and reply in turn, typed at 30 ms a character', () => {
    render(<DemoChat />);
    expect(screen.getByText('AI is typing...')).toBeInTheDocument();
    expect(shown()).toEqual([]);

    at(1000 + 30 * 5);
    expect(shown()).toEqual([greeting.slice(0, 5)]);
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();

    const greeted = 1000 + typing(greeting);
    at(greeted);
    expect(shown()).toEqual([greeting]);

    // The user's message waits its 3000 ms, then types out.
    at(greeted + 2970);
    expect(shown()).toEqual([greeting]);
    const answered = greeted + 3000 + typing(lonely);
    at(answered);
    expect(shown()).toEqual([greeting, lonely]);

    // The counselor "types" for 5000 ms before its reply appears.
    at(answered + 4970);
    expect(screen.getByText('AI is typing...')).toBeInTheDocument();
    at(answered + 5000 + typing(reply));
    expect(shown()).toEqual([greeting, lonely, reply]);
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();
  });

  it('should show the whole conversation at once when the person prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<DemoChat />);
    expect(shown()).toEqual([greeting, lonely, reply]);
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();
  });
});
