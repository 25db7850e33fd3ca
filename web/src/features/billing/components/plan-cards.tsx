import { annualSavingPercent, selectedPlanOf, TRIAL_TEXTS, type BillingInterval } from '@domain/plans';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { storeSelectedPlan } from '@/lib/selected-plan';
import { useCheckout } from '../use-checkout';
import { PlanGrid } from './plan-card';

// Loaded for a signed-in person only: it reads their account from Firestore, whose code the landing
// page's first load must not carry.
const CheckoutTerms = lazy(() =>
  import('./checkout-terms').then((module) => ({ default: module.CheckoutTerms })),
);

/**
 * The three plans of one billing interval, on the landing and pricing pages. For a visitor, each
 * card's trial button remembers the plan (session storage `selectedPlan`) and opens checkout: the
 * trial asks for no card, and the account is made after it, on /create-account. Someone signed in
 * gets the checkout of their own account, and the terms it comes with.
 */
export function PlanCards({ interval }: { interval: BillingInterval }) {
  const { user } = useAuth();
  const checkout = useCheckout(user !== null);
  return (
    <>
      {user && (
        <Suspense fallback={<p className="text-sm text-slate-500">Loading your plan details...</p>}>
          <CheckoutTerms uid={user.uid} />
        </Suspense>
      )}
      <PlanGrid
        interval={interval}
        popularBadge="Popular"
        annualNote={(plan) => (
          <p className="mt-2 text-sm font-medium text-teal-700 dark:text-teal-300">
            Get {plan.name} Annually - Save {annualSavingPercent(plan.tier)}%
          </p>
        )}
        action={(plan, nameId) => (
          <Button
            variant={plan.popular ? 'primary' : 'secondary'}
            className="w-full"
            aria-describedby={nameId}
            disabled={checkout.pending !== undefined}
            onClick={() => {
              if (!user) storeSelectedPlan(selectedPlanOf(plan));
              void checkout.start(plan.id);
            }}
          >
            {checkout.pending === plan.id
              ? 'Starting checkout...'
              : user
                ? `Choose ${plan.name}`
                : TRIAL_TEXTS.cta}
          </Button>
        )}
      />
    </>
  );
}
