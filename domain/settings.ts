/**
 * The person's settings (docs/product.md#settings-form): kept on the account as the `settings` map of
 * `users/{uid}`, so they follow the person to another device. firestore.rules (`validSettings`) mirrors the
 * shape below. Also the browser storage keys of the guided tour.
 */
import { z } from 'zod';
import { entitlement, tierName, UNLIMITED, type PlanHolder, type PlanTier } from './plans';
import { DEFAULT_REMINDER_TIME, reminderTimeSchema } from './reminders';
import { isTheme, THEMES } from './theme';
import { DAY_MS, timeZoneSchema } from './time';

/** The `settings` map of a user record, exactly as the rules accept it: every field, nothing else. */
export const settingsSchema = z.strictObject({
  theme: z.enum(THEMES),
  /**
   * Journal Reminders: on a day with nothing written, a push notification at `reminderTime` where this
   * device allows it (domain/reminders.ts), and a gentle reminder on Home.
   */
  notifications: z.boolean(),
  /** When Journal Reminders come, 'HH:MM' on the quarter hour, in `timeZone`. */
  reminderTime: reminderTimeSchema,
  /** The IANA time zone of the device that last saved the settings, where reminder times are read. */
  timeZone: timeZoneSchema,
  /** The automatic weekly export of the person's data. */
  dataExport: z.boolean(),
  /** Journal entries save themselves while the person types. */
  autoSave: z.boolean(),
  /** Memory: the counselor remembers items between conversations (domain/memory.ts); off pauses it. */
  memoryEnabled: z.boolean(),
});
export type UserSettings = z.infer<typeof settingsSchema>;

/**
 * Settings of an account that never saved any: system theme, reminders (at 20:00 UTC until a device
 * saves its zone), auto-save and memory on, export off.
 */
export const DEFAULT_SETTINGS: Readonly<UserSettings> = Object.freeze({
  theme: 'system',
  notifications: true,
  reminderTime: DEFAULT_REMINDER_TIME,
  timeZone: 'UTC',
  dataExport: false,
  autoSave: true,
  memoryEnabled: true,
});

/** How long Save Settings shows 'Saving...' before it confirms. */
export const SETTINGS_SAVE_DELAY_MS = 800;

/**
 * localStorage keys of the guided tour (completed flag, completed date, skipped flag;
 * docs/product.md#guided-tour).
 */
export const TUTORIAL_STORAGE_KEYS = {
  completed: 'tutorialCompleted',
  completedDate: 'tutorialCompletedDate',
  skipped: 'tutorialSkipped',
} as const;

/**
 * The settings stored on a user record, field by field: a missing or malformed field reads as its
 * default, so an old record (or one written by an older app) still shows sensible settings.
 */
export function storedSettings(value: unknown): UserSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (key: 'notifications' | 'dataExport' | 'autoSave' | 'memoryEnabled') =>
    typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_SETTINGS[key];
  const valid = <K extends 'reminderTime' | 'timeZone'>(key: K, schema: z.ZodType<UserSettings[K]>) =>
    schema.safeParse(stored[key]).data ?? DEFAULT_SETTINGS[key];
  return {
    theme: isTheme(stored.theme) ? stored.theme : DEFAULT_SETTINGS.theme,
    notifications: flag('notifications'),
    reminderTime: valid('reminderTime', reminderTimeSchema),
    timeZone: valid('timeZone', timeZoneSchema),
    dataExport: flag('dataExport'),
    autoSave: flag('autoSave'),
    memoryEnabled: flag('memoryEnabled'),
  };
}

/** Whether two settings are the same choice ('Changes pending' begins when they are not). */
export function sameSettings(a: UserSettings, b: UserSettings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof UserSettings)[]).every((key) => a[key] === b[key]);
}

/** Whole days left until `end`, counting a started day as one; 0 once it has passed. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * What the Settings screen says about a person's plan (Your Profile, Free Trial Status, Subscription;
 * docs/product.md#settings-sections).
 */
export type SubscriptionView =
  /**
   * A paid subscription, or VIP access. Only a subscription not already ending can be cancelled
   * (`active`, or `past_due` too, so a person can stop a card being retried); `pastDue` while the card
   * is retried; `endsAt` when it was cancelled at period end; `manageable` when the payment provider
   * holds it (the billing portal).
   */
  | {
      kind: 'active';
      label: 'Pro Plan' | 'Unlimited Plan' | 'Active Plan';
      canCancel: boolean;
      pastDue: boolean;
      endsAt: Date | null;
      manageable: boolean;
    }
  /**
   * The free trial; `provider` when the payment provider runs it (status `trialing`), which can be
   * cancelled before the first payment unless it already is.
   */
  | { kind: 'trial'; provider: boolean; daysLeft: number; endsAt: Date | null; canCancel: boolean }
  /** No plan: the trial has ended or the subscription lapsed. */
  | { kind: 'none' };

const planLabel = (plan: PlanTier | null, vip: boolean): 'Pro Plan' | 'Unlimited Plan' | 'Active Plan' =>
  vip || plan === 'elite' ? 'Unlimited Plan' : plan === 'pro' ? 'Pro Plan' : 'Active Plan';

/** The subscription variant for a user at `now`, read from their entitlement. */
export function subscriptionView(user: PlanHolder, now: Date): SubscriptionView {
  const granted = entitlement(user, now);
  const subscribed = granted.source === 'subscription';
  const ending = user.cancelAtPeriodEnd === true;
  const providerTrial = subscribed && user.subscriptionStatus === 'trialing';
  if (granted.source === 'trial' || providerTrial) {
    const endsAt = granted.trialEndsAt;
    return {
      kind: 'trial',
      provider: providerTrial,
      daysLeft: endsAt ? daysLeft(endsAt, now) : 0,
      endsAt,
      canCancel: providerTrial && !ending,
    };
  }
  if (granted.source === 'none') return { kind: 'none' };
  return {
    kind: 'active',
    label: planLabel(granted.tier, granted.source === 'vip'),
    canCancel: subscribed && !ending,
    pastDue: granted.pastDue,
    endsAt: ending ? (user.currentPeriodEnd ?? null) : null,
    manageable: subscribed,
  };
}

/** The Your Profile tiles: plan badge, Status, Plan name. */
export interface ProfileSummary {
  badge: 'Unlimited' | 'Pro' | 'Basic' | 'Trial' | 'Free';
  status: 'Active' | 'Free Trial' | 'Inactive';
  plan: string;
}

/** The Your Profile tiles of a user at `now`. */
export function profileSummary(user: PlanHolder, now: Date): ProfileSummary {
  const view = subscriptionView(user, now);
  const { tier, monthlyLimit } = entitlement(user, now);
  if (view.kind === 'active') {
    return {
      badge: monthlyLimit === UNLIMITED ? 'Unlimited' : tier === 'pro' ? 'Pro' : 'Basic',
      status: 'Active',
      plan: tier ? tierName(tier) : 'VIP',
    };
  }
  if (view.kind === 'trial') {
    return { badge: 'Trial', status: 'Free Trial', plan: `${tierName(tier ?? 'basic')} (trial)` };
  }
  return { badge: 'Free', status: 'Inactive', plan: 'Free' };
}
