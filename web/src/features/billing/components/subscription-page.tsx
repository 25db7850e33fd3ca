import { annualSaving, annualSavingPercent, formatPrice, monthlyEquivalent, PLAN_TIERS } from '@domain/plans';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCheckout } from '../use-checkout';
import { CheckoutTerms } from './checkout-terms';
import { PlanGrid } from './plan-card';
import { PlansScreen } from './plans-screen';

// The best annual saving of any plan, for the tag on the Annually switch.
const BEST_ANNUAL_SAVING = Math.max(...PLAN_TIERS.map(annualSavingPercent));

/** /subscription: the plans for a signed-in user; visitors see the public pricing instead. */
export function SubscriptionPage() {
  const { user, loading } = useAuth();
  const checkout = useCheckout(user !== null);

  if (loading) {
    return (
      <p role="status" className="flex min-h-screen items-center justify-center text-slate-500">
        Loading...
      </p>
    );
  }
  if (!user) return <Navigate to={paths.pricing} replace />;

  return (
    <PlansScreen
      top={
        <Link
          to={paths.landing}
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
      }
      title="Choose Your Plan"
      intro="More sessions, voice and a growth plan made for you. Cancel any time."
      annualTag={`Up to ${BEST_ANNUAL_SAVING}% OFF`}
      footnote={<CheckoutTerms uid={user.uid} />}
    >
      {(interval) => (
        <PlanGrid
          interval={interval}
          popularBadge="Most Popular"
          annualNote={(plan) => (
            <p className="mt-2 text-sm text-teal-700 dark:text-teal-300">
              <span className="font-semibold">Save {formatPrice(Math.round(annualSaving(plan.tier)))}</span> (
              {formatPrice(monthlyEquivalent(plan.tier))}/month)
            </p>
          )}
          action={(plan) => (
            <Button
              variant={plan.popular ? 'primary' : 'secondary'}
              className="w-full"
              disabled={checkout.pending !== undefined}
              onClick={() => void checkout.start(plan.id)}
            >
              {checkout.pending === plan.id ? 'Starting checkout...' : `Choose ${plan.name}`}
            </Button>
          )}
        />
      )}
    </PlansScreen>
  );
}
