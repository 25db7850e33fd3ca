import { trialEndsAt } from '@domain/plans';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriberId } from '../../functions/src/data/newsletter';
import { newTrialUser, sendMessage } from '../api/chat-helpers';
import { api } from '../api/http';
import {
  anotherSubscription,
  completeCheckout,
  setSubscription,
  signedEvent,
  stripeRequests,
} from '../fakes/stripe-control';
import {
  assertEmulatorsRunning,
  createAuthAccount,
  deleteAuthAccount,
  HOSTING_URL,
  patchDocument,
  readDocument,
  signInAuthAccount,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The form parameters of the last checkout session the fake Stripe was asked for. */
async function lastCheckoutParams() {
  const sessions = (await stripeRequests()).filter(
    (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
  );
  return sessions.at(-1)!.params;
}

async function checkout(body: Record<string, unknown>, token?: string) {
  return api('/checkout-session', { body, ...(token ? { token } : {}) });
}

/** Posts a webhook delivery as Stripe does: the raw body and its signature header. */
async function deliver(event: { payload: string; signature?: string }) {
  const response = await fetch(`${HOSTING_URL}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    body: event.payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const userFields = async (uid: string) => (await readDocument(`users/${uid}`))!.fields;

/** A signed-in trial user who has been through Stripe checkout for `planId` (not yet announced). */
async function subscribedUser(planId = 'pro-monthly', status?: string) {
  const user = await newTrialUser();
  const { sessionId } = (await checkout({ planId }, user.token)).body as { sessionId: string };
  const subscription = await completeCheckout(sessionId, status ? { status } : {});
  return { ...user, sessionId, subscriptionId: subscription.id, customerId: subscription.customer as string };
}

describe('POST /api/checkout-session with Stripe', () => {
  it("should name the account, reuse nothing yet, and keep the app trial's days", async () => {
    const { uid, token } = await newTrialUser();
    const response = await checkout({ planId: 'pro-monthly' }, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
      sessionId: expect.stringMatching(/^cs_test_/),
    });
    const params = await lastCheckoutParams();
    const trialStartedAt = new Date((await userFields(uid)).trialStartedAt!.timestampValue as string);
    expect(params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro-monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: uid,
      'metadata[uid]': uid,
      'metadata[planId]': 'pro-monthly',
      'subscription_data[metadata][uid]': uid,
      'subscription_data[trial_end]': String(Math.floor(trialEndsAt(trialStartedAt).getTime() / 1000)),
      success_url: 'http://127.0.0.1:5000/app/settings?checkout=success',
      cancel_url: 'http://127.0.0.1:5000/subscription',
    });
    expect(params.customer_email).toMatch(/@example\.com$/);
    expect(params.customer).toBeUndefined();
  });

  it('should ask for payment now once the app trial is over, from the customer Stripe already knows', async () => {
    const { uid, token } = await newTrialUser();
    await patchDocument(`users/${uid}`, { trialStartedAt: daysAgo(8), stripeCustomerId: 'cus_known' });
    expect((await checkout({ planId: 'elite-annually' }, token)).status).toBe(200);
    const params = await lastCheckoutParams();
    expect(params).toMatchObject({ customer: 'cus_known', 'line_items[0][price]': 'price_elite-annually' });
    expect(params['subscription_data[trial_end]']).toBeUndefined();
    expect(params.customer_email).toBeUndefined();
  });

  it('should give a visitor the 7-day trial without a card, back to /create-account', async () => {
    const response = await checkout({ planId: 'basic-annually', paymentFirst: true });
    expect(response.status).toBe(200);
    const params = await lastCheckoutParams();
    expect(params).toMatchObject({
      'subscription_data[trial_period_days]': '7',
      payment_method_collection: 'if_required',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'cancel',
      success_url: 'http://127.0.0.1:5000/create-account?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5000/pricing',
    });
    expect(params.client_reference_id).toBeUndefined();
  });

  it('should refuse an unknown plan, a signed-out buyer and a second subscription', async () => {
    const { token } = await newTrialUser();
    expect(await checkout({ planId: 'gold-monthly' }, token)).toMatchObject({
      status: 400,
      body: { error: 'bad_request', field: 'planId' },
    });
    expect((await checkout({ planId: 'pro-monthly' })).status).toBe(401);
    const subscribed = await subscribedUser();
    await deliver(signedEvent('customer.subscription.created', { id: subscribed.subscriptionId }));
    expect((await checkout({ planId: 'elite-monthly' }, subscribed.token)).status).toBe(409);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('should refuse a missing, wrong or stale signature with 400 and write nothing', async () => {
    const { uid, subscriptionId } = await subscribedUser();
    const object = { id: subscriptionId };
    const good = signedEvent('customer.subscription.updated', object);
    expect((await deliver({ payload: good.payload })).status).toBe(400);
    expect(
      (await deliver(signedEvent('customer.subscription.updated', object, { secret: 'whsec_other' }))).status,
    ).toBe(400);
    const stale = signedEvent('customer.subscription.updated', object, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(stale)).status).toBe(400);
    // The body must be the one that was signed.
    expect(
      (await deliver({ payload: good.payload.replace('updated', 'deleted'), signature: good.signature }))
        .status,
    ).toBe(400);
    expect((await userFields(uid)).subscriptionStatus).toBeUndefined();
  });

  it('should follow trialing, active, past due and canceled into the record, usage and chat', async () => {
    const { uid, token, sessionId, subscriptionId } = await subscribedUser('pro-monthly');
    await patchDocument(`users/${uid}`, { trialStartedAt: daysAgo(30) });
    const usage = async () => (await api('/chatbot/usage', { token })).body;

    const completed = signedEvent('checkout.session.completed', {
      id: sessionId,
      subscription: subscriptionId,
      client_reference_id: uid,
    });
    expect(await deliver(completed)).toMatchObject({ status: 200, body: { outcome: 'handled' } });
    expect(await userFields(uid)).toMatchObject({
      subscriptionPlan: { stringValue: 'pro' },
      subscriptionStatus: { stringValue: 'trialing' },
      stripeSubscriptionId: { stringValue: subscriptionId },
    });
    expect(await usage()).toMatchObject({ monthlyLimit: 25, currentPlan: 'pro', voice: true });

    await setSubscription(subscriptionId, { status: 'active' });
    await deliver(
      signedEvent('invoice.paid', { parent: { subscription_details: { subscription: subscriptionId } } }),
    );
    expect(await usage()).toMatchObject({ monthlyLimit: 25, hasActiveSubscription: true, pastDue: false });

    await setSubscription(subscriptionId, { status: 'past_due' });
    await deliver(
      signedEvent('invoice.payment_failed', {
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    expect(await usage()).toMatchObject({ monthlyLimit: 25, pastDue: true });
    expect((await sendMessage(token, 'Still here while the card is retried')).status).toBe(200);

    await setSubscription(subscriptionId, { status: 'canceled' });
    await deliver(signedEvent('customer.subscription.deleted', { id: subscriptionId, status: 'canceled' }));
    expect(await usage()).toMatchObject({ monthlyLimit: 0, currentPlan: null, pastDue: false });
    expect((await sendMessage(token, 'Hello again')).body).toMatchObject({ error: 'trial_expired' });
  });

  it('should answer a second delivery of an event with 200 and change nothing', async () => {
    const { uid, subscriptionId } = await subscribedUser('basic-monthly', 'active');
    const event = signedEvent('customer.subscription.updated', { id: subscriptionId });
    expect((await deliver(event)).body).toMatchObject({ outcome: 'handled' });
    await setSubscription(subscriptionId, { status: 'unpaid' });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect((await userFields(uid)).subscriptionStatus).toEqual({ stringValue: 'active' });
    // The record of it stays a month, well past Stripe's 3 days of retries, then TTL deletes it.
    const eventId = (JSON.parse(event.payload) as { id: string }).id;
    const handled = (await readDocument(`stripeEvents/${eventId}`))!.fields;
    const keptDays = (Date.parse(String(handled.expiresAt!.timestampValue)) - Date.now()) / 86_400_000;
    expect(keptDays).toBeGreaterThan(29.9);
    expect(keptDays).toBeLessThanOrEqual(30);
  });

  it("should end in Stripe's current state whatever order the events arrive in", async () => {
    const { uid, sessionId, subscriptionId } = await subscribedUser('elite-monthly');
    await setSubscription(subscriptionId, { status: 'past_due', cancel_at_period_end: true });
    const events = [
      signedEvent('checkout.session.completed', {
        id: sessionId,
        subscription: subscriptionId,
        client_reference_id: uid,
      }),
      signedEvent('customer.subscription.created', { id: subscriptionId, status: 'trialing' }),
      signedEvent('customer.subscription.updated', { id: subscriptionId, status: 'active' }),
      signedEvent('invoice.payment_failed', {
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    ];
    for (const event of events.reverse()) expect((await deliver(event)).status).toBe(200);
    expect(await userFields(uid)).toMatchObject({
      subscriptionPlan: { stringValue: 'elite' },
      subscriptionStatus: { stringValue: 'past_due' },
      cancelAtPeriodEnd: { booleanValue: true },
    });
  });

  it('should acknowledge events it does not act on', async () => {
    expect((await deliver(signedEvent('customer.created', { id: 'cus_x' }))).body).toMatchObject({
      outcome: 'ignored',
    });
  });
});

describe('after a visitor pays: verify-session and create-account-with-subscription', () => {
  async function paidVisitor(email = uniqueEmail('buyer')) {
    const { sessionId } = (await checkout({ planId: 'pro-annually', paymentFirst: true })).body as {
      sessionId: string;
    };
    const subscription = await completeCheckout(sessionId, { email });
    return { sessionId, email, subscriptionId: subscription.id };
  }

  it('should verify a completed checkout, and refuse an unknown or unpaid one without a 500', async () => {
    const { sessionId, email } = await paidVisitor();
    expect(await api(`/stripe/verify-session/${sessionId}`)).toMatchObject({
      status: 200,
      body: { customerEmail: email, planType: 'Pro', status: 'complete' },
    });
    expect((await api('/stripe/verify-session/cs_test_unknown')).status).toBe(404);
    const open = (await checkout({ planId: 'pro-monthly', paymentFirst: true })).body.sessionId as string;
    expect((await api(`/stripe/verify-session/${open}`)).status).toBe(409);
  });

  it('should create the account with the plan, link the subscription, and subscribe to the newsletter', async () => {
    const { sessionId, email, subscriptionId } = await paidVisitor();
    const account = await createAuthAccount(email);
    const body = {
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      subscribeToNewsletter: true,
      sessionId,
      firebaseUid: account.uid,
    };
    const response = await api('/create-account-with-subscription', { body, token: account.idToken });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      id: account.uid,
      name: 'Ada Lovelace',
      subscriptionPlan: 'pro',
      entitlement: { source: 'subscription', tier: 'pro', monthlyLimit: 25 },
    });
    expect(await userFields(account.uid)).toMatchObject({
      subscriptionStatus: { stringValue: 'trialing' },
      stripeSubscriptionId: { stringValue: subscriptionId },
    });
    const linked = (await stripeRequests()).find(
      (request) => request.path === `/v1/subscriptions/${subscriptionId}` && request.method === 'POST',
    );
    expect(linked?.params['metadata[uid]']).toBe(account.uid);
    expect(await readDocument(`newsletterSubscribers/${subscriberId(email)}`)).toBeDefined();

    // A later event about it finds the account through the subscription.
    await setSubscription(subscriptionId, { status: 'active' });
    await deliver(signedEvent('customer.subscription.updated', { id: subscriptionId }));
    expect((await userFields(account.uid)).subscriptionStatus).toEqual({ stringValue: 'active' });

    // The same payment cannot make a second account.
    const other = await createAuthAccount();
    const again = await api('/create-account-with-subscription', {
      body: { ...body, email: uniqueEmail(), firebaseUid: other.uid },
      token: other.idToken,
    });
    expect(again.status).toBe(409);
  });

  it('should refuse another uid than the token, and a checkout that was not paid', async () => {
    const { sessionId, email } = await paidVisitor();
    const account = await createAuthAccount(email);
    const body = { email, firstName: 'A', lastName: 'B', sessionId, firebaseUid: 'someone-else' };
    expect((await api('/create-account-with-subscription', { body, token: account.idToken })).status).toBe(
      403,
    );
    const open = (await checkout({ planId: 'pro-monthly', paymentFirst: true })).body.sessionId as string;
    const unpaid = { ...body, sessionId: open, firebaseUid: account.uid };
    expect(
      (await api('/create-account-with-subscription', { body: unpaid, token: account.idToken })).status,
    ).toBe(404);
    expect(
      (
        await api('/create-account-with-subscription', {
          body: { ...unpaid, firstName: ' ' },
          token: account.idToken,
        })
      ).body,
    ).toMatchObject({
      error: 'bad_request',
      message: 'firstName: First name is required',
    });
  });
});

describe('one trial per person', () => {
  async function visitorTrial(email: string) {
    const { sessionId } = (await checkout({ planId: 'elite-monthly', paymentFirst: true })).body as {
      sessionId: string;
    };
    const subscription = await completeCheckout(sessionId, { email });
    return { sessionId, subscriptionId: subscription.id };
  }
  const cancelled = async (subscriptionId: string) =>
    (await stripeRequests()).some(
      (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
    );
  const link = (account: { uid: string; idToken: string }, email: string, sessionId: string) =>
    api('/create-account-with-subscription', {
      body: { email, firstName: 'Free', lastName: 'Rider', sessionId, firebaseUid: account.uid },
      token: account.idToken,
    });

  it("should refuse to add a visitor's trial to an account whose own trial has ended, and leave it unpaid", async () => {
    const { uid, email } = await newTrialUser();
    await patchDocument(`users/${uid}`, { trialStartedAt: daysAgo(8), createdAt: daysAgo(8) });
    const { sessionId, subscriptionId } = await visitorTrial(uniqueEmail('fresh'));
    const { idToken } = await signInAuthAccount(email, 'secret123');

    const response = await link({ uid, idToken }, email, sessionId);
    expect(response).toMatchObject({ status: 409, body: { error: 'conflict', reason: 'existing_account' } });
    expect(response.body.message).toMatch(/Settings/);
    const fields = await userFields(uid);
    expect(fields.stripeSubscriptionId).toBeUndefined();
    expect(fields.subscriptionPlan).toEqual({ nullValue: null });
    expect(await cancelled(subscriptionId)).toBe(true);
    expect((await sendMessage(idToken, 'Hello again')).body).toMatchObject({ error: 'trial_expired' });
  });

  it('should end a second visitor trial of an email that had one, with no free days', async () => {
    const earlier = await newTrialUser();
    await deleteAuthAccount(earlier.uid);
    const { sessionId, subscriptionId } = await visitorTrial(earlier.email);
    const account = await createAuthAccount(earlier.email);

    const response = await link(account, earlier.email, sessionId);
    expect(response).toMatchObject({ status: 409, body: { reason: 'trial_used' } });
    expect(await cancelled(subscriptionId)).toBe(true);
    expect(await readDocument(`users/${account.uid}`)).toBeUndefined();
  });

  it('should check out a visitor whose email had a trial with no trial at all', async () => {
    const earlier = await newTrialUser();
    expect((await checkout({ planId: 'pro-monthly', paymentFirst: true, email: earlier.email })).status).toBe(
      200,
    );
    const params = await lastCheckoutParams();
    expect(params.customer_email).toBe(earlier.email);
    expect(params['subscription_data[trial_period_days]']).toBeUndefined();
    expect(params.payment_method_collection).toBeUndefined();

    expect(
      (await checkout({ planId: 'pro-monthly', paymentFirst: true, email: uniqueEmail('new') })).status,
    ).toBe(200);
    expect((await lastCheckoutParams())['subscription_data[trial_period_days]']).toBe('7');
  });
});

describe('cancelling and the billing portal', () => {
  it('should cancel at the period end and keep access until then', async () => {
    const { uid, token, subscriptionId } = await subscribedUser('pro-monthly', 'active');
    await deliver(signedEvent('customer.subscription.created', { id: subscriptionId }));
    const response = await api('/subscription/cancel', { method: 'POST', token });
    expect(response).toMatchObject({
      status: 200,
      body: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: expect.any(String) },
    });
    expect(await userFields(uid)).toMatchObject({ cancelAtPeriodEnd: { booleanValue: true } });
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({ monthlyLimit: 25 });
    const nothing = await newTrialUser();
    expect((await api('/subscription/cancel', { method: 'POST', token: nothing.token })).status).toBe(404);
  });

  it("should open Stripe's portal for the person's customer, returning to Settings", async () => {
    const { token, customerId, subscriptionId } = await subscribedUser('basic-monthly', 'active');
    await deliver(signedEvent('customer.subscription.created', { id: subscriptionId }));
    const response = await api('/billing/portal', { method: 'POST', token });
    expect(response).toMatchObject({
      status: 200,
      body: { url: `https://billing.stripe.test/p/session/${customerId}` },
    });
    const portal = (await stripeRequests())
      .filter((request) => request.path === '/v1/billing_portal/sessions')
      .at(-1);
    expect(portal?.params).toMatchObject({
      customer: customerId,
      return_url: 'http://127.0.0.1:5000/app/settings',
    });
    const nothing = await newTrialUser();
    expect((await api('/billing/portal', { method: 'POST', token: nothing.token })).status).toBe(404);
  });
});

