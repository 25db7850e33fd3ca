import { checkoutTrialEnd, entitlement, planById, TRIAL_DAYS, type PlanId } from '@domain/plans';
import type Stripe from 'stripe';
import { config } from '../config.js';
import { eventHandled, markEventHandled, uidOfCustomer, writeSubscription } from '../data/billing.js';
import { hadTrialBefore, readBillingAccount } from '../data/users.js';
import { ApiError } from '../errors.js';
import type { BillingProvider, SubscriptionState } from '../providers/billing.js';

/**
 * Starts checkout for `planId`. Signed in (`uid`): the session names the account, reuses its Stripe
 * customer, and an app trial with more than two days left carries on to its end before the first
 * payment. A visitor (`uid` undefined) gets the 7-day trial without a card and comes back to
 * /create-account; a visitor who gives an email that has had a trial pays at once, with that email.
 */
export async function startCheckout(
  provider: BillingProvider,
  planId: PlanId,
  uid: string | undefined,
  visitorEmail?: string,
  now = new Date(),
): Promise<{ url: string; sessionId: string }> {
  const { appUrl } = config();
  if (!uid) {
    const trialUsed = visitorEmail !== undefined && (await hadTrialBefore(visitorEmail, now));
    const { id, url } = await provider.createCheckout({
      planId,
      ...(visitorEmail ? { email: visitorEmail } : {}),
      ...(trialUsed ? {} : { trialDays: TRIAL_DAYS }),
      successUrl: `${appUrl}/create-account?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/pricing`,
    });
    return { url, sessionId: id };
  }
  const account = await readBillingAccount(uid);
  if (!account) throw new ApiError('no_account');
  if (entitlement(account, now).source === 'subscription') {
    throw new ApiError(
      'conflict',
      'You already have a subscription. Change plans from Manage billing in Settings.',
    );
  }
  const trialEnd = checkoutTrialEnd(account.trialStartedAt, now);
  const { id, url } = await provider.createCheckout({
    planId,
    uid,
    ...(account.stripeCustomerId ? { customerId: account.stripeCustomerId } : { email: account.email }),
    ...(trialEnd ? { trialEnd } : {}),
    successUrl: `${appUrl}/app/settings?checkout=success`,
    cancelUrl: `${appUrl}/subscription`,
  });
  return { url, sessionId: id };
}

/**
 * Writes a subscription's state onto the account it belongs to: the one it names, else `uidHint`
 * (the checkout's account), else whoever holds its customer. A visitor's purchase names no account
 * until /create-account links it; then this runs again. Answers the account written, if any.
 */
export async function applySubscription(
  state: SubscriptionState,
  uidHint?: string | null,
): Promise<string | undefined> {
  const uid = state.uid ?? uidHint ?? (await uidOfCustomer(state.customerId));
  if (!uid) return undefined;
  return (await writeSubscription(uid, state)) ? uid : undefined;
}

/** The webhook events that can change what a person may use. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an event is about, and the account a checkout names. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; uid: string | null } {
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        subscriptionId: idOf(event.data.object.subscription),
        uid: event.data.object.client_reference_id,
      };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, uid: null };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return {
        subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription),
        uid: null,
      };
    default:
      return { subscriptionId: null, uid: null };
  }
}

/**
 * Handles a verified webhook event once. The event's own copy of the subscription may be stale or
 * arrive out of order, so the subscription is read again from the provider and its current state
 * written: any order of delivery ends in Stripe's state. The event is marked handled only after,
 * so a failure is retried by Stripe.
 */
export async function handleStripeEvent(
  event: Stripe.Event,
  provider: BillingProvider,
): Promise<'handled' | 'duplicate' | 'ignored'> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
  if (await eventHandled(event.id)) return 'duplicate';
  const { subscriptionId, uid } = subjectOf(event);
  const state = subscriptionId ? await provider.subscription(subscriptionId) : undefined;
  if (state) await applySubscription(state, uid);
  await markEventHandled(event.id, event.type);
  return 'handled';
}

/** The plan a checkout bought, as the create-account screen names it ('Pro'). */
export function planTypeOf(planId: PlanId | null): string {
  return (planId && planById(planId)?.name) || 'Premium';
}
