import { tierName, trialEndsAt } from '@domain/plans';
import type { UserRecordJson } from '@domain/user';

/** The plan as Profile shows it: a short name and a line of detail. */
export interface PlanSummary {
  label: string;
  detail: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The person's plan at `now`: a paid tier, or the free trial (running or ended); VIP noted. */
export function planSummary(
  record: Pick<UserRecordJson, 'subscriptionPlan' | 'isVipUser' | 'trialStartedAt'>,
  now: Date,
): PlanSummary {
  if (record.subscriptionPlan) {
    const label = tierName(record.subscriptionPlan);
    return {
      label,
      detail: record.isVipUser ? 'VIP: unlimited access.' : `You are on the ${label} plan.`,
    };
  }
  if (record.isVipUser) return { label: 'VIP', detail: 'Unlimited access, no plan needed.' };
  const ends = trialEndsAt(new Date(record.trialStartedAt));
  return now < ends
    ? { label: 'Free trial', detail: `Your trial ends ${dateFormat.format(ends)}.` }
    : { label: 'Free trial ended', detail: `Your trial ended ${dateFormat.format(ends)}.` };
}
