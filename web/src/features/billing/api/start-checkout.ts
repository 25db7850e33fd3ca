import type { PlanId } from '@domain/plans';
import { apiRequest } from '@/lib/api-client';
import { leavePageFor } from '@/lib/page-location';

/**
 * Opens checkout for `planId`: signed in, for the account; otherwise for a new visitor,
 * who pays first (a trial without a card) and creates the account after. Resolves once the browser
 * is on its way to the checkout page.
 */
export async function startCheckout(planId: PlanId, signedIn: boolean): Promise<void> {
  const { url } = await apiRequest<{ url: string; sessionId: string }>('/api/checkout-session', {
    body: { planId, ...(signedIn ? {} : { paymentFirst: true }) },
    anonymous: !signedIn,
    appCheck: true,
  });
  leavePageFor(url);
}
