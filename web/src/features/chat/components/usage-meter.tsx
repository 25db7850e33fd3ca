import { meterPlanLabel, UNLIMITED, type UsageRecord } from '@domain/plans';
import { utcDate } from '@/lib/format-date';

/** Low-session warning threshold (docs/product.md#usage-meter). */
const LOW_REMAINING = 3;

type MeterState = 'unlimited' | 'exhausted' | 'low' | 'normal';

/** Which meter state a usage record is in (docs/product.md#usage-meter). */
export function meterState(usage: UsageRecord): MeterState {
  if (usage.isVipUser || usage.monthlyLimit === UNLIMITED) return 'unlimited';
  if (usage.remaining <= 0) return 'exhausted';
  if (usage.remaining <= LOW_REMAINING) return 'low';
  return 'normal';
}

const STYLES: Record<MeterState, { box: string; bar: string }> = {
  normal: {
    box: 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
    bar: 'bg-indigo-500',
  },
  low: {
    box: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
    bar: 'bg-amber-500',
  },
  exhausted: {
    box: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
    bar: 'bg-red-500',
  },
  unlimited: {
    box: 'border-teal-200 bg-teal-50 text-teal-900 dark:border-teal-900 dark:bg-teal-950 dark:text-teal-100',
    bar: 'bg-teal-500',
  },
};

/** How many sessions are left this month, with the plan and the reset date, on one line. */
export function UsageMeter({
  usage,
  loading = false,
}: {
  usage: UsageRecord | undefined;
  loading?: boolean;
}) {
  if (!usage) {
    return loading ? (
      <div
        role="status"
        aria-label="Loading usage"
        className="h-7 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
      />
    ) : null;
  }
  const state = meterState(usage);
  const style = STYLES[state];
  const usedShare = state === 'unlimited' ? 1 : Math.min(1, usage.used / Math.max(1, usage.monthlyLimit));
  return (
    <section
      aria-label="Session usage"
      data-state={state}
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-2.5 py-1.5 text-xs ${style.box}`}
    >
      <span className="font-medium">
        {state === 'unlimited'
          ? 'Unlimited Sessions'
          : `${usage.remaining} of ${usage.monthlyLimit} sessions left`}
      </span>
      {state !== 'unlimited' && (
        <div
          className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 sm:block dark:bg-slate-700"
          aria-hidden
        >
          <div className={`h-full ${style.bar}`} style={{ width: `${usedShare * 100}%` }} />
        </div>
      )}
      {state === 'low' && <span className="font-medium">Running low on sessions</span>}
      {state === 'exhausted' && <span className="font-medium">No sessions left this month</span>}
      <span className="ml-auto flex gap-x-2 opacity-80">
        <span>{meterPlanLabel(usage.currentPlan)}</span>
        {/* The reset is the first instant of a UTC month: shown in UTC, so it reads as the 1st everywhere. */}
        <span>Resets: {utcDate(new Date(usage.resetDate))}</span>
      </span>
    </section>
  );
}
