import { describe, expect, it } from 'vitest';
import {
  accessAt,
  canUseBlueprints,
  canUseVoice,
  MONTHLY_SESSION_LIMITS,
  planStanding,
  needsNewSession,
  UNLIMITED,
  usagePeriod,
  usageRecord,
  usageResetDate,
  type PlanHolder,
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

describe('accessAt', () => {
  it('should give Basic limits during a trial without a chosen plan', () => {
    expect(accessAt(user(), now)).toMatchObject({ kind: 'trial', plan: 'basic', monthlyLimit: 10 });
  });

  it('should give a trial the limits of the plan chosen at sign-up', () => {
    expect(accessAt(user({ trialPlan: 'pro' }), now)).toMatchObject({ kind: 'trial', monthlyLimit: 25 });
  });

  it('should end the trial after 7 days', () => {
    expect(accessAt(user({ trialStartedAt: daysAgo(6.99) }), now).kind).toBe('trial');
    expect(accessAt(user({ trialStartedAt: daysAgo(7) }), now).kind).toBe('expired');
  });

  it.each([
    ['basic', 10],
    ['pro', 25],
    ['elite', UNLIMITED],
  ] as const)('should give an active %s subscription %i sessions', (plan, limit) => {
    const access = accessAt(
      user({ subscriptionPlan: plan, subscriptionStatus: 'active', trialStartedAt: daysAgo(90) }),
      now,
    );
    expect(access).toMatchObject({ kind: 'subscribed', plan, monthlyLimit: limit });
  });

  it('should not count a cancelled subscription', () => {
    const access = accessAt(
      user({ subscriptionPlan: 'pro', subscriptionStatus: 'canceled', trialStartedAt: daysAgo(90) }),
      now,
    );
    expect(access.kind).toBe('expired');
  });

  it('should make VIP users unlimited even without a plan or trial', () => {
    expect(accessAt(user({ isVipUser: true, trialStartedAt: daysAgo(90) }), now)).toMatchObject({
      kind: 'vip',
      monthlyLimit: UNLIMITED,
    });
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
    });
    expect(usageRecord(user(), 12, now).remaining).toBe(0);
  });

  it('should report unlimited as -1 remaining', () => {
    const record = usageRecord(user({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }), 40, now);
    expect(record).toMatchObject({ monthlyLimit: -1, remaining: -1, hasActiveSubscription: true });
  });

  it('should give an expired trial nothing', () => {
    expect(usageRecord(user({ trialStartedAt: daysAgo(8) }), 0, now)).toMatchObject({
      monthlyLimit: 0,
      remaining: 0,
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

describe('canUseVoice', () => {
  const voice = (overrides: Partial<PlanHolder>) => canUseVoice(planStanding(user(overrides), now));

  it.each(['pro', 'elite'] as const)('should allow an active %s subscription', (plan) => {
    expect(voice({ subscriptionPlan: plan, subscriptionStatus: 'active', trialStartedAt: daysAgo(90) })).toBe(
      true,
    );
    expect(voice({ subscriptionPlan: plan, subscriptionStatus: 'trialing' })).toBe(true);
  });

  it('should refuse Basic, a cancelled Pro plan and every free trial', () => {
    expect(voice({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })).toBe(false);
    expect(voice({ subscriptionPlan: 'pro', subscriptionStatus: 'canceled' })).toBe(false);
    expect(voice({})).toBe(false);
    expect(voice({ trialPlan: 'elite' })).toBe(false);
  });

  it('should allow VIP users whatever their plan', () => {
    expect(voice({ isVipUser: true, trialStartedAt: daysAgo(90) })).toBe(true);
  });

  it('should decide the same from the usage record the app reads', () => {
    const pro = user({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    expect(canUseVoice(usageRecord(pro, 3, now))).toBe(true);
    expect(canUseVoice(usageRecord(user({ trialPlan: 'pro' }), 3, now))).toBe(false);
  });
});

describe('canUseBlueprints', () => {
  it.each(['pro', 'elite'] as const)('should open the blueprints to subscriptionPlan %s', (plan) => {
    expect(canUseBlueprints({ subscriptionPlan: plan })).toBe(true);
  });

  it('should refuse Basic and trial users, whose subscriptionPlan is null whatever they picked', () => {
    expect(canUseBlueprints({ subscriptionPlan: 'basic' })).toBe(false);
    expect(canUseBlueprints(user({ trialPlan: 'elite' }))).toBe(false);
    expect(canUseBlueprints(user({ isVipUser: true }))).toBe(false);
  });
});
