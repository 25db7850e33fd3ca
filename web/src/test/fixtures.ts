import type { Goal } from '@domain/goals';
import type { UsageRecord } from '@domain/plans';
import { DEFAULT_SETTINGS } from '@domain/settings';
import type { Account } from '@/lib/use-account';

/** A Basic trial user's usage record with 8 of 10 sessions left; override any field. */
export function basicUsage(overrides: Partial<UsageRecord> = {}): UsageRecord {
  return {
    isVipUser: false,
    monthlyLimit: 10,
    used: 2,
    remaining: 8,
    currentPlan: 'basic',
    hasActiveSubscription: false,
    resetDate: '2026-12-01T00:00:00.000Z',
    voice: false,
    pastDue: false,
    ...overrides,
  };
}

/** A Basic trial user's account as `useAccount` reads it, questionnaire not done; override any field. */
export function account(overrides: Partial<Account> = {}): Account {
  const started = new Date('2026-11-20T09:00:00.000Z');
  return {
    username: 'robin',
    name: 'Robin',
    email: 'robin@example.com',
    createdAt: started,
    trialStartedAt: started,
    trialPlan: null,
    subscriptionPlan: null,
    subscriptionStatus: null,
    isVipUser: false,
    completedCounselorQuestionnaire: false,
    matchedCounselorPersonality: null,
    settings: DEFAULT_SETTINGS,
    hasSettings: false,
    labs: { lookBack: false },
    entitlement: {
      source: 'trial',
      tier: 'basic',
      monthlyLimit: 10,
      voice: false,
      blueprints: false,
      weeklyReports: true,
      pastDue: false,
      trialEndsAt: new Date('2026-11-27T09:00:00.000Z'),
    },
    ...overrides,
  };
}

/** An active goal at 0% without a target date, made on 20 November 2026; override any field. */
export function activeGoal(overrides: Partial<Goal> = {}): Goal {
  const made = new Date('2026-11-20T09:00:00.000Z');
  return {
    id: 'goal-1',
    title: 'Walk every morning',
    description: '',
    targetDate: null,
    status: 'active',
    progress: 0,
    createdAt: made,
    updatedAt: made,
    completedAt: null,
    ...overrides,
  };
}
