import type { Goal } from '@domain/goals';
import type { UsageRecord } from '@domain/plans';
import type { UserRecordJson } from '@domain/user';

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

/** A trial user's record as GET /api/user returns it, questionnaire not done; override any field. */
export function userRecord(overrides: Partial<UserRecordJson> = {}): UserRecordJson {
  return {
    id: 'user-1',
    username: 'robin',
    name: 'Robin',
    email: 'robin@example.com',
    subscriptionPlan: null,
    isVipUser: false,
    completedCounselorQuestionnaire: false,
    matchedCounselorPersonality: null,
    trialStartedAt: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    entitlement: {
      source: 'trial',
      tier: 'basic',
      monthlyLimit: 10,
      voice: false,
      blueprints: false,
      weeklyReports: true,
      pastDue: false,
      trialEndsAt: '2026-11-27T09:00:00.000Z',
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
