import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { createAccountWithSubscription } from '../api/create-account-with-subscription';
import { verifySession, type VerifiedSession } from '../api/verify-session';
import { CreateAccountPage } from './create-account-page';

vi.mock('../api/verify-session', () => ({ verifySession: vi.fn() }));
vi.mock('../api/create-account-with-subscription', () => ({ createAccountWithSubscription: vi.fn() }));
const toast = vi.fn();
vi.mock('@/components/ui/toast', () => ({ useToast: () => ({ toast }) }));

const paidPro: VerifiedSession = { customerEmail: 'ada@example.com', planType: 'Pro', status: 'complete' };

const open = (query = '?session_id=cs_test_1') =>
  renderRoutes(
    [
      { path: '/create-account', element: <CreateAccountPage /> },
      { path: '/pricing', element: <p>public pricing</p> },
      { path: '/app/counselor', element: <p>the counselor</p> },
    ],
    `/create-account${query}`,
    fakeAuth(),
  );

// Opens a verified checkout and waits for the form.
async function openVerified(session: VerifiedSession = paidPro) {
  vi.mocked(verifySession).mockResolvedValue(session);
  const router = open();
  await screen.findByRole('heading', { name: 'Create My Account' });
  return router;
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

afterEach(() => {
  vi.mocked(verifySession).mockReset();
  vi.mocked(createAccountWithSubscription).mockReset();
  toast.mockReset();
});

describe('/create-account', () => {
  it('should send a visitor without a payment session to the pricing, saying why', async () => {
    const router = open('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Invalid Access',
      description: 'No payment session found. Redirecting to pricing...',
    });
    expect(verifySession).not.toHaveBeenCalled();
  });

  it('should say it is verifying the payment while the session is checked', () => {
    vi.mocked(verifySession).mockReturnValue(new Promise(() => {}));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying Payment');
    expect(verifySession).toHaveBeenCalledWith('cs_test_1', expect.any(AbortSignal));
    expect(screen.queryByRole('heading', { name: 'Create My Account' })).not.toBeInTheDocument();
  });

  it('should go back to the pricing when the payment cannot be verified', async () => {
    vi.mocked(verifySession).mockRejectedValue(
      new ApiError(404, 'No payment was found for this checkout.', 'not_found'),
    );
    const router = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Verification Failed',
      description: 'Unable to verify your payment. Please contact support.',
      variant: 'destructive',
    });
  });

  it('should confirm the payment and plan, and offer the form with the email from checkout', async () => {
    await openVerified();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(document.title).toBe('Payment Successful! · ReflectAI');
    expect(screen.getByText('Pro Plan Activated')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Subscribe to our newsletter for wellness tips and updates' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(
      screen.getByText('Your information is protected with enterprise-grade security'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create My Account' })).toBeEnabled();
  });

  it('should leave the email empty when checkout had none, and show the plan it activated', async () => {
    await openVerified({ customerEmail: null, planType: 'Elite', status: 'complete' });
    expect(screen.getByText('Elite Plan Activated')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('should show and hide each password on its toggle', async () => {
    await openVerified();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    const confirm = screen.getByLabelText('Confirm Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('should explain every missing field beside it and not create the account', async () => {
    await openVerified();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await screen.findByText('First name is required');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveAccessibleDescription(
      'You must agree to the Terms and Conditions',
    );
    expect(screen.getByLabelText('First Name')).toBeInvalid();
    expect(createAccountWithSubscription).not.toHaveBeenCalled();
  });

  it('should reject a malformed email, a short password and a mismatched confirmation', async () => {
    await openVerified();
    await fillForm();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(createAccountWithSubscription).not.toHaveBeenCalled();
  });

  it('should create the account for the payment, welcome the person and open the counselor', async () => {
    let finish!: () => void;
    vi.mocked(createAccountWithSubscription).mockReturnValue(
      new Promise((resolve) => {
        finish = () => resolve({} as Awaited<ReturnType<typeof createAccountWithSubscription>>);
      }),
    );
    const router = await openVerified();
    await fillForm();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Subscribe to our newsletter for wellness tips and updates' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(createAccountWithSubscription).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      subscribeToNewsletter: false,
      sessionId: 'cs_test_1',
    });
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/counselor'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Welcome to ReflectAI! 🎉',
      description: "Your Pro account is ready. Let's begin your journey!",
    });
  });

  it("should show the server's reason when the account cannot be created, keeping what was typed", async () => {
    const reason = 'This payment is already linked to another account.';
    vi.mocked(createAccountWithSubscription).mockRejectedValue(new ApiError(409, reason, 'conflict'));
    const router = await openVerified();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Account Creation Failed',
        description: reason,
        variant: 'destructive',
      }),
    );
    expect(router.state.location.pathname).toBe('/create-account');
    expect(screen.getByRole('button', { name: 'Create My Account' })).toBeEnabled();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
  });

  it('should mark the field the server refused', async () => {
    vi.mocked(createAccountWithSubscription).mockRejectedValue(
      new ApiError(400, 'Please enter a valid email address', 'bad_request', 'email'),
    );
    await openVerified();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
  });

  it('should fall back to a general message when the failure has none', async () => {
    vi.mocked(createAccountWithSubscription).mockRejectedValue(new Error(''));
    await openVerified();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Account Creation Failed',
        description: 'Failed to create your account. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});
