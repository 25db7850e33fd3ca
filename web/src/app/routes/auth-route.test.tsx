import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { AuthRoute } from './auth-route';

const routes = [
  { path: '/auth', element: <AuthRoute /> },
  { path: '/app/counselor', element: <p>counselor page</p> },
];

/** A promise the test settles by hand, to look at the screen while an action is pending. */
function pending() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('/auth', () => {
  it('should send a signed-in user to /app/counselor', () => {
    const router = renderRoutes(
      routes,
      '/auth',
      fakeAuth({ user: { uid: 'u', email: 'a@b.co', displayName: null } }),
    );
    expect(router.state.location.pathname).toBe('/app/counselor');
  });

  it('should say why when the server ended the session', () => {
    renderRoutes(routes, '/auth', fakeAuth({ sessionEnded: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('should say nothing of an ended session to a visitor who simply arrives', () => {
    renderRoutes(routes, '/auth', fakeAuth());
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });

  it('should show the form while the auth state still loads', () => {
    renderRoutes(routes, '/auth?tab=login', fakeAuth({ loading: true }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('should open the tab named in the query', () => {
    renderRoutes(routes, '/auth?tab=register', fakeAuth());
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('should default to Sign In and switch tabs in the address', async () => {
    const router = renderRoutes(routes, '/auth', fakeAuth());
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Sign In · ReflectAI');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(router.state.location.search).toBe('?tab=register');
    // The tab title and the page's heading follow the open tab.
    expect(document.title).toBe('Sign Up · ReflectAI');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it("should show 'Signing in...' while busy, then enter the app", async () => {
    const signing = pending();
    const auth = fakeAuth({ signIn: vi.fn(() => signing.promise) });
    const router = renderRoutes(routes, '/auth?tab=login', auth);
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    // Validation loads on first use, so the call comes a moment after the busy label.
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('sam@example.com', 'secret'));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    signing.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/counselor'));
  });

  it('should show why sign-in failed and keep what was typed', async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => Promise.reject(new Error('Incorrect email or password.'))),
    });
    renderRoutes(routes, '/auth', auth);
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it('should validate before calling the identity service', async () => {
    const auth = fakeAuth();
    renderRoutes(routes, '/auth?tab=register', auth);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("should show 'Creating account...' while signing up with the optional name", async () => {
    const signing = pending();
    const auth = fakeAuth({ signUp: vi.fn(() => signing.promise) });
    const router = renderRoutes(routes, '/auth?tab=register', auth);
    await userEvent.type(screen.getByLabelText('Name (optional)'), 'Kim');
    await userEvent.type(screen.getByLabelText('Email'), 'kim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    // No plan card was used: the trial gets the Basic limits.
    expect(auth.signUp).toHaveBeenCalledWith('kim@example.com', 'secret1', 'Kim', undefined);
    signing.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/counselor'));
  });

  it('should show a sign-up failure', async () => {
    const signing = pending();
    renderRoutes(routes, '/auth?tab=register', fakeAuth({ signUp: vi.fn(() => signing.promise) }));
    await userEvent.type(screen.getByLabelText('Email'), 'kim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    signing.reject(new Error('An account with this email already exists. Try signing in instead.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
  });

  it('should name the chosen plan and the trial when coming from pricing', () => {
    sessionStorage.setItem(
      'selectedPlan',
      JSON.stringify({ name: 'Pro', stripePriceId: 'pro-monthly', price: 24.99, interval: 'month' }),
    );
    renderRoutes(routes, '/auth?tab=register&source=pricing', fakeAuth());
    expect(screen.getByText(/7-day free trial of Pro \(\$24.99\/month\)/)).toBeInTheDocument();
  });

  it('should start the trial on the tier of the plan picked on a pricing card', async () => {
    sessionStorage.setItem(
      'selectedPlan',
      JSON.stringify({ name: 'Elite', stripePriceId: 'elite-annually', price: 450, interval: 'year' }),
    );
    const auth = fakeAuth();
    renderRoutes(routes, '/auth?tab=register&source=pricing', auth);
    expect(screen.getByText(/7-day free trial of Elite \(\$450\/year\)/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'kim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(auth.signUp).toHaveBeenCalledWith('kim@example.com', 'secret1', undefined, 'elite'),
    );
  });
});
