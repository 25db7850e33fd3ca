import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrisisNotice } from './crisis-notice';

const notice = () => screen.getByRole('region', { name: 'Support is one tap away' });

describe('CrisisNotice', () => {
  it("should offer the first line of the person's country, one tap away", () => {
    render(<CrisisNotice country="en-GB" onGetHelp={() => {}} />);
    expect(notice()).toHaveTextContent('Samaritans is free and there for you day and night.');
    expect(within(notice()).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    // Only the first line: the rest are in the help panel.
    expect(within(notice()).queryByRole('link', { name: /SHOUT/ })).not.toBeInTheDocument();
  });

  it('should offer both the call and the text link where the first line has both', () => {
    render(<CrisisNotice country="AU" onGetHelp={() => {}} />);
    expect(within(notice()).getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    expect(within(notice()).getByRole('link', { name: 'Text 0477 13 11 14' })).toHaveAttribute(
      'href',
      'sms:0477131114',
    );
  });

  it('should offer the default line where the country is not known', () => {
    render(<CrisisNotice onGetHelp={() => {}} />);
    expect(within(notice()).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(notice()).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  });

  it('should open the help panel from its Get help now button', async () => {
    const onGetHelp = vi.fn();
    render(<CrisisNotice country="US" onGetHelp={onGetHelp} />);
    await userEvent.click(within(notice()).getByRole('button', { name: 'Get help now' }));
    expect(onGetHelp).toHaveBeenCalledOnce();
  });
});
