import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { utcDate } from '@/lib/format-date';
import { basicUsage } from '@/test/fixtures';
import { UsageMeter } from './usage-meter';

const usage = basicUsage;

const meter = () => screen.getByRole('region', { name: 'Session usage' });

describe('UsageMeter', () => {
  it('should show sessions left, the plan and the reset date', () => {
    render(<UsageMeter usage={usage()} />);
    expect(meter()).toHaveAttribute('data-state', 'normal');
    expect(screen.getByText('8 of 10 sessions left')).toBeInTheDocument();
    expect(screen.getByText('Basic Plan')).toBeInTheDocument();
    // The first of the UTC month, whatever the zone: 'Dec 1, 2026' in en-US.
    expect(screen.getByText(`Resets: ${utcDate(new Date('2026-12-01T00:00:00Z'))}`)).toBeInTheDocument();
  });

  it('should warn when 3 or fewer sessions are left', () => {
    render(<UsageMeter usage={usage({ currentPlan: 'pro', monthlyLimit: 25, used: 22, remaining: 3 })} />);
    expect(meter()).toHaveAttribute('data-state', 'low');
    expect(screen.getByText('3 of 25 sessions left')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('Running low on sessions')).toBeInTheDocument();
  });

  it('should say when no sessions are left', () => {
    render(<UsageMeter usage={usage({ used: 10, remaining: 0 })} />);
    expect(meter()).toHaveAttribute('data-state', 'exhausted');
    expect(screen.getByText('0 of 10 sessions left')).toBeInTheDocument();
    expect(screen.getByText('No sessions left this month')).toBeInTheDocument();
  });

  it("should show 'Unlimited Sessions' for a VIP and for an unlimited plan", () => {
    const { unmount } = render(
      <UsageMeter usage={usage({ isVipUser: true, monthlyLimit: -1, remaining: -1 })} />,
    );
    expect(screen.getByText('Unlimited Sessions')).toBeInTheDocument();
    unmount();
    render(<UsageMeter usage={usage({ currentPlan: 'elite', monthlyLimit: -1, remaining: -1 })} />);
    expect(meter()).toHaveAttribute('data-state', 'unlimited');
    expect(screen.getByText('Unlimited Sessions')).toBeInTheDocument();
    expect(screen.getByText('Elite')).toBeInTheDocument();
    expect(screen.queryByText(/sessions left/)).not.toBeInTheDocument();
  });

  it('should show a placeholder while loading and nothing without data', () => {
    const { rerender } = render(<UsageMeter usage={undefined} loading />);
    expect(screen.getByRole('status', { name: 'Loading usage' })).toBeInTheDocument();
    rerender(<UsageMeter usage={undefined} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
