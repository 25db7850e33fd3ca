import { describe, expect, it } from 'vitest';
import {
  entitlement,
  entitlementJson,
  includesPlanFeature,
  MONTHLY_SESSION_LIMITS,
  needsNewSession,
  UNLIMITED,
  usagePeriod,
  usageRecord,
  usageResetDate,
  PLAN_TIERS,
  TRIAL_SESSION_CAP,
  type Entitlement,
  type PlanHolder,
  type PlanTier,
  meterPlanLabel,
  upgradePlanLabel,
} from './plans';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const user = (overrides: Partial<PlanHolder> = {}): PlanHolder => ({
  subscriptionPlan: null,
  subscriptionStatus: null,
  isVipUser: false,
  trialStartedAt: daysAgo(1),
  ...overrides,
});

describe('entitlement', () => {
  const old = daysAgo(90);
  const nothing: Partial<Entitlement> = {
    source: 'none',
    tier: null,
    monthlyLimit: 0,
    voice: false,
    blueprints: false,
    weeklyReports: false,
  };
  const paid = (tier: PlanTier, status: string): Partial<Entitlement> => ({
    source: 'subscription',
    tier,
    // The payment provider's trial of Elite is capped like the app's.
    monthlyLimit:
      tier === 'elite' && status === 'trialing' ? TRIAL_SESSION_CAP : MONTHLY_SESSION_LIMITS[tier],
    voice: tier !== 'basic',
    blueprints: tier !== 'basic',
    weeklyReports: true,
    pastDue: status === 'past_due',
  });
  const table: [string, Partial<PlanHolder>, Partial<Entitlement>][] = [
    ['a trial without a chosen plan', {}, { source: 'trial', tier: 'basic', monthlyLimit: 10, voice: false }],
    ['a trial of Pro', { trialPlan: 'pro' }, { source: 'trial', tier: 'pro', voice: true, blueprints: true }],
    ['a trial of Elite, capped', { trialPlan: 'elite' }, { source: 'trial', monthlyLimit: 30, voice: true }],
    ['an ended trial', { trialStartedAt: old, trialPlan: 'pro' }, nothing],
    ...PLAN_TIERS.flatMap((tier) =>
      ['active', 'trialing', 'past_due'].map(
        (status): [string, Partial<PlanHolder>, Partial<Entitlement>] => [
          `${tier} ${status}`,
          { subscriptionPlan: tier, subscriptionStatus: status, trialStartedAt: old },
          paid(tier, status),
        ],
      ),
    ),
    ...['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'].map(
      (status): [string, Partial<PlanHolder>, Partial<Entitlement>] => [
        `pro ${status} after the trial`,
        { subscriptionPlan: 'pro', subscriptionStatus: status, trialStartedAt: old },
        nothing,
      ],
    ),
    [
      'pro canceled inside the app trial',
      { subscriptionPlan: 'pro', subscriptionStatus: 'canceled' },
      { source: 'trial', tier: 'basic', voice: false },
    ],
    ['a plan without a status', { subscriptionPlan: 'elite', trialStartedAt: old }, nothing],
    [
      'VIP without a plan or trial',
      { isVipUser: true, trialStartedAt: old },
      {
        source: 'vip',
        tier: null,
        monthlyLimit: UNLIMITED,
        voice: true,
        blueprints: false,
        weeklyReports: true,
      },
    ],
    [
      'VIP with a lapsed Basic plan',
      { isVipUser: true, subscriptionPlan: 'basic', subscriptionStatus: 'canceled', trialStartedAt: old },
      { source: 'vip', tier: 'basic', monthlyLimit: UNLIMITED, voice: true, blueprints: false },
    ],
    [
      'VIP with Pro',
      { isVipUser: true, subscriptionPlan: 'pro', trialStartedAt: old },
      { source: 'vip', tier: 'pro', voice: true, blueprints: true },
    ],
  ];

  it.each(table)('should read %s', (_, record, expected) => {
    expect(entitlement(user(record), now)).toMatchObject(expected);
  });

  it('should end the app trial after exactly 7 days', () => {
    expect(entitlement(user({ trialStartedAt: daysAgo(6.99) }), now)).toMatchObject({
      source: 'trial',
      trialEndsAt: new Date(daysAgo(6.99).getTime() + 7 * 86_400_000),
    });
    expect(entitlement(user({ trialStartedAt: daysAgo(7) }), now).source).toBe('none');
  });

  it("should give the payment provider's trial end, and none for a running subscription", () => {
    const stripeTrialEnd = new Date(now.getTime() + 3 * 86_400_000);
    const trialing = { subscriptionPlan: 'pro', subscriptionStatus: 'trialing', stripeTrialEnd } as const;
    expect(entitlement(user(trialing), now).trialEndsAt).toEqual(stripeTrialEnd);
    expect(entitlement(user({ ...trialing, subscriptionStatus: 'active' }), now).trialEndsAt).toBeNull();
    expect(entitlement(user({ ...trialing, isVipUser: true }), now)).toMatchObject({
      source: 'vip',
      trialEndsAt: null,
    });
  });
});

