import { storedLabs, type Labs } from '@domain/labs';
import { entitlement, PLAN_TIERS, type Entitlement, type PlanHolder, type PlanTier } from '@domain/plans';
import { storedSettings, type UserSettings } from '@domain/settings';
import { Timestamp } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { apiRequest } from './api-client';
import { documentListener } from './live-listeners';
import { useLiveQuery, type LiveState } from './use-live-query';

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
  /** The Labs switches (written by the server only), each off unless on. */
  labs: Labs;
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
    labs: storedLabs(data.labs),
  };
}

const listenUser = documentListener((data) => (data ? userDocumentFrom(data) : null));

/** The person's account as every screen reads it: the stored record and what it entitles them to now. */
export interface Account extends UserDocument {
  entitlement: Entitlement;
}

// Accounts whose missing record has been asked for, so each is created once however many screens ask.
const creating = new Map<string, Promise<unknown>>();

/** Asks the API to make the record of an account that has none yet (GET /api/user creates it). */
function createRecord(uid: string): Promise<unknown> {
  let request = creating.get(uid);
  if (!request) {
    request = apiRequest('/api/user').catch((error: unknown) => {
      creating.delete(uid);
      throw error;
    });
    creating.set(uid, request);
  }
  return request;
}

/**
 * The signed-in person's account (users/{uid}), the one source every screen reads: kept live, so a
 * change made on another device, by the server (a payment) or by the person shows at once, without
 * refetching. An account without a record yet has it made through the API, and stays loading until
 * the record arrives.
 */
export function useAccount(uid: string): LiveState<Account> {
  const live = useLiveQuery(`users/${uid}`, listenUser);
  const missing = live.data === null;
  const [creationError, setCreationError] = useState<{ uid: string; error: Error }>();
  useEffect(() => {
    if (!missing) return;
    let active = true;
    createRecord(uid).catch((error: Error) => {
      console.error('Could not create the user record', error);
      if (active) setCreationError({ uid, error });
    });
    return () => {
      active = false;
    };
  }, [uid, missing]);
  const record = live.data;
  const data = useMemo(() => record && { ...record, entitlement: entitlement(record, new Date()) }, [record]);
  const error = live.error ?? (missing && creationError?.uid === uid ? creationError.error : undefined);
  return { data: data ?? undefined, loading: !data && !error, error };
}
