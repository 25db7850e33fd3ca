import { ApiError } from '@/lib/api-client';

/** Window events that open the plan modals (docs/product.md#plan-notices). */
export const TRIAL_EXPIRED_EVENT = 'trial-expired';
export const UPGRADE_REQUIRED_EVENT = 'upgrade-required';

/** The detail of an 'upgrade-required' event (docs/product.md#plan-notices). */
export interface UpgradeRequiredDetail {
  featureName: string;
  requiredPlan: string;
  message: string;
}

/**
 * Raises the trial-expired or upgrade-required event for a 403 that asks for one
 * (docs/product.md#plan-notices); returns whether it did.
 */
export function raisePlanEvent(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'trial_expired') {
    window.dispatchEvent(new CustomEvent(TRIAL_EXPIRED_EVENT));
    return true;
  }
  if (error.code === 'subscription_required') {
    requestUpgrade({
      featureName: error.details.feature ?? '',
      requiredPlan: error.details.requiredPlans?.[0] ?? '',
      message: error.message,
    });
    return true;
  }
  return false;
}

/** Opens the upgrade notice for a feature the plan lacks, as such a 403 does. */
export function requestUpgrade(detail: UpgradeRequiredDetail) {
  window.dispatchEvent(new CustomEvent(UPGRADE_REQUIRED_EVENT, { detail }));
}
