import { describe, expect, it } from 'vitest';
import { counselorMode } from './counselor-modes';
import { entitlement, type PlanHolder } from './plans';

const now = new Date('2026-11-26T12:00:00Z');
const user = (fields: Partial<PlanHolder>): PlanHolder => ({
  subscriptionPlan: null,
  isVipUser: false,
  trialStartedAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});
const modeOf = (fields: Partial<PlanHolder>) => counselorMode(entitlement(user(fields), now));

describe('counselorMode', () => {
  it('should give Basic the supportive mode, Pro the advanced one and Elite the elite one', () => {
    expect(modeOf({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })).toBe('supportive');
    expect(modeOf({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })).toBe('advanced');
    expect(modeOf({ subscriptionPlan: 'elite', subscriptionStatus: 'active' })).toBe('elite');
  });

  it('should give VIP the elite mode, with or without a plan', () => {
    expect(modeOf({ isVipUser: true })).toBe('elite');
    expect(modeOf({ isVipUser: true, subscriptionPlan: 'basic', subscriptionStatus: 'canceled' })).toBe(
      'elite',
    );
  });

  it("should give a trial the mode of its trial tier, and Basic's without one", () => {
    const trialStartedAt = new Date('2026-11-24T00:00:00Z');
    expect(modeOf({ trialStartedAt, trialPlan: 'pro' })).toBe('advanced');
    expect(modeOf({ trialStartedAt, trialPlan: 'elite' })).toBe('elite');
    expect(modeOf({ trialStartedAt })).toBe('supportive');
  });

  it('should give the supportive mode to a lapsed subscription and an ended trial', () => {
    expect(modeOf({ subscriptionPlan: 'elite', subscriptionStatus: 'canceled' })).toBe('supportive');
    expect(modeOf({ trialPlan: 'elite' })).toBe('supportive');
  });
});
