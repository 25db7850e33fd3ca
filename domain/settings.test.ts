import { describe, expect, it } from 'vitest';
import type { PlanHolder } from './plans';
import {
  daysLeft,
  DEFAULT_SETTINGS,
  profileSummary,
  sameSettings,
  settingsSchema,
  storedSettings,
  subscriptionView,
} from './settings';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const user = (overrides: Partial<PlanHolder> = {}): PlanHolder => ({
  subscriptionPlan: null,
  subscriptionStatus: null,
  isVipUser: false,
  // Two and a half days into the 7-day trial.
  trialStartedAt: new Date(NOW.getTime() - 2.5 * DAY),
  trialPlan: null,
  ...overrides,
});

describe('settings', () => {
  it('should default to the system theme, reminders at 20:00, auto-save and memory on, export off', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: 'system',
      notifications: true,
      reminderTime: '20:00',
      timeZone: 'UTC',
      dataExport: false,
      autoSave: true,
      memoryEnabled: true,
    });
  });

  it('should accept exactly the seven settings', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, reminderTime: '20:05' }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, timeZone: 'Nowhere/Else' }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, extra: 1 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, theme: 'sepia' }).success).toBe(false);
  });

  it('should read missing or malformed stored fields as their defaults, field by field', () => {
    expect(storedSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(storedSettings({ theme: 'dark', autoSave: 'no', dataExport: true, reminderTime: '7pm' })).toEqual({
      theme: 'dark',
      notifications: true,
      reminderTime: '20:00',
      timeZone: 'UTC',
      dataExport: true,
      autoSave: true,
      memoryEnabled: true,
    });
    expect(storedSettings({ theme: 'neon' }).theme).toBe('system');
  });

  it('should keep a stored reminder time and time zone, and read an unknown zone as UTC', () => {
    const stored = storedSettings({ ...DEFAULT_SETTINGS, reminderTime: '07:30', timeZone: 'Asia/Kolkata' });
    expect([stored.reminderTime, stored.timeZone]).toEqual(['07:30', 'Asia/Kolkata']);
    expect(storedSettings({ ...DEFAULT_SETTINGS, timeZone: 'Mars/Olympus' }).timeZone).toBe('UTC');
  });

  it('should read a record saved before memory existed as memory on, and keep a pause', () => {
    const { memoryEnabled: _memory, ...older } = DEFAULT_SETTINGS;
    expect(storedSettings({ ...older, notifications: false }).memoryEnabled).toBe(true);
    expect(storedSettings({ ...older, memoryEnabled: false }).memoryEnabled).toBe(false);
    expect(settingsSchema.safeParse(older).success).toBe(false);
  });

  it('should tell equal settings from different ones', () => {
    expect(sameSettings(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS })).toBe(true);
    expect(sameSettings(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, autoSave: false })).toBe(false);
    expect(sameSettings(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, memoryEnabled: false })).toBe(false);
    expect(sameSettings(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, reminderTime: '21:00' })).toBe(false);
  });
});

describe('daysLeft', () => {
  it('should count a started day as a whole one and never go below zero', () => {
    expect(daysLeft(new Date(NOW.getTime() + 4.5 * DAY), NOW)).toBe(5);
    expect(daysLeft(new Date(NOW.getTime() + DAY), NOW)).toBe(1);
    expect(daysLeft(new Date(NOW.getTime() - DAY), NOW)).toBe(0);
  });
});

describe('subscriptionView', () => {
  it('should show the free trial with its days left and end date', () => {
    expect(subscriptionView(user(), NOW)).toEqual({
      kind: 'trial',
      provider: false,
      daysLeft: 5,
      endsAt: new Date(NOW.getTime() + 4.5 * DAY),
      canCancel: false,
    });
  });

  it("should show the payment provider's trial as such", () => {
    expect(
      subscriptionView(user({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }), NOW),
    ).toMatchObject({
      kind: 'trial',
      provider: true,
    });
    const stripeTrialEnd = new Date(NOW.getTime() + 2.5 * DAY);
    expect(
      subscriptionView(
        user({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing', stripeTrialEnd }),
        NOW,
      ),
    ).toEqual({ kind: 'trial', provider: true, daysLeft: 3, endsAt: stripeTrialEnd, canCancel: true });
  });

  it.each([
    ['pro', 'Pro Plan'],
    ['elite', 'Unlimited Plan'],
    ['basic', 'Active Plan'],
  ] as const)('should show an active %s subscription as %s, cancellable', (plan, label) => {
    expect(subscriptionView(user({ subscriptionPlan: plan, subscriptionStatus: 'active' }), NOW)).toEqual({
      kind: 'active',
      label,
      canCancel: true,
      pastDue: false,
      endsAt: null,
      manageable: true,
    });
  });

  it('should keep a past-due plan active and say so, and show when a cancelled plan ends', () => {
    const pastDue = user({ subscriptionPlan: 'pro', subscriptionStatus: 'past_due' });
    expect(subscriptionView(pastDue, NOW)).toMatchObject({ kind: 'active', pastDue: true, canCancel: true });
    const currentPeriodEnd = new Date(NOW.getTime() + 20 * DAY);
    const ending = user({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd,
    });
    expect(subscriptionView(ending, NOW)).toMatchObject({
      kind: 'active',
      canCancel: false,
      endsAt: currentPeriodEnd,
    });
  });

  it('should show VIP access as unlimited with nothing to cancel', () => {
    expect(subscriptionView(user({ isVipUser: true }), NOW)).toEqual({
      kind: 'active',
      label: 'Unlimited Plan',
      canCancel: false,
      pastDue: false,
      endsAt: null,
      manageable: false,
    });
  });

  it('should show no subscription once the trial has ended or a subscription lapsed', () => {
    const ended = user({ trialStartedAt: new Date(NOW.getTime() - 8 * DAY) });
    expect(subscriptionView(ended, NOW)).toEqual({ kind: 'none' });
    expect(
      subscriptionView({ ...ended, subscriptionPlan: 'pro', subscriptionStatus: 'canceled' }, NOW),
    ).toEqual({
      kind: 'none',
    });
  });
});

describe('profileSummary', () => {
  it('should show a trial as Trial / Free Trial with the chosen plan', () => {
    expect(profileSummary(user({ trialPlan: 'pro' }), NOW)).toEqual({
      badge: 'Trial',
      status: 'Free Trial',
      plan: 'Pro (trial)',
    });
  });

  it('should show Pro and Unlimited badges for active Pro, Elite and VIP', () => {
    expect(profileSummary(user({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }), NOW)).toEqual({
      badge: 'Pro',
      status: 'Active',
      plan: 'Pro',
    });
    expect(profileSummary(user({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }), NOW).badge).toBe(
      'Unlimited',
    );
    expect(profileSummary(user({ isVipUser: true }), NOW)).toEqual({
      badge: 'Unlimited',
      status: 'Active',
      plan: 'VIP',
    });
  });

  it('should show Inactive and Free once the trial has ended', () => {
    expect(profileSummary(user({ trialStartedAt: new Date(NOW.getTime() - 8 * DAY) }), NOW)).toEqual({
      badge: 'Free',
      status: 'Inactive',
      plan: 'Free',
    });
  });
});
