import { formatPrice, isLimitation, plansFor, type BillingInterval, type Plan } from '@domain/plans';
import { Check, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface PlanCardProps {
  plan: Plan;
  /** A label over the card, e.g. 'Popular'. */
  badge?: string | undefined;
  /** A line under the price, e.g. the annual saving. */
  note?: ReactNode;
  /** The card's button; gets the id of the plan's name to point `aria-describedby` at. */
  action: (nameId: string) => ReactNode;
}

interface PlanGridProps {
  interval: BillingInterval;
  /** The label over the popular plan. */
  popularBadge: string;
  /** A line under the price of an annual plan, e.g. its saving. */
  annualNote: (plan: Plan) => ReactNode;
  /** A card's button; `nameId` is the id of the plan's name, for `aria-describedby`. */
  action: (plan: Plan, nameId: string) => ReactNode;
}

/** The three plans of one billing interval as cards, side by side on wide screens. */
export function PlanGrid({ interval, popularBadge, annualNote, action }: PlanGridProps) {
  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6">
      {plansFor(interval).map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          badge={plan.popular ? popularBadge : undefined}
          note={interval === 'year' && annualNote(plan)}
          action={(nameId) => action(plan, nameId)}
        />
      ))}
    </div>
  );
}

// One plan of the catalogue: name, price, features (limitations with a cross) and an action.
function PlanCard({ plan, badge, note, action }: PlanCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.popular
          ? 'border-indigo-500 ring-2 ring-indigo-500/20 dark:border-indigo-400'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      {badge && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {badge}
        </p>
      )}
      <h3 id={nameId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          {formatPrice(plan.price)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">/{plan.interval}</span>
      </p>
      {note}
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => {
          const limited = isLimitation(feature);
          return (
            <li key={feature} className="flex gap-2">
              {limited ? (
                <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              ) : (
                <Check
                  className="mt-0.5 size-4 shrink-0 text-teal-600 dark:text-teal-400"
                  aria-hidden="true"
                />
              )}
              <span
                className={
                  limited ? 'text-slate-500 dark:text-slate-400' : 'text-slate-700 dark:text-slate-200'
                }
              >
                {limited && <span className="sr-only">Limitation: </span>}
                {feature}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-6">{action(nameId)}</div>
    </article>
  );
}
