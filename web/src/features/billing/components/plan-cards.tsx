import { annualSavingPercent, selectedPlanOf, TRIAL_TEXTS, type BillingInterval } from '@domain/plans';
import { Button } from '../../../components/ui/button';
import { storeSelectedPlan } from '../../../lib/selected-plan';
import { useCheckout } from '../use-checkout';
import { PlanGrid } from './plan-card';

/**
 * The three plans of one billing interval for visitors. Each card's trial button remembers the plan
 * (session storage `selectedPlan`) and opens checkout: the trial asks for no card, and the account is
 * made after it, on /create-account.
 */
export function PlanCards({ interval }: { interval: BillingInterval }) {
  // Always as a visitor, even if someone is signed in on this device.
  const checkout = useCheckout(false);
  return (
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
            storeSelectedPlan(selectedPlanOf(plan));
            void checkout.start(plan.id);
          }}
        >
          {checkout.pending === plan.id ? 'Starting checkout...' : TRIAL_TEXTS.cta}
        </Button>
      )}
    />
  );
}
