import type { Entitlement } from '@domain/plans';
import { describe, expect, it } from 'vitest';
import { account } from '@/test/fixtures';
import { planSummary } from './plan-summary';

const granted = (overrides: Partial<Entitlement>) => {
  const base = account();
  return account({ entitlement: { ...base.entitlement, ...overrides } });
};

describe('planSummary', () => {
  it('should name a paid tier', () => {
    expect(planSummary(granted({ source: 'subscription', tier: 'pro', trialEndsAt: null }))).toEqual({
      label: 'Pro',
      detail: 'You are on the Pro plan.',
    });
  });

  it('should say a past-due plan is kept while the card is retried', () => {
    const summary = planSummary(granted({ source: 'subscription', tier: 'elite', pastDue: true }));
    expect(summary.detail).toMatch(/did not go through\. You keep Elite while your card is retried/);
  });

  it('should show the trial of the chosen plan with its end, then say it ended', () => {
    const trial = planSummary(granted({ source: 'trial', tier: 'pro' }));
    expect(trial.label).toBe('Free trial');
    expect(trial.detail).toMatch(/^Your Pro trial ends /);
    expect(planSummary(granted({ source: 'none', tier: null })).label).toBe('Free trial ended');
  });

  it('should note VIP access', () => {
    expect(planSummary(granted({ source: 'vip', tier: null })).label).toBe('VIP');
    expect(planSummary(granted({ source: 'vip', tier: 'pro' })).detail).toBe('VIP: unlimited access.');
  });
});
