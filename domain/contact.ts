import { z } from 'zod';
import { includesPlanFeature, type Entitlement, type PlanTier } from './plans';
import { email } from './user';

/**
 * How often one client (one network address) may submit each public form: a fixed window of
 * `windowMinutes`, `max` submissions in it. Generous for a person, tight for a script.
 */
export const PUBLIC_FORM_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const;

/** Bounds on a contact message. */
export const FEEDBACK_LIMITS = { nameMaxLength: 80, messageMinLength: 10, messageMaxLength: 4000 } as const;

/** What a contact message is about, in the order the form offers them. */
export const FEEDBACK_CATEGORIES = ['general', 'support', 'billing', 'privacy', 'feedback', 'bug'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The label the contact form shows for each category. */
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  general: 'General question',
  support: 'Help using ReflectAI',
  billing: 'Billing and subscription',
  privacy: 'Privacy and my data',
  feedback: 'Product feedback',
  bug: 'Something is broken',
};

/** A newsletter sign-up: the popup's form and `POST /api/newsletter`. */
export const newsletterSchema = z.object({ email });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** A contact message: the /feedback form and `POST /api/feedback`. */
export const feedbackSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(FEEDBACK_LIMITS.nameMaxLength, `Name must be at most ${FEEDBACK_LIMITS.nameMaxLength} characters`),
  email,
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'Choose what your message is about' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(
      FEEDBACK_LIMITS.messageMinLength,
      `Message must be at least ${FEEDBACK_LIMITS.messageMinLength} characters`,
    )
    .max(
      FEEDBACK_LIMITS.messageMaxLength,
      `Message must be at most ${FEEDBACK_LIMITS.messageMaxLength} characters`,
    ),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** Plans whose holders get priority support (the Elite card's "Priority support"; VIP too). */
export const PRIORITY_SUPPORT_PLANS = ['elite'] as const satisfies readonly PlanTier[];

/** Whether a message from this person is answered first: decided by the server from the record, never sent by the form. */
export function hasPrioritySupport(granted: Pick<Entitlement, 'source' | 'tier'>): boolean {
  return includesPlanFeature(PRIORITY_SUPPORT_PLANS, granted);
}

/**
 * When the team answers a contact message, priority or not (docs/product.md#contact-and-legal-pages): the
 * one promise the form, the docs and the team's own reading order keep.
 */
export const RESPONSE_TIMES = {
  priority: 'within one business day',
  standard: 'within three business days',
} as const;

/** When the person can expect an answer, e.g. 'within one business day'. */
export function responseTime(priority: boolean): string {
  return priority ? RESPONSE_TIMES.priority : RESPONSE_TIMES.standard;
}

/** What `POST /api/feedback` answers: whether the message was stored as priority. */
export interface FeedbackReceipt {
  success: true;
  priority: boolean;
}

/** The form of an address that decides "the same subscriber": trimmed and lower-cased. */
export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}
