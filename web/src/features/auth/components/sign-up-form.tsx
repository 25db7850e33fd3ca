import type { PlanTier } from '@domain/plans';
import type { SignUpInput } from '@domain/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuth } from '@/lib/auth/auth-context';

// Loaded on the first check, so the form shows without waiting for zod.
const resolver = lazyZodResolver<SignUpInput>(() =>
  import('@domain/user').then((module) => module.signUpSchema),
);

/** Account creation: name (optional), email and password; the trial gets `trialPlan`'s limits. */
export function SignUpForm({ onSignedUp, trialPlan }: { onSignedUp: () => void; trialPlan?: PlanTier }) {
  const { signUp } = useAuth();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver });

  const submit = handleSubmit(async ({ email, password, name }) => {
    setFailure(undefined);
    try {
      await signUp(email, password, name || undefined, trialPlan);
      onSignedUp();
    } catch (error) {
      setFailure((error as Error).message || 'Signup failed');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <TextField
        label="Name (optional)"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
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
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs text-slate-500 dark:text-slate-400">
        By creating an account you agree to our{' '}
        <Link to={paths.termsOfService} target="_blank" className="underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacyPolicy} target="_blank" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
