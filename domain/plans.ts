/** Paid plan tiers a user record may carry. */
export const PLAN_TIERS = ['basic', 'pro', 'elite'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Length of the free trial, in days; every text that names it derives from this. */
export const TRIAL_DAYS = 7;
