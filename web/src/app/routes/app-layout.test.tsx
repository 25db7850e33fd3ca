import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localWritesSynced } from '@/lib/firestore';
import { forgetLocalData } from '@/lib/forget-device';
import { useUserSettings } from '@/lib/use-user-settings';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { AppLayout } from './app-layout';
import { NotFound } from './not-found';

const routes = [
  { path: '/auth', element: <p>auth screen</p> },
  { path: '/app', element: <AppLayout />, children: [{ path: 'counselor', element: <p>counselor page</p> }] },
  { path: '*', element: <NotFound /> },
];
const user = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam' };

vi.mock('@/lib/firestore', () => ({ localWritesSynced: vi.fn(async () => true) }));
vi.mock('@/lib/forget-device', () => ({ forgetLocalData: vi.fn(async () => {}) }));
vi.mock('@/features/safety/api/safety-plan', () => ({ useSafetyPlan: vi.fn() }));

// The account's settings come live from Firestore; here they are whatever a test says.
vi.mock('@/lib/use-user-settings', () => ({ useUserSettings: vi.fn() }));
const accountSettings = (state: Partial<ReturnType<typeof useUserSettings>>) =>
  vi.mocked(useUserSettings).mockReturnValue({
    settings: DEFAULT_SETTINGS,
    saved: false,
    loading: false,
    error: undefined,
    ...state,
  });

beforeEach(() => {
  vi.mocked(localWritesSynced).mockClear();
  vi.mocked(forgetLocalData).mockClear();
  accountSettings({});
  document.documentElement.classList.remove('dark');
});

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

  it('should sign out once everything is saved, then forget the device', async () => {
    const auth = fakeAuth({ user });
    renderRoutes(routes, '/app/counselor', auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(localWritesSynced).toHaveBeenCalledOnce();
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(forgetLocalData).toHaveBeenCalledOnce();
  });

  it('should ask before signing out with writes not yet saved, and stay by default', async () => {
    vi.mocked(localWritesSynced).mockResolvedValue(false);
    const auth = fakeAuth({ user });
    renderRoutes(routes, '/app/counselor', auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not everything is saved yet' });
    // The safe choice takes the focus, so Enter does not lose what was written.
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(forgetLocalData).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(forgetLocalData).toHaveBeenCalledOnce();
  });

  it("should say it is signing out, and take no second click, while this device's writes are checked", async () => {
    let synced: (done: boolean) => void = () => {};
    vi.mocked(localWritesSynced).mockReturnValueOnce(new Promise((resolve) => (synced = resolve)));
    const auth = fakeAuth({ user });
    renderRoutes(routes, '/app/counselor', auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const signingOut = await screen.findByRole('button', { name: 'Signing out...' });
    expect(signingOut).toBeDisabled();
    await userEvent.click(signingOut);
    synced(true);
    await vi.waitFor(() => expect(forgetLocalData).toHaveBeenCalledOnce());
    expect(localWritesSynced).toHaveBeenCalledOnce();
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it('should lead to Settings from the header', () => {
    renderRoutes(routes, '/app/counselor', fakeAuth({ user }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it("should apply the account's saved theme and keep it in ui-theme", () => {
    localStorage.setItem('ui-theme', 'light');
    accountSettings({ settings: { ...DEFAULT_SETTINGS, theme: 'dark' }, saved: true });
    renderRoutes(routes, '/app/counselor', fakeAuth({ user }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });

  it("should leave this browser's theme alone for an account that saved no settings", () => {
    localStorage.setItem('ui-theme', 'dark');
    renderRoutes(routes, '/app/counselor', fakeAuth({ user }));
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
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
