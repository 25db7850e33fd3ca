import { planById, type PlanId } from '@domain/plans';
import Stripe from 'stripe';
import { logger } from 'firebase-functions';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { BillingProvider, CheckoutSessionState, SubscriptionState } from './billing.js';

type StripeSettings = NonNullable<Config['stripe']>;

let client: { key: string; stripe: Stripe } | undefined;

/** The Stripe client, made on first use so a cold start that never bills stays small. */
export function stripeClient(settings: StripeSettings): Stripe {
  if (client?.key !== settings.secretKey) {
    client = {
      key: settings.secretKey,
      stripe: new Stripe(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(settings.apiBase ?? {}),
      }),
    };
  }
  return client.stripe;
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  // Prices are found by lookup key, which is the plan id ('pro-monthly').
  const item = subscription.items.data[0];
  const plan = planById(item?.price.lookup_key ?? '');
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    uid: subscription.metadata.uid || null,
    tier: plan?.tier ?? null,
    status: subscription.status,
    trialEnd: date(subscription.trial_end),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function sessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const planId = session.metadata?.planId;
  return {
    id: session.id,
    complete: session.status === 'complete',
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    planId: planId && planById(planId) ? (planId as PlanId) : null,
    uid: session.client_reference_id,
    createdAt: new Date(session.created * 1000),
  };
}

const isMissing = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;

/** Billing through Stripe's API, with the official SDK. */
export function stripeBilling(settings: StripeSettings): BillingProvider {
  const stripe = stripeClient(settings);
  return {
    kind: 'stripe',

    async createCheckout(params) {
      const prices = await stripe.prices.list({ lookup_keys: [params.planId], active: true, limit: 1 });
      const price = prices.data[0];
      if (!price) {
        logger.error('Stripe has no active price for the plan', { lookupKey: params.planId });
        throw new ApiError('unavailable', 'This plan cannot be bought right now. Please try again later.');
      }
      const metadata = { planId: params.planId, ...(params.uid ? { uid: params.uid } : {}) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: params.successUrl,
        cancel_url: params.cancelUrl,
        metadata,
        ...(params.uid ? { client_reference_id: params.uid } : {}),
        ...(params.customerId
          ? { customer: params.customerId }
          : params.email
            ? { customer_email: params.email }
            : {}),
        ...(params.trialDays
          ? {
              // A visitor's trial asks for no card; without one by its end, the subscription cancels.
              payment_method_collection: 'if_required' as const,
            }
          : {}),
        subscription_data: {
          metadata,
          ...(params.trialEnd ? { trial_end: Math.floor(params.trialEnd.getTime() / 1000) } : {}),
          ...(params.trialDays
            ? {
                trial_period_days: params.trialDays,
                trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
              }
            : {}),
        },
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async checkoutSession(id) {
      try {
        return sessionState(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async subscription(id) {
      try {
        return subscriptionState(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async customerSubscriptions(customerId) {
      const states: SubscriptionState[] = [];
      for await (const subscription of stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      }))
        states.push(subscriptionState(subscription));
      return states;
    },

    async linkSubscription(id, uid) {
      return subscriptionState(await stripe.subscriptions.update(id, { metadata: { uid } }));
    },

    async cancelAtPeriodEnd(id) {
      return subscriptionState(await stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    },

    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
