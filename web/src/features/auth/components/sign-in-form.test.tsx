import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/test/render-with-auth';
import { AuthContext } from '@/lib/auth/auth-context';
import { SignInForm } from './sign-in-form';

function show(signIn = vi.fn(async () => {}), onSignedIn = vi.fn()) {
  render(
    <AuthContext.Provider value={fakeAuth({ signIn })}>
      <SignInForm onSignedIn={onSignedIn} />
    </AuthContext.Provider>,
  );
  return { signIn, onSignedIn };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('SignInForm', () => {
  it('should name each missing or wrong field beside it, and sign no one in', async () => {
    const { signIn } = show();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('should sign in with the trimmed email, then say so', async () => {
    const { signIn, onSignedIn } = show();
    await userEvent.type(screen.getByLabelText('Email'), '  robin@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await submit();
    expect(signIn).toHaveBeenCalledWith('robin@example.com', 'secret123');
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("should show the sign-in failure's message", async () => {
    show(vi.fn(async () => Promise.reject(new Error('Incorrect email or password.'))));
    await userEvent.type(screen.getByLabelText('Email'), 'robin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  });

  it("should say 'Login failed' when the failure has no message", async () => {
    show(vi.fn(async () => Promise.reject(new Error(''))));
    await userEvent.type(screen.getByLabelText('Email'), 'robin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});
