import type { UsageRecord } from '@domain/plans';

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
    ...overrides,
  };
}
