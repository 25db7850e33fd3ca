import { planById, type PlanId } from '@domain/plans';
import { accountNames, email } from '@domain/user';
import { z } from 'zod';

const planId = z
  .string({ error: 'Choose a plan' })
  .refine((id) => planById(id) !== undefined, 'Unknown plan')
  .transform((id) => id as PlanId);

const id = z.string().trim().min(1).max(255);

/** `POST /api/checkout-session`: `{planId, paymentFirst?}`. */
export const checkoutBody = z.object({ planId, paymentFirst: z.boolean().optional() });

/** `POST /api/create-account-with-subscription` (spec §7). */
export const createAccountBody = z.object({
  email,
  ...accountNames,
  subscribeToNewsletter: z.boolean().optional().default(false),
  sessionId: id,
  firebaseUid: id,
});

/** `POST /api/billing/local-checkout/:id/pay`: the email a visitor gives on the local checkout page. */
export const localPayBody = z.object({ email: email.optional() });
