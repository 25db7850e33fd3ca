import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { longDate } from '@/lib/format-date';
import type { LiveState } from '@/lib/use-live-query';
import type { Account } from '@/lib/use-account';
import { account } from '@/test/fixtures';
import { CheckoutTerms } from './checkout-terms';

let state: LiveState<Account>;
vi.mock('@/lib/use-account', () => ({ useAccount: () => state }));

const DAY = 86_400_000;
const startedDaysAgo = (days: number) => account({ trialStartedAt: new Date(Date.now() - days * DAY) });

describe('CheckoutTerms', () => {
  it('should say the trial carries on, and until when, while more than two days of it are left', () => {
    const started = new Date(Date.now() - 2 * DAY);
    state = { data: account({ trialStartedAt: started }), loading: false };
    render(<CheckoutTerms uid="u1" />);
    const end = longDate(new Date(started.getTime() + 7 * DAY));
    expect(
      screen.getByText(
        `Your free trial carries on: nothing is charged before ${end}, and you can cancel before then.`,
      ),
    ).toBeInTheDocument();
  });

  it('should say the plan is charged today once the trial has ended or nearly has', () => {
    for (const days of [8, 6]) {
      state = { data: startedDaysAgo(days), loading: false };
      const { unmount } = render(<CheckoutTerms uid="u1" />);
      expect(
        screen.getByText(/Your free trial has ended: the plan you choose is charged today/),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('should send a subscriber to Manage billing', () => {
    state = {
      data: account({ entitlement: { ...account().entitlement, source: 'subscription' } }),
      loading: false,
    };
    render(<CheckoutTerms uid="u1" />);
    expect(screen.getByText(/change plans from Manage billing in Settings/)).toBeInTheDocument();
  });

  it('should show loading, then an error it could not read the account', () => {
    state = { data: undefined, loading: true };
    const { rerender } = render(<CheckoutTerms uid="u1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plan details...');
    state = { data: undefined, loading: false, error: new Error('offline') };
    rerender(<CheckoutTerms uid="u1" />);
    expect(screen.getByText('Could not load your plan details.')).toBeInTheDocument();
  });
});
