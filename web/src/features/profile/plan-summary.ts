import { tierName, trialEndsAt } from '@domain/plans';
import type { UserRecordJson } from '@domain/user';

/** The plan as Profile shows it: a short name and a line of detail. */
export interface PlanSummary {
  label: string;
  detail: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const day = (iso: string) => dateFormat.format(new Date(iso));

/** The person's plan as the server's entitlement reads it: VIP, a subscription, the free trial, or none. */
export function planSummary(record: Pick<UserRecordJson, 'entitlement' | 'trialStartedAt'>): PlanSummary {
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
        detail: trialEnd ? `Your ${label} trial ends ${day(trialEnd)}.` : `You are on the ${label} plan.`,
      };
    case 'trial':
      return {
        label: 'Free trial',
        detail: `Your ${label} trial ends ${day(trialEnd ?? record.trialStartedAt)}.`,
      };
    case 'none':
      return {
        label: 'Free trial ended',
        detail: `Your trial ended ${dateFormat.format(trialEndsAt(new Date(record.trialStartedAt)))}.`,
      };
  }
}
