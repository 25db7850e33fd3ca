import { planById, type PlanId } from '@domain/plans';
import { accountNames, email } from '@domain/user';
import { z } from 'zod';

const planId = z
  .string({ error: 'Choose a plan' })
  .refine((id) => planById(id) !== undefined, 'Unknown plan')
  .transform((id) => id as PlanId);

const id = z.string().trim().min(1).max(255);

// Stripe's (cs_test_..., cs_live_...) and the local checkout's (cs_local_...) alike; nothing else may
// reach a lookup, where a slash or a reserved name would be a Firestore path error rather than a 404.
const checkoutSessionId = z.string().regex(/^cs_\w{1,250}$/, 'Not a checkout session id');

/** The `:sessionId` of the checkout routes. */
export const checkoutSessionParams = z.object({ sessionId: checkoutSessionId });

/**
 * `POST /api/checkout-session`: `{planId, paymentFirst?, email?}`; a visitor's email, when given, is
 * the checkout's, and decides whether a trial is still theirs to have.
 */
export const checkoutBody = z.strictObject({
  planId,
  paymentFirst: z.boolean().optional(),
  email: email.optional(),
});

/** `POST /api/create-account-with-subscription` (docs/product.md#create-account-after-payment). */
export const createAccountBody = z.strictObject({
  email,
  ...accountNames,
  subscribeToNewsletter: z.boolean().optional().default(false),
  sessionId: checkoutSessionId,
  firebaseUid: id,
});

/** `POST /api/billing/local-checkout/:id/pay`: the email a visitor gives on the local checkout page. */
export const localPayBody = z.strictObject({ email: email.optional() });
