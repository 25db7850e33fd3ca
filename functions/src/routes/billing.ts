import { planById } from '@domain/plans';
import { Router, type RequestHandler } from 'express';
import { caller, requireUser } from '../auth.js';
import { config } from '../config.js';
import { claimCheckout } from '../data/billing.js';
import { addSubscriber } from '../data/newsletter.js';
import {
  ensureUserRecord,
  getOrCreateUserRecord,
  hadTrialBefore,
  readBillingAccount,
  recordTrial,
} from '../data/users.js';
import { ApiError } from '../errors.js';
import { billing, type BillingProvider, type CheckoutSessionState } from '../providers/billing.js';
import { localCheckout, payLocalCheckout } from '../providers/local-billing.js';
import { stripeClient } from '../providers/stripe.js';
import { applySubscription, handleStripeEvent, planTypeOf, startCheckout } from '../services/billing.js';
import { parse } from '../validate.js';
import { checkoutBody, checkoutSessionParams, createAccountBody, localPayBody } from './billing.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { requireAppCheck } from '../app-check.js';

/** Stripe's default: a signature older than five minutes is refused (replays). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * `POST /api/stripe/webhook`: authenticated by Stripe's signature over the raw body, not by a token.
 * Mounted ahead of the JSON body limit. A bad, missing or stale signature is 400 with nothing
 * written; a failure while handling is 5xx, so Stripe delivers the event again.
 */
export const stripeWebhookRoutes = Router();

stripeWebhookRoutes
  .route('/stripe/webhook')
  .post(async (req, res) => {
    const settings = config().stripe;
    if (!settings) throw new ApiError('not_found');
    const rawBody = (req as { rawBody?: Buffer }).rawBody;
    const signature = req.get('stripe-signature');
    let event;
    try {
      if (!rawBody || !signature) throw new Error('No body or no signature');
      event = stripeClient(settings).webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new ApiError('bad_request', 'The webhook signature is missing, wrong or too old.');
    }
    const outcome = await handleStripeEvent(event, billing());
    res.json({ received: true, outcome });
  })
  .all(methodNotAllowed);

// A token makes the caller signed in; without one, the route decides what a visitor may do.
const optionalUser: RequestHandler = (req, res, next) =>
  req.get('authorization') ? requireUser(req, res, next) : next();

/** Checkout, its verification, account creation after payment, cancelling and the billing portal. */
export const billingRoutes = Router();

billingRoutes
  .route('/checkout-session')
  .post(requireAppCheck, optionalUser, async (req, res) => {
    const { planId, paymentFirst, email } = parse(checkoutBody, req.body ?? {});
    const uid = (res.locals.caller as { uid: string } | undefined)?.uid;
    if (!uid && !paymentFirst) throw new ApiError('unauthenticated');
    res.json(await startCheckout(billing(), planId, uid, email));
  })
  .all(methodNotAllowed);

billingRoutes
  .route('/stripe/verify-session/:sessionId')
  .get(async (req, res) => {
    const { sessionId } = parse(checkoutSessionParams, req.params);
    const session = await billing().checkoutSession(sessionId);
    if (!session) throw new ApiError('not_found', 'No payment was found for this checkout.');
    if (!session.complete) throw new ApiError('conflict', 'This checkout has not been paid yet.');
    res.json({
      customerEmail: session.customerEmail,
      planType: planTypeOf(session.planId),
      status: 'complete',
    });
  })
  .all(methodNotAllowed);

billingRoutes
  .route('/create-account-with-subscription')
  .post(requireUser, async (req, res) => {
    const body = parse(createAccountBody, req.body ?? {});
    const { uid, email } = caller(res);
    if (body.firebaseUid !== uid) throw new ApiError('forbidden', 'This account is not the one signed in.');
    const provider = billing();
    const session = await provider.checkoutSession(body.sessionId);
    if (!session?.complete || !session.subscriptionId) {
      throw new ApiError('not_found', 'No completed payment was found for this checkout.');
    }
    const accountEmail = email ?? body.email;
    await refuseFreeRide(provider, uid, accountEmail, {
      ...session,
      subscriptionId: session.subscriptionId,
    });
    if ((session.uid && session.uid !== uid) || !(await claimCheckout(session.id, uid))) {
      throw new ApiError('conflict', 'This payment is already linked to another account.');
    }
    const name = `${body.firstName} ${body.lastName}`;
    const tier = (session.planId && planById(session.planId)?.tier) || undefined;
    await ensureUserRecord(uid, { email: accountEmail, name, trialPlan: tier });
    if (session.customerEmail) await recordTrial(session.customerEmail);
    await applySubscription(await provider.linkSubscription(session.subscriptionId, uid), uid);
    if (body.subscribeToNewsletter) await addSubscriber(email ?? body.email);
    res.status(201).json({ user: await getOrCreateUserRecord(uid, { email: email ?? body.email, name }) });
  })
  .all(methodNotAllowed);

