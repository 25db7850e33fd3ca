import { describe, expect, it } from 'vitest';
import { userRecord } from '../../test/fixtures';
import { planSummary } from './plan-summary';

const STARTED = '2026-11-20T09:00:00.000Z';

describe('planSummary', () => {
  it('should name a paid tier', () => {
    expect(planSummary(userRecord({ subscriptionPlan: 'pro' }), new Date('2027-01-01')).label).toBe('Pro');
    expect(planSummary(userRecord({ subscriptionPlan: 'elite' }), new Date()).label).toBe('Elite');
  });

  it('should show a running trial until seven days after it started, then say it ended', () => {
    const record = userRecord({ trialStartedAt: STARTED });
    expect(planSummary(record, new Date('2026-11-27T08:59:00.000Z')).label).toBe('Free trial');
    expect(planSummary(record, new Date('2026-11-27T09:00:00.000Z')).label).toBe('Free trial ended');
  });

  it('should note VIP access', () => {
    expect(planSummary(userRecord({ isVipUser: true }), new Date('2030-01-01')).label).toBe('VIP');
  });
});
