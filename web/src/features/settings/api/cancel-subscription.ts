import { apiRequest } from '@/lib/api-client';

/** What cancelling answers: the plan runs until `currentPeriodEnd`, then stops. */
export interface CancelledSubscription {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

/**
 * Cancels the person's subscription at the end of its billing period (docs/product.md#subscription-states).
 */
export function cancelSubscription(): Promise<CancelledSubscription> {
  return apiRequest<CancelledSubscription>('/api/subscription/cancel', { method: 'POST' });
}
