/**
 * Cancels the person's subscription at the end of its billing period (spec §4 Cancelling). There is
 * no billing backend yet, so no one can hold a subscription to cancel: this refuses plainly rather
 * than pretend. The billing work replaces the body with `POST /api/subscription/cancel`.
 */
export async function cancelSubscription(): Promise<void> {
  throw new Error('Cancelling a subscription is not available yet. Please contact support to cancel.');
}