describe('entitlementJson', () => {
  it('should send the trial end as an ISO string, and null without one', () => {
    const trialStartedAt = new Date('2026-11-20T08:30:00Z');
    expect(entitlementJson(user({ trialStartedAt }), now)).toMatchObject({
      source: 'trial',
      tier: 'basic',
      monthlyLimit: 10,
      trialEndsAt: '2026-11-27T08:30:00.000Z',
    });
    const active = user({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      trialStartedAt: daysAgo(90),
    });
    expect(entitlementJson(active, now)).toMatchObject({
      source: 'subscription',
      tier: 'pro',
      trialEndsAt: null,
    });
  });
});

describe('past due', () => {
  it('should flag only a subscription whose renewal failed, not VIP or a trial with that status', () => {
    const pastDue = { subscriptionPlan: 'pro', subscriptionStatus: 'past_due' } as const;
    expect(entitlement(user({ ...pastDue, isVipUser: true }), now)).toMatchObject({
      source: 'vip',
      pastDue: false,
    });
    expect(entitlement(user({ subscriptionStatus: 'past_due' }), now)).toMatchObject({
      source: 'trial',
      pastDue: false,
    });
    expect(entitlement(user(pastDue), now)).toMatchObject({ source: 'subscription', pastDue: true });
  });
});

describe('usageRecord', () => {
  it('should count down the remaining sessions and never below zero', () => {
    expect(usageRecord(user(), 3, now)).toEqual({
      isVipUser: false,
      monthlyLimit: MONTHLY_SESSION_LIMITS.basic,
      used: 3,
      remaining: 7,
      currentPlan: 'basic',
      hasActiveSubscription: false,
      resetDate: '2026-12-01T00:00:00.000Z',
      voice: false,
      pastDue: false,
    });
    expect(usageRecord(user(), 12, now).remaining).toBe(0);
  });

  it('should report unlimited as -1 remaining', () => {
    const record = usageRecord(user({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }), 40, now);
    expect(record).toMatchObject({
      monthlyLimit: -1,
      remaining: -1,
      hasActiveSubscription: true,
      voice: true,
    });
  });

  it('should keep a past-due plan and say so', () => {
    const record = usageRecord(user({ subscriptionPlan: 'pro', subscriptionStatus: 'past_due' }), 2, now);
    expect(record).toMatchObject({
      monthlyLimit: 25,
      remaining: 23,
      hasActiveSubscription: true,
      pastDue: true,
    });
  });

  it('should give an expired trial nothing', () => {
    expect(usageRecord(user({ trialStartedAt: daysAgo(8) }), 0, now)).toMatchObject({
      monthlyLimit: 0,
      remaining: 0,
      currentPlan: null,
    });
  });
});

describe('usage periods', () => {
  it('should use UTC calendar months and reset at the next one', () => {
    expect(usagePeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(usageResetDate(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('needsNewSession', () => {
  it('should open a session for a new conversation', () => {
    expect(needsNewSession(undefined, now)).toBe(true);
  });

  it('should open a session in a conversation a crisis message started, which counted none', () => {
    expect(needsNewSession({ lastMessageAt: now, sessionUserMessages: 0 }, now)).toBe(true);
  });

  it('should keep the session within 60 minutes of the last message', () => {
    const lastMessageAt = new Date(now.getTime() - 60 * 60_000);
    expect(needsNewSession({ lastMessageAt, sessionUserMessages: 5 }, now)).toBe(false);
    expect(
      needsNewSession({ lastMessageAt: new Date(lastMessageAt.getTime() - 1), sessionUserMessages: 5 }, now),
    ).toBe(true);
  });

  it('should open a new session after 100 user messages', () => {
    expect(needsNewSession({ lastMessageAt: now, sessionUserMessages: 99 }, now)).toBe(false);
    expect(needsNewSession({ lastMessageAt: now, sessionUserMessages: 100 }, now)).toBe(true);
  });
});

describe('plan labels', () => {
  it('should name the plan on the usage meter', () => {
    expect(['basic', 'pro', 'elite', null].map((plan) => meterPlanLabel(plan))).toEqual([
      'Basic Plan',
      'Pro Plan',
      'Elite',
      'No Plan',
    ]);
  });

  it('should name Pro, or Unlimited for any other plan, in an upgrade notice', () => {
    expect(upgradePlanLabel('pro')).toBe('Pro');
    expect(upgradePlanLabel('elite')).toBe('Unlimited');
  });
});

describe('includesPlanFeature', () => {
  const includes = (overrides: Partial<PlanHolder>) =>
    includesPlanFeature(['pro', 'elite'], entitlement(user(overrides), now));

  it('should include the plans listed, subscribed or in their trial, and VIP without any plan', () => {
    expect(includes({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })).toBe(true);
    expect(includes({ subscriptionPlan: 'elite', subscriptionStatus: 'past_due' })).toBe(true);
    expect(includes({ trialPlan: 'elite' })).toBe(true);
    expect(includes({ isVipUser: true, trialStartedAt: daysAgo(90) })).toBe(true);
  });

  it('should leave out a plan not listed, an ended subscription and an ended trial', () => {
    expect(includes({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })).toBe(false);
    expect(includes({ trialPlan: null })).toBe(false);
    expect(
      includes({ subscriptionPlan: 'pro', subscriptionStatus: 'canceled', trialStartedAt: daysAgo(90) }),
    ).toBe(false);
    expect(includes({ trialPlan: 'pro', trialStartedAt: daysAgo(90) })).toBe(false);
  });
});
