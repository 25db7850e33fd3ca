import { tierName, trialEndsAt, type Entitlement } from '@domain/plans';
import { mediumDate } from '@/lib/format-date';

/** The plan as Profile shows it: a short name and a line of detail. */
export interface PlanSummary {
  label: string;
  detail: string;
}

/** The person's plan as their entitlement reads it: VIP, a subscription, the free trial, or none. */
export function planSummary(record: { entitlement: Entitlement; trialStartedAt: Date }): PlanSummary {
  const { source, tier, pastDue, trialEndsAt: trialEnd } = record.entitlement;
  const label = tier ? tierName(tier) : 'VIP';
  switch (source) {
    case 'vip':
      return { label, detail: tier ? 'VIP: unlimited access.' : 'Unlimited access, no plan needed.' };
    case 'subscription':
      if (pastDue) {
        return {
          label,
          detail: `Your last payment did not go through. You keep ${label} while your card is retried; update it in Settings.`,
        };
      }
      return {
        label,
        detail: trialEnd
          ? `Your ${label} trial ends ${mediumDate(trialEnd)}.`
          : `You are on the ${label} plan.`,
      };
    case 'trial':
      return {
        label: 'Free trial',
        detail: `Your ${label} trial ends ${mediumDate(trialEnd ?? record.trialStartedAt)}.`,
      };
    case 'none':
      return {
        label: 'Free trial ended',
        detail: `Your trial ended ${mediumDate(trialEndsAt(record.trialStartedAt))}.`,
      };
  }
}