describe('deleting the account of a subscriber', () => {
  const cancellations = async (subscriptionId: string) =>
    (await stripeRequests()).filter(
      (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
    );

  it('should cancel the subscription at Stripe at once, so nothing charges an account that is gone', async () => {
    const { uid, token, subscriptionId } = await subscribedUser('pro-monthly', 'active');
    await deliver(signedEvent('customer.subscription.created', { id: subscriptionId }));
    const deleted = await api('/account', { method: 'DELETE', token, body: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    expect(await cancellations(subscriptionId)).toHaveLength(1);
    expect(await readDocument(`users/${uid}`)).toBeUndefined();
    // Stripe's word that it ended finds no record to write, and is acknowledged.
    const ended = await deliver(signedEvent('customer.subscription.deleted', { id: subscriptionId }));
    expect(ended.status).toBe(200);
    expect(await readDocument(`users/${uid}`)).toBeUndefined();
  });

  it('should cancel every subscription of the customer that could still charge, not only the one on record', async () => {
    const { uid, token, subscriptionId, customerId } = await subscribedUser('pro-monthly', 'active');
    await deliver(signedEvent('customer.subscription.created', { id: subscriptionId }));
    expect((await userFields(uid)).stripeCustomerId).toEqual({ stringValue: customerId });
    const second = await anotherSubscription(customerId, 'basic-monthly');
    const ended = await anotherSubscription(customerId, 'elite-monthly');
    await setSubscription(ended.id, { status: 'canceled' });

    const deleted = await api('/account', { method: 'DELETE', token, body: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    expect(await cancellations(subscriptionId)).toHaveLength(1);
    expect(await cancellations(second.id)).toHaveLength(1);
    expect(await cancellations(ended.id)).toHaveLength(0);
  });

  it('should leave a subscription that has already ended alone', async () => {
    const { token, subscriptionId } = await subscribedUser('basic-monthly', 'active');
    await deliver(signedEvent('customer.subscription.created', { id: subscriptionId }));
    await setSubscription(subscriptionId, { status: 'canceled' });
    await deliver(signedEvent('customer.subscription.deleted', { id: subscriptionId }));
    const deleted = await api('/account', { method: 'DELETE', token, body: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    expect(await cancellations(subscriptionId)).toHaveLength(0);
  });
});
