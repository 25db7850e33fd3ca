import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderRoutes } from '../../test/render-with-auth';
import { AppLayout } from './app-layout';
import { NotFound } from './not-found';

const routes = [
  { path: '/auth', element: <p>auth screen</p> },
  { path: '/app', element: <AppLayout />, children: [{ path: 'counselor', element: <p>counselor page</p> }] },
  { path: '*', element: <NotFound /> },
];
const user = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam' };

describe('AppLayout', () => {
  it("should show 'Loading...' while the auth state loads", () => {
    renderRoutes(routes, '/app/counselor', fakeAuth({ loading: true }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('counselor page')).not.toBeInTheDocument();
  });

  it('should send a signed-out visitor to /auth', () => {
    const router = renderRoutes(routes, '/app/counselor', fakeAuth());
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText('auth screen')).toBeInTheDocument();
  });

  it('should wrap the page in the shell with the display name', () => {
    renderRoutes(routes, '/app/counselor', fakeAuth({ user }));
    expect(screen.getByText('counselor page')).toBeInTheDocument();
    expect(screen.getByText('ReflectAI')).toBeInTheDocument();
    expect(screen.getByText('Your AI counselor for mental wellness')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Sam')).toBeInTheDocument();
  });

  it('should greet by email when there is no display name', () => {
    renderRoutes(routes, '/app/counselor', fakeAuth({ user: { ...user, displayName: null } }));
    expect(screen.getByText('Welcome, sam@example.com')).toBeInTheDocument();
  });

  it('should offer the bottom navigation and mark the current page', () => {
    renderRoutes(routes, '/app/counselor', fakeAuth({ user }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/app'],
      ['Journal', '/app/journal'],
      ['Counselor', '/app/counselor'],
      ['Patterns', '/app/patterns'],
      ['Profile', '/app/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Counselor' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('should sign out from the shell', async () => {
    const auth = fakeAuth({ user });
    renderRoutes(routes, '/app/counselor', auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});

describe('NotFound', () => {
  it('should explain and lead home', async () => {
    const router = renderRoutes(routes, '/nowhere', fakeAuth());
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