// How long before a checkout an account may have been made and still count as made for it (clocks).
const CLOCK_SKEW_MS = 60_000;

/**
 * A visitor's checkout is for a new person only: the account it is linked to must have been made
 * for it (no record older than the checkout, no subscription), and its trial is for an email that never
 * had one. 409 otherwise; a trial refused so is cancelled at once, so it neither runs on nor charges.
 */
async function refuseFreeRide(
  provider: BillingProvider,
  uid: string,
  accountEmail: string,
  session: CheckoutSessionState & { subscriptionId: string },
) {
  const [account, subscription] = await Promise.all([
    readBillingAccount(uid),
    provider.subscription(session.subscriptionId),
  ]);
  const trial = subscription?.status === 'trialing';
  const refuse = async (reason: string, message: string) => {
    if (trial) await provider.cancelNow(session.subscriptionId);
    throw new ApiError('conflict', message, { reason });
  };
  // An account has its record from its first use of the app; one made for this checkout has none yet.
  if (
    account &&
    (account.createdAt.getTime() < session.createdAt.getTime() - CLOCK_SKEW_MS ||
      account.stripeSubscriptionId)
  )
    await refuse(
      'existing_account',
      'This account already exists, so this checkout cannot be added to it. Sign in and choose a plan in Settings.',
    );
  if (!trial) return;
  const emails = [accountEmail, session.customerEmail].filter((value): value is string => Boolean(value));
  const reused = await Promise.all(emails.map((address) => hadTrialBefore(address, session.createdAt)));
  if (reused.includes(true))
    await refuse(
      'trial_used',
      'This email has already had a free trial, so this one was cancelled and nothing was charged. Sign in and choose a plan in Settings.',
    );
}

billingRoutes
  .route('/subscription/cancel')
  .post(requireUser, async (_req, res) => {
    const account = await readBillingAccount(caller(res).uid);
    if (!account?.stripeSubscriptionId)
      throw new ApiError('not_found', 'There is no subscription to cancel.');
    const state = await billing().cancelAtPeriodEnd(account.stripeSubscriptionId);
    await applySubscription(state, caller(res).uid);
    res.json({
      status: state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    });
  })
  .all(methodNotAllowed);

billingRoutes
  .route('/billing/portal')
  .post(requireUser, async (_req, res) => {
    const account = await readBillingAccount(caller(res).uid);
    if (!account?.stripeCustomerId) throw new ApiError('not_found', 'There is no billing account yet.');
    res.json({ url: await billing().portalUrl(account.stripeCustomerId, `${config().appUrl}/app/settings`) });
  })
  .all(methodNotAllowed);

// The local checkout's page (offline only): what is being bought, then Pay.
const localOnly: RequestHandler = (_req, _res, next) =>
  next(billing().kind === 'local' ? undefined : new ApiError('not_found'));

billingRoutes
  .route('/billing/local-checkout/:sessionId')
  .get(localOnly, async (req, res) => {
    const checkout = await localCheckout(parse(checkoutSessionParams, req.params).sessionId);
    if (!checkout) throw new ApiError('not_found', 'This checkout does not exist.');
    res.json(checkout);
  })
  .all(methodNotAllowed);

billingRoutes
  .route('/billing/local-checkout/:sessionId/pay')
  .post(localOnly, async (req, res) => {
    const { sessionId } = parse(checkoutSessionParams, req.params);
    const { email } = parse(localPayBody, req.body ?? {});
    const checkout = await localCheckout(sessionId);
    if (!checkout) throw new ApiError('not_found', 'This checkout does not exist.');
    if (!checkout.email && !email)
      throw new ApiError('bad_request', 'email: Email is required', { field: 'email' });
    const paid = await payLocalCheckout(checkout.id, email);
    await applySubscription(paid.subscription, paid.uid);
    res.json({ redirectUrl: paid.redirectUrl });
  })
  .all(methodNotAllowed);
