import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertEmulatorsRunning,
  createAuthAccount,
  readDocument,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';
import { newTrialUser } from './chat-helpers';
import { api } from './http';

// Without STRIPE_SECRET_KEY the demo project bills through the local checkout: the same endpoints,
// a checkout page in the app, no payment.
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
});

const LOCAL_CHECKOUT = /^http:\/\/127\.0\.0\.1:5000\/checkout\/local\?session_id=(cs_local_\w+)$/;

async function startCheckout(body: Record<string, unknown>, token?: string) {
  const response = await api('/checkout-session', { body, ...(token ? { token } : {}) });
  expect(response.status).toBe(200);
  const { url, sessionId } = response.body as { url: string; sessionId: string };
  expect(url).toMatch(LOCAL_CHECKOUT);
  expect(LOCAL_CHECKOUT.exec(url)![1]).toBe(sessionId);
  return sessionId;
}

const pay = (sessionId: string, body: Record<string, unknown> = {}) =>
  api(`/billing/local-checkout/${sessionId}/pay`, { body });

describe('the local checkout', () => {
  it('should take a signed-in trial user to a plan, keeping the trial, and return to Settings', async () => {
    const { uid, token } = await newTrialUser();
    const sessionId = await startCheckout({ planId: 'pro-monthly' }, token);
    expect(await api(`/billing/local-checkout/${sessionId}`)).toMatchObject({
      status: 200,
      body: {
        planId: 'pro-monthly',
        trial: true,
        open: true,
        cancelUrl: 'http://127.0.0.1:5000/subscription',
      },
    });
    expect(await pay(sessionId)).toMatchObject({
      status: 200,
      body: { redirectUrl: 'http://127.0.0.1:5000/app/settings?checkout=success' },
    });
    expect((await readDocument(`users/${uid}`))!.fields).toMatchObject({
      subscriptionPlan: { stringValue: 'pro' },
      subscriptionStatus: { stringValue: 'trialing' },
      stripeCustomerId: { stringValue: expect.stringMatching(/^cus_local_/) },
    });
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({
      monthlyLimit: 25,
      hasActiveSubscription: true,
      voice: true,
    });
    expect((await pay(sessionId)).status).toBe(409);
  });

  it('should let a visitor pay, verify the session and create the account with the plan', async () => {
    const sessionId = await startCheckout({ planId: 'elite-annually', paymentFirst: true });
    expect((await api(`/stripe/verify-session/${sessionId}`)).status).toBe(409);
    expect(await pay(sessionId)).toMatchObject({ status: 400, body: { field: 'email' } });
    const email = uniqueEmail('visitor');
    expect((await pay(sessionId, { email })).body).toEqual({
      redirectUrl: `http://127.0.0.1:5000/create-account?session_id=${sessionId}`,
    });
    expect((await api(`/stripe/verify-session/${sessionId}`)).body).toEqual({
      customerEmail: email,
      planType: 'Elite',
      status: 'complete',
    });

    const account = await createAuthAccount(email);
    const created = await api('/create-account-with-subscription', {
      token: account.idToken,
      body: {
        email,
        firstName: 'Sam',
        lastName: 'Okafor',
        subscribeToNewsletter: false,
        sessionId,
        firebaseUid: account.uid,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      name: 'Sam Okafor',
      // The Stripe-style trial of Elite is capped like the app's.
      entitlement: { source: 'subscription', tier: 'elite', monthlyLimit: 30 },
    });
  });

  it('should cancel at the period end, and open Settings as the billing page', async () => {
    const { uid, token } = await newTrialUser();
    await pay(await startCheckout({ planId: 'basic-monthly' }, token));
    const cancelled = await api('/subscription/cancel', { method: 'POST', token });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: 'trialing', cancelAtPeriodEnd: true, currentPeriodEnd: expect.any(String) },
    });
    expect((await readDocument(`users/${uid}`))!.fields.cancelAtPeriodEnd).toEqual({ booleanValue: true });
    expect((await api('/billing/portal', { method: 'POST', token })).body).toEqual({
      url: 'http://127.0.0.1:5000/app/settings',
    });
  });

  it('should answer an unknown checkout with 404, and have no webhook without Stripe', async () => {
    expect((await api('/billing/local-checkout/cs_local_nope')).status).toBe(404);
    expect((await pay('cs_local_nope', { email: 'a@example.com' })).status).toBe(404);
    expect((await api('/stripe/verify-session/cs_local_nope')).status).toBe(404);
    expect((await api('/stripe/webhook', { body: { id: 'evt_1' } })).status).toBe(404);
  });
});

describe('deleting the account of a local subscriber', () => {
  it('should cancel the subscription before deleting the account', async () => {
    const { uid, token } = await newTrialUser();
    expect((await pay(await startCheckout({ planId: 'pro-monthly' }, token))).status).toBe(200);
    const subscriptionId = (await readDocument(`users/${uid}`))!.fields.stripeSubscriptionId!
      .stringValue as string;
    const subscription = () => readDocument(`localBilling/store/subscriptions/${subscriptionId}`);
    expect((await subscription())!.fields.status).toEqual({ stringValue: 'trialing' });

    const deleted = await api('/account', { method: 'DELETE', token, body: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    expect((await subscription())!.fields.status).toEqual({ stringValue: 'canceled' });
    expect(await readDocument(`users/${uid}`)).toBeUndefined();
  });
});
