import type { SignInInput } from '@domain/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuth } from '@/lib/auth/auth-context';

// Loaded on the first check, so the form shows without waiting for zod.
const resolver = lazyZodResolver<SignInInput>(() =>
  import('@domain/user').then((module) => module.signInSchema),
);

/** Email and password sign-in; on success the auth state change moves the visitor into the app. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (error) {
      setFailure((error as Error).message || 'Login failed');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
