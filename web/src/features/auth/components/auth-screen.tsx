import { formatPrice, tierOfSelectedPlan, TRIAL_DAYS } from '@domain/plans';
import * as Tabs from '@radix-ui/react-tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { selectedPlanFromSession } from '@/lib/selected-plan';
import { AuthFrame } from './auth-frame';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'login' | 'register';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white';

/**
 * /auth: Sign In and Sign Up tabs, chosen by `?tab=login|register`, and why the person is here when
 * the server ended their session.
 */
export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { sessionEnded } = useAuth();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const fromPricing = params.get('source') === 'pricing';
  const plan = fromPricing ? selectedPlanFromSession() : undefined;
  const trialPlan = plan && tierOfSelectedPlan(plan);
  // The router reports a navigation's own failures; nothing here waits for it.
  const enterApp = () => void navigate(paths.app.counselor, { replace: true });

  const chooseTab = (next: string) => {
    const query = new URLSearchParams(params);
    query.set('tab', next);
    if (next !== 'register') query.delete('source');
    setParams(query, { replace: true });
  };

  return (
    <AuthFrame>
      {/* Named after the open tab; the tabs show the same words, so the heading is for screen readers. */}
      <PageHeading title={tab === 'register' ? 'Sign Up' : 'Sign In'} className="sr-only" />
      {sessionEnded && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          Your session has ended. Please sign in again.
        </p>
      )}
      {fromPricing && tab === 'register' && (
        <p className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
          {plan
            ? `Create your account to start your ${TRIAL_DAYS}-day free trial of ${plan.name} (${formatPrice(plan.price)}/${plan.interval}).`
            : `Create your account to start your ${TRIAL_DAYS}-day free trial.`}{' '}
          No payment needed today.
        </p>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Tabs.Root value={tab} onValueChange={chooseTab}>
          <Tabs.List
            aria-label="Sign in or sign up"
            className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-950"
          >
            <Tabs.Trigger value="login" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <SignInForm onSignedIn={enterApp} />
          </Tabs.Content>
          <Tabs.Content value="register">
            <SignUpForm onSignedUp={enterApp} trialPlan={trialPlan} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </AuthFrame>
  );
}
