import type { PlanHolder, PlanTier } from '@domain/plans';
import { PLAN_TIERS } from '@domain/plans';
import { storedSettings, type UserSettings } from '@domain/settings';
import { doc, onSnapshot, Timestamp } from 'firebase/firestore';
import { firestore } from './firestore';
import { useLiveQuery, type Listen } from './use-live-query';

/** The signed-in person's own `users/{uid}` document as the app reads it live (the owner may read every field). */
export interface UserDocument extends PlanHolder {
  username: string;
  name: string;
  email: string;
  createdAt: Date | null;
  completedCounselorQuestionnaire: boolean;
  matchedCounselorPersonality: string | null;
  /** The account's settings, each missing field read as its default. */
  settings: UserSettings;
  /** Whether the account holds settings of its own (false: the defaults stand in). */
  hasSettings: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
const tier = (value: unknown): PlanTier | null =>
  (PLAN_TIERS as readonly unknown[]).includes(value) ? (value as PlanTier) : null;

/** Reads a user document's data; fields of the wrong type read as empty rather than breaking a screen. */
function userDocumentFrom(data: Record<string, unknown>): UserDocument {
  return {
    username: text(data.username),
    name: text(data.name),
    email: text(data.email),
    // A record always has a trial start; the epoch stands in only for a malformed one (trial over).
    trialStartedAt: date(data.trialStartedAt) ?? new Date(0),
    createdAt: date(data.createdAt),
    trialPlan: tier(data.trialPlan),
    subscriptionPlan: tier(data.subscriptionPlan),
    subscriptionStatus: typeof data.subscriptionStatus === 'string' ? data.subscriptionStatus : null,
    isVipUser: data.isVipUser === true,
    stripeTrialEnd: date(data.stripeTrialEnd),
    currentPeriodEnd: date(data.currentPeriodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    completedCounselorQuestionnaire: data.completedCounselorQuestionnaire === true,
    matchedCounselorPersonality:
      typeof data.matchedCounselorPersonality === 'string' ? data.matchedCounselorPersonality : null,
    settings: storedSettings(data.settings),
    hasSettings: typeof data.settings === 'object' && data.settings !== null,
  };
}

const listenUser: Listen<UserDocument | null> = (path, next, fail) =>
  onSnapshot(
    doc(firestore(), path),
    (snapshot) => {
      const data = snapshot.data({ serverTimestamps: 'estimate' });
      next(data ? userDocumentFrom(data) : null);
    },
    fail,
  );

/**
 * The person's user record, kept live (changes made on another device show at once, and the
 * person's own edits show before the server confirms them). `data` is null when no record exists yet.
 */
export function useUserDocument(uid: string) {
  return useLiveQuery(`users/${uid}`, listenUser);
}
