import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { startCheckout } from '../api/start-checkout';
import { PlanCards } from './plan-cards';

vi.mock('../api/start-checkout', () => ({ startCheckout: vi.fn() }));
// A trial that ended a week ago, for the signed-in case.
vi.mock('@/lib/use-account', () => ({
  useAccount: () => ({
    data: account({ trialStartedAt: new Date(Date.now() - 14 * 86_400_000) }),
    loading: false,
  }),
}));
const toast = vi.fn();
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast }) }));

const card = (name: string) => screen.getByRole('article', { name });
const show = (interval: 'month' | 'year') =>
  renderRoutes([{ path: '/', element: <PlanCards interval={interval} /> }], '/', fakeAuth());

afterEach(() => {
  vi.mocked(startCheckout).mockReset();
  toast.mockClear();
  sessionStorage.clear();
});

describe('PlanCards', () => {
  it('should show the three monthly plans with Popular on Pro', () => {
    show('month');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(card('Basic')).toHaveTextContent('$14.99/month');
    expect(card('Pro')).toHaveTextContent('$24.99/month');
    expect(card('Elite')).toHaveTextContent('$50/month');
    expect(within(card('Pro')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('Basic')).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('should show a limitation with a cross, announced as one', () => {
    show('month');
    const limitation = within(card('Basic'))
      .getByText(/Limited to text/)
      .closest('li')!;
    expect(limitation).toHaveTextContent('Limitation: Limited to text: no voice conversation');
    expect(within(card('Pro')).queryByText(/Limitation:/)).not.toBeInTheDocument();
  });

  it('should show annual prices with each plan’s saving', () => {
    show('year');
    expect(card('Basic')).toHaveTextContent('$152.90/year');
    expect(card('Pro')).toHaveTextContent('Get Pro Annually - Save 15%');
    expect(card('Elite')).toHaveTextContent('Get Elite Annually - Save 25%');
  });

  it('should remember the chosen plan and open checkout for a visitor who pays first', async () => {
    vi.mocked(startCheckout).mockReturnValue(new Promise(() => {}));
    show('year');
    const trial = within(card('Pro')).getByRole('button', { name: 'Start 7-Day Free Trial' });
    expect(trial).toHaveAccessibleDescription('Pro');
    await userEvent.click(trial);
    expect(startCheckout).toHaveBeenCalledWith('pro-annually', false);
    expect(within(card('Pro')).getByRole('button', { name: 'Starting checkout...' })).toBeDisabled();
    expect(within(card('Elite')).getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeDisabled();
    expect(JSON.parse(sessionStorage.getItem('selectedPlan')!)).toEqual({
      name: 'Pro',
      stripePriceId: 'pro-annually',
      price: 254.9,
      interval: 'year',
    });
  });

  it("should open a signed-in person's own checkout, promising no trial that is over", async () => {
    vi.mocked(startCheckout).mockReturnValue(new Promise(() => {}));
    renderRoutes(
      [{ path: '/', element: <PlanCards interval="month" /> }],
      '/',
      fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
    );
    expect(await screen.findByText(/the plan you choose is charged today/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start 7-Day Free Trial' })).not.toBeInTheDocument();
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Choose Pro' }));
    expect(startCheckout).toHaveBeenCalledWith('pro-monthly', true);
    // Nothing kept for a /create-account a signed-in person never goes to.
    expect(sessionStorage.getItem('selectedPlan')).toBeNull();
  });

  it('should say when checkout cannot start, and let the visitor try again', async () => {
    vi.mocked(startCheckout).mockRejectedValueOnce(new ApiError(503, 'down', 'unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('month');
    await userEvent.click(within(card('Basic')).getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to start checkout process. Please try again.',
      variant: 'destructive',
    });
    expect(within(card('Basic')).getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeEnabled();
  });
});
