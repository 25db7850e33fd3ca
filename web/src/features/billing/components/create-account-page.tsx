import type { createAccountFormSchema } from '@domain/user';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Crown, Eye, EyeOff, Loader2, ShieldCheck, Sparkles, Star } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { verifySession, type PaidPlanType } from '../api/verify-session';

type CreateAccountFormValues = z.infer<typeof createAccountFormSchema>;

// Loaded on the first check, so the form shows without waiting for zod.
const resolver = lazyZodResolver<CreateAccountFormValues>(() =>
  import('@domain/user').then((module) => module.createAccountFormSchema),
);

// Firebase Auth comes with the account-creation call: fetched while the person fills in the form, so
// the page paints without it. A chunk that cannot load is a connection problem.
const loadCreateAccount = () =>
  import('../api/create-account-with-subscription').catch(() => {
    throw new NetworkError();
  });

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/**
 * /create-account: where a visitor lands after paying on the checkout. Checks the payment, confirms
 * the plan, then creates the account for it and opens the counselor.
 */
export function CreateAccountPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const navigate = useNavigate();
  const { toast } = useToast();
  const verification = useQuery({
    queryKey: ['verify-session', sessionId],
    queryFn: ({ signal }) => verifySession(sessionId, signal),
    enabled: sessionId !== '',
    retry: false,
    staleTime: Infinity,
  });
  const failed = sessionId === '' ? 'no-session' : verification.isError ? 'unverified' : undefined;

  useEffect(() => {
    if (!failed) return;
    if (failed === 'no-session') {
      toast({ title: 'Invalid Access', description: 'No payment session found. Redirecting to pricing...' });
    } else {
      toast({
        title: 'Verification Failed',
        description: 'Unable to verify your payment. Please contact support.',
        variant: 'destructive',
      });
    }
    // The router reports a navigation's own failures; nothing here waits for it.
    void navigate(paths.pricing, { replace: true });
  }, [failed, navigate, toast]);

  let body: ReactNode;
  if (verification.data) {
    body = (
      <>
        <PaymentSuccess planType={verification.data.planType} />
        <CreateAccountForm
          sessionId={sessionId}
          planType={verification.data.planType}
          customerEmail={verification.data.customerEmail}
        />
        <p className="flex items-center justify-center gap-2 text-center text-xs text-slate-500 dark:text-slate-400">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          Your information is protected with enterprise-grade security
        </p>
      </>
    );
  } else if (!failed) {
    body = (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <Loader2 className="size-8 animate-spin text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900 dark:text-white">Verifying Payment</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Please wait while we confirm your payment...
        </p>
      </div>
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-teal-50 px-4 py-12 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <div className="w-full max-w-md space-y-6">
        <p className="text-center">
          <Link to={paths.landing} className="text-2xl font-bold text-indigo-600 dark:text-indigo-400">
            ReflectAI
          </Link>
        </p>
        {body}
      </div>
    </main>
  );
}

// The badge's colour and icon: Basic, Elite, or any other plan (Pro, Premium).
const PLAN_BADGES = {
  Basic: {
    Icon: Star,
    className: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  },
  Elite: {
    Icon: Crown,
    className: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  },
  other: {
    Icon: Sparkles,
    className: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  },
} as const;

function PaymentSuccess({ planType }: { planType: PaidPlanType }) {
  const { Icon, className } =
    planType === 'Basic' || planType === 'Elite' ? PLAN_BADGES[planType] : PLAN_BADGES.other;
  return (
    <section className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center shadow-sm dark:border-green-900 dark:bg-green-950/60">
      <CheckCircle2 className="mx-auto size-10 text-green-600 dark:text-green-400" aria-hidden="true" />
      <PageHeading
        title="Payment Successful!"
        className="mt-2 text-xl font-bold text-green-900 dark:text-green-100"
      />
      <p
        className={`mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${className}`}
      >
        <Icon className="size-4" aria-hidden="true" />
        {planType} Plan Activated
      </p>
    </section>
  );
}

interface CreateAccountFormProps {
  sessionId: string;
  planType: PaidPlanType;
  customerEmail: string | null;
}

function CreateAccountForm({ sessionId, planType, customerEmail }: CreateAccountFormProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateAccountFormValues>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: customerEmail ?? '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
      subscribeToNewsletter: true,
    },
  });

  useEffect(() => {
    loadCreateAccount().catch(() => {
      // Reported when the person submits.
    });
  }, []);

  const submit = handleSubmit(async (values) => {
    try {
      const { createAccountWithSubscription } = await loadCreateAccount();
      await createAccountWithSubscription({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        subscribeToNewsletter: values.subscribeToNewsletter ?? false,
        sessionId,
      });
    } catch (error) {
      const message =
        (error as Error | undefined)?.message || 'Failed to create your account. Please try again.';
      const field = error instanceof ApiError ? FORM_FIELDS.find((name) => name === error.field) : undefined;
      if (field) setError(field, { message });
      toast({ title: 'Account Creation Failed', description: message, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Welcome to ReflectAI! 🎉',
      description: `Your ${planType} account is ready. Let's begin your journey!`,
    });
    void navigate(paths.app.counselor, { replace: true });
  });

  return (
    <section
      aria-labelledby="create-account-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="create-account-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Create My Account
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Set up your account to start using your {planType} plan.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          toggleName="password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          toggleName="confirm password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Checkbox error={errors.agreeToTerms} {...register('agreeToTerms')}>
          I agree to the{' '}
          <Link
            to={paths.termsOfService}
            target="_blank"
            className="font-medium text-indigo-600 underline dark:text-indigo-400"
          >
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to={paths.privacyPolicy}
            target="_blank"
            className="font-medium text-indigo-600 underline dark:text-indigo-400"
          >
            Privacy Policy
          </Link>
        </Checkbox>
        <Checkbox {...register('subscribeToNewsletter')}>
          Subscribe to our newsletter for wellness tips and updates
        </Checkbox>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {isSubmitting ? 'Creating Account...' : 'Create My Account'}
        </Button>
      </form>
    </section>
  );
}

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'> & {
  /** What the show/hide button names, e.g. "password" -> "Show password". */
  toggleName: string;
};

// A new-password TextField with a button that shows or hides what was typed.
const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { toggleName, ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <TextField
        ref={ref}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        // Room for the toggle inside the input.
        style={{ paddingRight: '2.75rem' }}
        {...props}
      />
      {/* Sits over the input's right end: the label above it is one line (1.5rem with its gap). */}
      <button
        type="button"
        aria-label={`${shown ? 'Hide' : 'Show'} ${toggleName}`}
        onClick={() => setShown((value) => !value)}
        className="absolute top-6 right-0 flex h-[2.375rem] w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-200"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
});

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  children: ReactNode;
  error?: FieldError | undefined;
};

// A checkbox with its label beside it and its validation error linked for screen readers.
const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, error, ...props },
  ref,
) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 dark:border-slate-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-200">
          {children}
        </label>
      </div>
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error.message}
        </p>
      )}
    </div>
  );
});
