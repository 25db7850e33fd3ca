import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { PricingPage } from './pricing-page';

const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/app/counselor', element: <p>counselor page</p> },
  { path: '/', element: <p>landing page</p> },
];

describe('/pricing', () => {
  it('should start on monthly prices and switch to annual ones', async () => {
    renderRoutes(routes, '/pricing', fakeAuth());
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('article', { name: 'Pro' })).toHaveTextContent('$24.99/month');

    await userEvent.click(screen.getByRole('button', { name: 'Annually' }));
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(pro).toHaveTextContent('$254.90/year');
    expect(within(pro).getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
  });

  it('should go back to the counselor when the visitor arrived here directly', async () => {
    const router = renderRoutes(routes, '/pricing', fakeAuth());
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/app/counselor');
  });

  it('should go back to the previous page when the visitor came from one', async () => {
    const router = renderRoutes(routes, '/', fakeAuth());
    await act(() => router.navigate('/pricing'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
