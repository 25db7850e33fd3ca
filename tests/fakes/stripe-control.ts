import Stripe from 'stripe';
import type { ReceivedStripeRequest } from './stripe';

// The fake Stripe server the provider suites run against (STRIPE_API_BASE=http://127.0.0.1:4020).
const FAKE_URL = 'http://127.0.0.1:4020/__fake';

/** The webhook signing secret the functions were given in the provider suites. */
export const WEBHOOK_SECRET = 'whsec_test_fake';

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${FAKE_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake Stripe ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Completes checkout `sessionId` as a customer would; answers the subscription it created. */
export const completeCheckout = (sessionId: string, body: { status?: string; email?: string } = {}) =>
  control<Stripe.Subscription>(`/sessions/${sessionId}/complete`, body);

/** A second subscription of `customer` at Stripe, bought outside the app's own checkout; answers it. */
export async function anotherSubscription(customer: string, planId: string): Promise<Stripe.Subscription> {
  const response = await fetch('http://127.0.0.1:4020/v1/checkout/sessions', {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_fake', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer, mode: 'subscription', 'metadata[planId]': planId }),
  });
  const session = (await response.json()) as { id: string };
  return completeCheckout(session.id);
}

/** Changes a subscription at Stripe, as a renewal, a failed card or a cancellation would. */
export const setSubscription = (id: string, body: { status?: string; cancel_at_period_end?: boolean }) =>
  control<Stripe.Subscription>(`/subscriptions/${id}`, body);

/** Every API request the fake received, oldest first. */
export const stripeRequests = async () =>
  (await control<{ requests: ReceivedStripeRequest[] }>('/requests')).requests;

/** A webhook event of `type` about `object`, with the SDK's own test signature (or `signature`). */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_fake_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}
