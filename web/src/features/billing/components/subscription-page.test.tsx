import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { startCheckout } from '../api/start-checkout';
import { SubscriptionPage } from './subscription-page';

vi.mock('../api/start-checkout', () => ({ startCheckout: vi.fn() }));
// A trial that ended a week ago: choosing a plan charges today.
vi.mock('@/lib/use-account', () => ({
  useAccount: () => ({
    data: account({ trialStartedAt: new Date(Date.now() - 14 * 86_400_000) }),
    loading: false,
  }),
}));
const toast = vi.fn();
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast }) }));

const routes = [
  { path: '/subscription', element: <SubscriptionPage /> },
  { path: '/pricing', element: <p>public pricing</p> },
];
const signedIn = fakeAuth({
  user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' },
});

describe('/subscription', () => {
  it('should show Loading... until the signed-in state is known', () => {
    renderRoutes(routes, '/subscription', fakeAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('should send a visitor to the public pricing', () => {
    const router = renderRoutes(routes, '/subscription', fakeAuth());
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('should offer the plans with Most Popular on Pro, and say what choosing one costs today', () => {
    renderRoutes(routes, '/subscription', signedIn);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('article', { name: 'Pro' })).getByText('Most Popular'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Elite' })).toBeInTheDocument();
    // No trial promised to someone whose trial is over.
    expect(screen.queryByText(/no payment/i)).not.toBeInTheDocument();
    expect(screen.getByText(/the plan you choose is charged today/)).toBeInTheDocument();
  });

  it('should show the annual saving in dollars and per month', async () => {
    renderRoutes(routes, '/subscription', signedIn);
    await userEvent.click(screen.getByRole('button', { name: /Annually/ }));
    expect(screen.getByRole('button', { name: /Annually/ })).toHaveTextContent('Up to 25% OFF');
    expect(screen.getByRole('article', { name: 'Pro' })).toHaveTextContent('Save $45 ($21.24/month)');
    expect(screen.getByRole('article', { name: 'Elite' })).toHaveTextContent('Save $150 ($37.50/month)');
  });

  it("should open checkout for the person's account, and say why when it cannot", async () => {
    vi.mocked(startCheckout).mockReturnValueOnce(new Promise(() => {}));
    renderRoutes(routes, '/subscription', signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(startCheckout).toHaveBeenCalledWith('pro-monthly', true);
    expect(screen.getByRole('button', { name: 'Starting checkout...' })).toBeDisabled();
  });

  it("should show the server's reason when checkout is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = 'You already have a subscription. Change plans from Manage billing in Settings.';
    vi.mocked(startCheckout).mockRejectedValueOnce(new ApiError(409, refusal, 'conflict'));
    renderRoutes(routes, '/subscription', signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Elite' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: refusal, variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Choose Elite' })).toBeEnabled();
  });
});
