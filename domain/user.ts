import { z } from 'zod';
import type { EntitlementJson, PlanTier } from './plans';

/** Bounds on what a person may type into their profile. */
export const PROFILE_LIMITS = {
  nameMaxLength: 80,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  emailMaxLength: 254,
  passwordMinLength: 6,
  passwordMaxLength: 128,
  personalityMaxLength: 40,
} as const;

/**
 * Failed sign-ins one account may take in a window before sign-in pauses for it (429 with
 * Retry-After), whoever is trying: a password cannot be guessed at speed.
 */
export const SIGN_IN_FAILURE_LIMIT = { max: 10, windowMinutes: 15 } as const;

/** Accounts one network address may try to create through the API in a window (429 past it). */
export const SIGN_UP_ADDRESS_LIMIT = { max: 10, windowMinutes: 60 } as const;

/** Sign-in attempts through the API from one network address in a window, whatever the account. */
export const SIGN_IN_ADDRESS_LIMIT = { max: 30, windowMinutes: 15 } as const;

/** Usernames: lower-case letters, digits, dot, underscore and hyphen. Mirrored in firestore.rules. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

/** The product's user record, `users/{uid}`, as the app reads it. */
export interface UserRecord {
  username: string;
  name: string;
  email: string;
  trialStartedAt: Date;
  subscriptionPlan: PlanTier | null;
  isVipUser: boolean;
  completedCounselorQuestionnaire: boolean;
  matchedCounselorPersonality: string | null;
  createdAt: Date;
}

/**
 * A user record as the API returns it (`GET /api/user`): timestamps as ISO strings, with what the
 * person may use as the server reads it now.
 */
export type UserRecordJson = Omit<UserRecord, 'trialStartedAt' | 'createdAt'> & {
  id: string;
  trialStartedAt: string;
  createdAt: string;
  entitlement: EntitlementJson;
};

/** Fields the owner may change from the client; firestore.rules allows exactly these. */
export const OWNER_EDITABLE_USER_FIELDS = [
  'name',
  'username',
  'completedCounselorQuestionnaire',
  'matchedCounselorPersonality',
  'settings',
  'updatedAt',
] as const;

/** Fields only Cloud Functions (Admin SDK) write: identity, trial, plan, VIP, billing, usage and the Labs switches. */
export const SERVER_ONLY_USER_FIELDS = [
  'email',
  'createdAt',
  'trialStartedAt',
  'trialPlan',
  'subscriptionPlan',
  'subscriptionStatus',
  'isVipUser',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'stripeTrialEnd',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'usage',
  'labs',
] as const;

/** Derives a valid starting username from an email address, e.g. "Jane.Doe+x@ex.com" -> "jane.doe". */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, PROFILE_LIMITS.usernameMaxLength);
  return cleaned.length >= PROFILE_LIMITS.usernameMinLength ? cleaned : `${cleaned}user`.slice(0, 30);
}

/** The fields of a new user record that do not depend on the server clock. */
export function newUserFields(input: { email: string; name?: string | undefined }) {
  return {
    username: usernameFromEmail(input.email),
    // A display name from the identity service may exceed what a profile holds.
    name: (input.name?.trim() ?? '').slice(0, PROFILE_LIMITS.nameMaxLength),
    email: input.email,
    subscriptionPlan: null,
    isVipUser: false,
    completedCounselorQuestionnaire: false,
    matchedCounselorPersonality: null,
  } satisfies Omit<UserRecord, 'trialStartedAt' | 'createdAt'>;
}

/** An email address as every form and endpoint accepts it: trimmed, bounded, well-formed. */
export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(PROFILE_LIMITS.emailMaxLength, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** Sign-in input: the auth screen's form and `POST /api/login`. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PROFILE_LIMITS.passwordMaxLength, 'Password is too long'),
});

/** A password as a new account may have it. */
const newPassword = z
  .string({ error: 'Password is required' })
  .min(
    PROFILE_LIMITS.passwordMinLength,
    `Password must be at least ${PROFILE_LIMITS.passwordMinLength} characters`,
  )
  .max(PROFILE_LIMITS.passwordMaxLength, 'Password is too long');

/** Sign-up input: the auth screen's form and `POST /api/register`. Name is optional. */
export const signUpSchema = z.object({
  email,
  password: newPassword,
  name: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.nameMaxLength, `Name must be at most ${PROFILE_LIMITS.nameMaxLength} characters`)
    .optional()
    .default(''),
});
const namePart = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(PROFILE_LIMITS.nameMaxLength, `At most ${PROFILE_LIMITS.nameMaxLength} characters`);

/**
 * The names on the account-creation form after payment and its API call
 * (docs/product.md#create-account-after-payment).
 */
export const accountNames = {
  firstName: namePart('First name is required'),
  lastName: namePart('Last name is required'),
};

/**
 * The "Create My Account" form after payment: names, email, a password typed twice, the terms (must be
 * accepted) and the optional newsletter.
 */
export const createAccountFormSchema = z
  .object({
    ...accountNames,
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    agreeToTerms: z
      .boolean({ error: 'You must agree to the Terms and Conditions' })
      .refine((agreed) => agreed, 'You must agree to the Terms and Conditions'),
    subscribeToNewsletter: z.boolean().optional(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Checked even while other fields are wrong, so every mistake shows at once.
    when: ({ value }) => {
      const input = value as { password?: unknown; confirmPassword?: unknown };
      return typeof input.password === 'string' && typeof input.confirmPassword === 'string';
    },
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
