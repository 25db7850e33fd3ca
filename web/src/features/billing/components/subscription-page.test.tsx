import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderRoutes } from '../../../test/render-with-auth';
import { SubscriptionPage } from './subscription-page';

const routes = [
  { path: '/subscription', element: <SubscriptionPage /> },
  { path: '/pricing', element: <p>public pricing</p> },
  { path: '/feedback', element: <p>contact page</p> },
];
const signedIn = fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } });

describe('/subscription', () => {
  it('should show Loading... until the signed-in state is known', () => {
    renderRoutes(routes, '/subscription', fakeAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('should send a visitor to the public pricing', () => {
    const router = renderRoutes(routes, '/subscription', fakeAuth());
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('should offer the plans with Most Popular on Pro and the trial note', () => {
    renderRoutes(routes, '/subscription', signedIn);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('article', { name: 'Pro' })).getByText('Most Popular'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Basic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Elite' })).toBeInTheDocument();
    expect(screen.getByText('Start your 7-day free trial - no payment required upfront')).toBeInTheDocument();
  });

  it('should show the annual saving in dollars and per month', async () => {
    renderRoutes(routes, '/subscription', signedIn);
    await userEvent.click(screen.getByRole('button', { name: /Annually/ }));
    expect(screen.getByRole('button', { name: /Annually/ })).toHaveTextContent('Up to 25% OFF');
    expect(screen.getByRole('article', { name: 'Pro' })).toHaveTextContent('Save $45 ($21.24/month)');
    expect(screen.getByRole('article', { name: 'Elite' })).toHaveTextContent('Save $150 ($37.50/month)');
  });

  it('should say checkout is not open yet, charge nothing and offer contact', async () => {
    const router = renderRoutes(routes, '/subscription', signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Try Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Pro checkout is coming soon' });
    expect(dialog).toHaveTextContent('Paying online for Pro ($24.99/month) is not open yet');
    expect(dialog).toHaveTextContent('nothing has been charged');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Elite' }));
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(router.state.location.pathname).toBe('/feedback');
  });
});
