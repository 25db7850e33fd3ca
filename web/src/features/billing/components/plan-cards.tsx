import { annualSavingPercent, selectedPlanOf, TRIAL_TEXTS, type BillingInterval } from '@domain/plans';
import { buttonClass } from '../../../components/ui/button';
import { authPath } from '../../../config/paths';
import { storeSelectedPlan } from '../../../lib/selected-plan';
import { PlanGrid } from './plan-card';

/**
 * The three plans of one billing interval for visitors. Each card's trial button remembers the plan
 * (session storage `selectedPlan`) and does a full navigation to sign-up, as the spec asks.
 */
export function PlanCards({ interval }: { interval: BillingInterval }) {
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
        <a
          href={authPath('register', 'pricing')}
          aria-describedby={nameId}
          onClick={() => storeSelectedPlan(selectedPlanOf(plan))}
          className={buttonClass(plan.popular ? 'primary' : 'secondary', 'w-full')}
        >
          {TRIAL_TEXTS.cta}
        </a>
      )}
    />
  );
}
