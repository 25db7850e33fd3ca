import { GRANTING_STATUSES } from '@domain/plans';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import type { SubscriptionState } from '../providers/billing.js';
import { createIfAbsent } from './create-if-absent.js';

// Stripe's event ids and checkout links: no rule matches these collections, so clients are denied.
const stripeEvents = () => adminDb().collection('stripeEvents');
const checkoutLinks = () => adminDb().collection('checkoutLinks');
const users = () => adminDb().collection('users');

const timestamp = (value: Date | null) => (value ? Timestamp.fromDate(value) : null);
const grants = (status: string) => (GRANTING_STATUSES as readonly string[]).includes(status);

/** Whether a webhook event was already handled (a second delivery is a no-op). */
export async function eventHandled(eventId: string): Promise<boolean> {
  return (await stripeEvents().doc(eventId).get()).exists;
}

// Stripe retries an event for up to 3 days; a handled event's id is kept well past that, then the
// TTL policy on `expiresAt` (firestore.indexes.json) deletes it.
const HANDLED_EVENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Marks a webhook event handled, after its effect is written, so a failed one is retried. */
export async function markEventHandled(eventId: string, type: string): Promise<void> {
  await stripeEvents()
    .doc(eventId)
    .set({
      type,
      handledAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + HANDLED_EVENT_KEPT_MS),
    });
}

/** The account whose record holds this Stripe customer, if any. */
export async function uidOfCustomer(customerId: string): Promise<string | undefined> {
  const found = await users().where('stripeCustomerId', '==', customerId).limit(1).get();
  return found.docs[0]?.id;
}

/**
 * Links a checkout session to the account created for it, once: true for the first account (or the
 * same one again), false when another account already holds it.
 */
export async function claimCheckout(sessionId: string, uid: string): Promise<boolean> {
  const ref = checkoutLinks().doc(sessionId);
  if (await createIfAbsent(ref, { uid, linkedAt: FieldValue.serverTimestamp() })) return true;
  return (await ref.get()).data()?.uid === uid;
}

/**
 * Writes a subscription's current state onto `users/{uid}`. A lapsed subscription does not overwrite
 * another one the record holds (a person who bought twice keeps the live one). Answers whether it
 * wrote; a record that does not exist is left alone.
 */
export async function writeSubscription(uid: string, state: SubscriptionState): Promise<boolean> {
  const ref = users().doc(uid);
  return adminDb().runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as
      { stripeSubscriptionId?: string | null; subscriptionStatus?: string | null } | undefined;
    if (!current) return false;
    const other = current.stripeSubscriptionId && current.stripeSubscriptionId !== state.id;
    if (other && !grants(state.status) && grants(current.subscriptionStatus ?? '')) return false;
    transaction.update(ref, {
      subscriptionPlan: state.tier,
      subscriptionStatus: state.status,
      stripeCustomerId: state.customerId,
      stripeSubscriptionId: state.id,
      stripeTrialEnd: timestamp(state.trialEnd),
      currentPeriodEnd: timestamp(state.currentPeriodEnd),
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    });
    return true;
  });
}
