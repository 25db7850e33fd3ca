import { randomBytes } from 'node:crypto';
import { planById, type LocalCheckout, type PlanId } from '@domain/plans';
import { DAY_MS } from '@domain/time';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { config, isDemoProject } from '../config.js';
import { ApiError } from '../errors.js';
import type { BillingProvider, CheckoutParams, CheckoutSessionState, SubscriptionState } from './billing.js';

// Documents only functions reach: no rule matches these collections, so clients are denied.
const sessions = () => adminDb().collection('localBilling').doc('store').collection('sessions');
const subscriptions = () => adminDb().collection('localBilling').doc('store').collection('subscriptions');

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

// The documents as createCheckout and payLocalCheckout write them (dates as Timestamps, read with `date`).
type StoredSession = { [field: string]: unknown } & {
  status: string;
  planId: PlanId;
  uid: string | null;
  email: string | null;
  customerId: string | null;
  subscriptionId?: string | null;
  trialDays: number | null;
  cancelUrl: string;
};
type StoredSubscription = { [field: string]: unknown } & {
  customerId: string;
  uid: string | null;
  planId: PlanId;
  status: string;
};

function subscriptionState(id: string, data: StoredSubscription): SubscriptionState {
  return {
    id,
    customerId: data.customerId,
    uid: data.uid ?? null,
    tier: planById(data.planId)?.tier ?? null,
    status: data.status,
    trialEnd: date(data.trialEnd),
    currentPeriodEnd: date(data.currentPeriodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
  };
}

function sessionState(id: string, data: StoredSession): CheckoutSessionState {
  return {
    id,
    complete: data.status === 'complete',
    customerEmail: data.email ?? null,
    customerId: data.customerId ?? null,
    subscriptionId: data.subscriptionId ?? null,
    planId: data.planId,
    uid: data.uid ?? null,
    createdAt: date(data.createdAt) ?? new Date(0),
  };
}

async function storedSubscription(id: string): Promise<SubscriptionState> {
  const snapshot = await subscriptions().doc(id).get();
  if (!snapshot.exists) throw new ApiError('not_found', 'No such subscription.');
  return subscriptionState(id, snapshot.data() as StoredSubscription);
}

/** Refuses to run anywhere but an emulator-only `demo-` project: it gives plans without payment. */
function assertDemoProject() {
  const { projectId } = config();
  if (!isDemoProject(projectId)) {
    throw new Error(`The local checkout gives plans away; it refuses to run in project ${projectId}`);
  }
}

/**
 * A billing provider with no payment at all, for `npm start` and the tests: checkout is a page of the
 * app (Pay and Cancel), and subscriptions live in Firestore where only functions reach them.
 */
export function localBilling(): BillingProvider {
  assertDemoProject();
  const { appUrl } = config();
  return {
    kind: 'local',

    async createCheckout(params: CheckoutParams) {
      const id = newId('cs');
      await sessions()
        .doc(id)
        .set({
          status: 'open',
          planId: params.planId,
          uid: params.uid ?? null,
          email: params.email ?? null,
          customerId: params.customerId ?? null,
          trialEnd: params.trialEnd ? Timestamp.fromDate(params.trialEnd) : null,
          trialDays: params.trialDays ?? null,
          successUrl: params.successUrl,
          cancelUrl: params.cancelUrl,
          createdAt: Timestamp.now(),
        });
      return { id, url: `${appUrl}/checkout/local?session_id=${id}` };
    },

    async checkoutSession(id) {
      const snapshot = await sessions().doc(id).get();
      return snapshot.exists ? sessionState(id, snapshot.data() as StoredSession) : undefined;
    },

    async subscription(id) {
      const snapshot = await subscriptions().doc(id).get();
      return snapshot.exists ? subscriptionState(id, snapshot.data() as StoredSubscription) : undefined;
    },

    async customerSubscriptions(customerId) {
      const found = await subscriptions().where('customerId', '==', customerId).get();
      return found.docs.map((doc) => subscriptionState(doc.id, doc.data() as StoredSubscription));
    },

    async linkSubscription(id, uid) {
      await subscriptions().doc(id).update({ uid });
      return storedSubscription(id);
    },

    async cancelAtPeriodEnd(id) {
      await subscriptions().doc(id).update({ cancelAtPeriodEnd: true });
      return storedSubscription(id);
    },

    async cancelNow(id) {
      await subscriptions().doc(id).update({ status: 'canceled' });
    },

    async portalUrl() {
      // No portal offline: Settings is where the local subscription is seen and cancelled.
      return `${appUrl}/app/settings`;
    },
  };
}

/** The local checkout `id` as its page shows it; undefined when there is none. */
export async function localCheckout(id: string): Promise<LocalCheckout | undefined> {
  assertDemoProject();
  const data = (await sessions().doc(id).get()).data() as StoredSession | undefined;
  if (!data) return undefined;
  return {
    id,
    planId: data.planId,
    email: data.email ?? null,
    trial: Boolean(data.trialEnd ?? data.trialDays),
    open: data.status === 'open',
    cancelUrl: data.cancelUrl,
  };
}

/**
 * Pays local checkout `id`: creates its subscription (trialing when the checkout gives a trial,
 * otherwise active for a billing period) and completes the session, once. Answers the subscription
 * and where the browser goes next, as Stripe's success URL would.
 */
export async function payLocalCheckout(
  id: string,
  email: string | undefined,
  now = new Date(),
): Promise<{ subscription: SubscriptionState; uid: string | null; redirectUrl: string }> {
  assertDemoProject();
  return adminDb().runTransaction(async (transaction) => {
    const ref = sessions().doc(id);
    const data = (await transaction.get(ref)).data() as StoredSession | undefined;
    if (!data) throw new ApiError('not_found', 'This checkout does not exist.');
    if (data.status !== 'open') throw new ApiError('conflict', 'This checkout is already finished.');
    const plan = planById(data.planId)!;
    const trialEnd =
      date(data.trialEnd) ?? (data.trialDays ? new Date(now.getTime() + data.trialDays * DAY_MS) : null);
    const periodEnd = new Date(now);
    if (plan.interval === 'year') periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
    else periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const subscriptionId = newId('sub');
    const customerId = data.customerId ?? newId('cus');
    const subscription = {
      customerId,
      uid: data.uid ?? null,
      planId: data.planId,
      status: trialEnd ? 'trialing' : 'active',
      trialEnd: trialEnd ? Timestamp.fromDate(trialEnd) : null,
      currentPeriodEnd: Timestamp.fromDate(trialEnd ?? periodEnd),
      cancelAtPeriodEnd: false,
    };
    transaction.set(subscriptions().doc(subscriptionId), subscription);
    transaction.update(ref, {
      status: 'complete',
      subscriptionId,
      customerId,
      email: data.email ?? email ?? null,
    });
    return {
      subscription: subscriptionState(subscriptionId, subscription),
      uid: (data.uid as string | null) ?? null,
      redirectUrl: String(data.successUrl).replace('{CHECKOUT_SESSION_ID}', id),
    };
  });
}
