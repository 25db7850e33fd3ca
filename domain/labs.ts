/**
 * Labs (docs/product.md#labs): the Elite card's "Early access to new features". Elite people switch on
 * features in Settings before everyone gets them. The switches are the `labs` map of `users/{uid}`,
 * written only by `POST /api/labs`, which checks the plan; a feature works only while it is switched on
 * and the plan still brings early access.
 */
import { z } from 'zod';
import { includesPlanFeature, type Entitlement, type PlanTier } from './plans';

/** Plans whose holders may switch on Labs features (VIP too). */
export const EARLY_ACCESS_PLANS = ['elite'] as const satisfies readonly PlanTier[];

/** The feature a 403 `subscription_required` names for Labs. */
export const EARLY_ACCESS_FEATURE = 'early-access';

/** Whether the person may switch on Labs features. */
export function hasEarlyAccess(granted: Pick<Entitlement, 'source' | 'tier'>): boolean {
  return includesPlanFeature(EARLY_ACCESS_PLANS, granted);
}

/** The features in Labs now, as Settings lists them; one leaves the list when it is given to everyone. */
export const LAB_FEATURES = [
  {
    id: 'lookBack',
    name: 'Look back',
    description:
      'Home shows what you wrote in your journal a year, a month or a week ago today, to see how far you have come.',
  },
] as const;
export type LabId = (typeof LAB_FEATURES)[number]['id'];

const LAB_IDS = LAB_FEATURES.map((feature) => feature.id) as [LabId, ...LabId[]];

/** `POST /api/labs` body: one feature switched on or off. */
export const labSwitchSchema = z.object({
  feature: z.enum(LAB_IDS, 'Not a Labs feature'),
  enabled: z.boolean('Say whether it is on'),
});
export type LabSwitch = z.infer<typeof labSwitchSchema>;

/** Which Labs features are switched on. */
export type Labs = Record<LabId, boolean>;

/** The `labs` map of a user record: a feature is off unless stored as exactly `true`. */
export function storedLabs(value: unknown): Labs {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(LAB_IDS.map((id) => [id, stored[id] === true])) as Labs;
}

/** Whether a Labs feature works for the person now: switched on, and their plan still brings early access. */
export function labFeatureOn(granted: Pick<Entitlement, 'source' | 'tier'>, labs: Labs, id: LabId): boolean {
  return hasEarlyAccess(granted) && labs[id];
}
