import { createHmac } from 'node:crypto';
import { normaliseEmail } from '@domain/contact';
import { storedLabs, type LabId, type Labs } from '@domain/labs';
import { entitlementJson, type PlanHolder, type PlanTier } from '@domain/plans';
import { storedSettings, type UserSettings } from '@domain/settings';
import { newUserFields, type UserRecordJson } from '@domain/user';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { config } from '../config.js';
import { createIfAbsent } from './create-if-absent.js';

const userDoc = (uid: string) => adminDb().collection('users').doc(uid);

/** Whether `users/{uid}` exists (no fields read). */
export async function userRecordExists(uid: string): Promise<boolean> {
  const [record] = await adminDb().getAll(userDoc(uid), { fieldMask: [] });
  return record?.exists ?? false;
}

/**
 * Creates `users/{uid}` unless it exists. The trial starts on the server clock, with the limits of
 * `trialPlan` (the plan picked at sign-up; null means Basic). Create-if-absent makes a retried
 * sign-up, or two racing first requests, harmless.
 */
export async function ensureUserRecord(
  uid: string,
  input: { email: string; name?: string; trialPlan?: PlanTier | undefined },
) {
  await createIfAbsent(userDoc(uid), {
    ...newUserFields(input),
    trialPlan: input.trialPlan ?? null,
    trialStartedAt: await trialStartFor(input.email),
    createdAt: FieldValue.serverTimestamp(),
  });
}

/**
 * When the trial of an account with this email starts: now for an email never seen, else when its
 * first trial started, so deleting the account and signing up again does not reset the trial. The
 * email is kept only as a salted hash (`trialEmails`, which no client can read), and is not
 * deleted with the account: the privacy policy says so.
 */
async function trialStartFor(email: string): Promise<Timestamp> {
  const ref = trialEmailRef(email);
  const now = Timestamp.now();
  if (await createIfAbsent(ref, { firstTrialStartedAt: now })) return now;
  return ((await ref.get()).data()?.firstTrialStartedAt as Timestamp | undefined) ?? now;
}

const trialEmailRef = (email: string) =>
  adminDb()
    .collection('trialEmails')
    .doc(createHmac('sha256', config().trialEmailSalt).update(normaliseEmail(email)).digest('hex'));

/**
 * Whether an account or a checkout with this email had a trial (app or Stripe) before `before`, to
 * the second (Stripe gives a checkout's creation in whole seconds).
 */
export async function hadTrialBefore(email: string, before: Date): Promise<boolean> {
  const first = (await trialEmailRef(email).get()).data()?.firstTrialStartedAt as Timestamp | undefined;
  return first !== undefined && first.toMillis() < before.getTime() + 1000;
}

/** Records that this email has had a trial (a visitor's Stripe trial), unless it already had one. */
export async function recordTrial(email: string): Promise<void> {
  await createIfAbsent(trialEmailRef(email), { firstTrialStartedAt: Timestamp.now() });
}

/** Reads `users/{uid}`, or undefined when there is none. */
export async function readUserRecord(uid: string): Promise<UserRecordJson | undefined> {
  const snapshot = await userDoc(uid).get();
  const data = snapshot.data() as StoredUser | undefined;
  if (!data) return undefined;
  const iso = (value: unknown) =>
    value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString();
  return {
    id: uid,
    username: data.username,
    name: data.name,
    email: data.email,
    subscriptionPlan: data.subscriptionPlan ?? null,
    isVipUser: data.isVipUser === true,
    completedCounselorQuestionnaire: data.completedCounselorQuestionnaire === true,
    matchedCounselorPersonality: data.matchedCounselorPersonality ?? null,
    trialStartedAt: iso(data.trialStartedAt),
    createdAt: iso(data.createdAt),
    entitlement: entitlementJson(planHolderOf(data), new Date()),
  };
}

/** Reads `users/{uid}`, creating it first for an account that has none yet. */
export async function getOrCreateUserRecord(
  uid: string,
  input: { email: string; name?: string },
): Promise<UserRecordJson> {
  const existing = await readUserRecord(uid);
  if (existing) return existing;
  await ensureUserRecord(uid, input);
  const created = await readUserRecord(uid);
  if (!created) throw new Error(`users/${uid} missing right after it was created`);
  return created;
}

/** The plan fields of a `users/{uid}` document as stored (timestamps as Firestore Timestamps). */
type StoredPlanFields = { [field: string]: unknown } & {
  subscriptionPlan?: PlanTier | null;
  subscriptionStatus?: string | null;
  trialPlan?: PlanTier | null;
};

/** A `users/{uid}` document as newUserFields and the owner's edits store it. */
type StoredUser = StoredPlanFields &
  Pick<UserRecordJson, 'username' | 'name' | 'email'> & { matchedCounselorPersonality?: string | null };

/** The plan-related fields of a `users/{uid}` document's data. */
function planHolderOf(data: StoredPlanFields): PlanHolder {
  const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
  return {
    subscriptionPlan: data.subscriptionPlan ?? null,
    subscriptionStatus: data.subscriptionStatus ?? null,
    isVipUser: data.isVipUser === true,
    trialStartedAt: date(data.trialStartedAt) ?? new Date(0),
    trialPlan: data.trialPlan ?? null,
    stripeTrialEnd: date(data.stripeTrialEnd),
    currentPeriodEnd: date(data.currentPeriodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
  };
}

/** The plan-related fields of `users/{uid}`, for access and usage decisions. */
export async function readPlanHolder(uid: string): Promise<PlanHolder | undefined> {
  const data = (await userDoc(uid).get()).data();
  return data ? planHolderOf(data) : undefined;
}

/** Grants or removes VIP access (operators only: `npm run admin -- vip`); fails when there is no record. */
export async function setVip(uid: string, isVipUser: boolean) {
  await userDoc(uid).update({ isVipUser });
}

/** Switches one Labs feature on or off on `users/{uid}` (the route checks the plan); returns every switch. */
export async function setLabFeature(uid: string, feature: LabId, enabled: boolean): Promise<Labs> {
  const ref = userDoc(uid);
  await ref.update({ [`labs.${feature}`]: enabled });
  return storedLabs((await ref.get()).get('labs'));
}

/** What a chat reply needs of `users/{uid}`: the plan fields and whether memory is on. */
export async function readChatAccount(uid: string) {
  const data = (await userDoc(uid).get()).data();
  if (!data) return undefined;
  return { ...planHolderOf(data), memoryEnabled: storedSettings(data.settings).memoryEnabled };
}

/** What billing needs of `users/{uid}`: the plan fields, the email and the Stripe ids. */
export async function readBillingAccount(uid: string) {
  const data = (await userDoc(uid).get()).data();
  if (!data) return undefined;
  return {
    ...planHolderOf(data),
    email: String(data.email ?? ''),
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
    stripeCustomerId: (data.stripeCustomerId as string | undefined) ?? null,
    stripeSubscriptionId: (data.stripeSubscriptionId as string | undefined) ?? null,
  };
}

/** The settings on `users/{uid}` (only that field read), or undefined when there is no record. */
export async function readSettings(uid: string): Promise<UserSettings | undefined> {
  const [record] = await adminDb().getAll(userDoc(uid), { fieldMask: ['settings'] });
  return record?.exists ? storedSettings(record.get('settings')) : undefined;
}
