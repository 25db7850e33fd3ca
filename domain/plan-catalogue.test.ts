import { describe, expect, it } from 'vitest';
import {
  annualSaving,
  annualSavingPercent,
  formatPrice,
  isLimitation,
  monthlyEquivalent,
  PLANS,
  planById,
  plansFor,
  selectedPlanOf,
  tierOfSelectedPlan,
  TRIAL_DAYS,
  TRIAL_TEXTS,
} from './plans';

describe('the plan catalogue', () => {
  it('should hold the six plans with the spec prices', () => {
    expect(PLANS.map((plan) => [plan.id, plan.price, plan.interval])).toEqual([
      ['basic-monthly', 14.99, 'month'],
      ['pro-monthly', 24.99, 'month'],
      ['elite-monthly', 50, 'month'],
      ['basic-annually', 152.9, 'year'],
      ['pro-annually', 254.9, 'year'],
      ['elite-annually', 450, 'year'],
    ]);
  });

  it('should list the plans of one interval from Basic to Elite', () => {
    expect(plansFor('month').map((plan) => plan.name)).toEqual(['Basic', 'Pro', 'Elite']);
    expect(plansFor('year').map((plan) => plan.id)).toEqual([
      'basic-annually',
      'pro-annually',
      'elite-annually',
    ]);
  });

  it('should flag only Pro as popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual([
      'pro-monthly',
      'pro-annually',
    ]);
  });

  it('should state each plan’s sessions from the session limits', () => {
    expect(planById('basic-monthly')?.features[0]).toBe('10 AI counselor sessions per month');
    expect(planById('pro-annually')?.features[0]).toBe('25 AI counselor sessions per month');
    expect(planById('elite-monthly')?.features[0]).toBe('Unlimited AI counselor sessions');
  });

  // Every line is a promise the product keeps: docs/product.md#plan-promises says where each lives and
  // which test proves it. A line added here without that is a promise nobody has checked.
  it('should promise exactly the features each plan really includes', () => {
    expect(planById('basic-monthly')?.features).toEqual([
      '10 AI counselor sessions per month',
      'Text conversations with your AI counselor',
      'Manual text journaling',
      'Daily motivational quotes',
      'Basic counselor mode',
      'Weekly mood analysis and reports',
      'Limited to text: no voice conversation',
    ]);
    expect(planById('pro-monthly')?.features).toEqual([
      '25 AI counselor sessions per month',
      'Voice conversation',
      'Voice and text journaling input',
      'Advanced counselor mode with deeper prompts',
      'Mental health tips and reminders',
      'Weekly reports',
    ]);
    expect(planById('elite-monthly')?.features).toEqual([
      'Unlimited AI counselor sessions',
      'Voice conversation',
      'Weekly reports',
      'Personalized counselor training',
      '1:1 AI growth blueprint',
      'Personalized daily strategy messages',
      'Early access to new features',
      'Priority support',
    ]);
  });

  it('should promise the same on the annual cards as on the monthly ones', () => {
    for (const tier of ['basic', 'pro', 'elite'] as const) {
      expect(planById(`${tier}-annually`)?.features).toEqual(planById(`${tier}-monthly`)?.features);
    }
  });

  it('should mark only entries with "Limited to" as limitations, and only Basic has one', () => {
    const limitations = PLANS.flatMap((plan) => plan.features.filter(isLimitation).map(() => plan.tier));
    expect(limitations).toEqual(['basic', 'basic']);
    expect(isLimitation('Voice conversation')).toBe(false);
  });

  it('should find nothing for an unknown id', () => {
    expect(planById('platinum-monthly')).toBeUndefined();
  });
});

describe('annual saving', () => {
  it('should be twelve monthly payments minus the annual price', () => {
    expect(annualSaving('basic')).toBe(26.98);
    expect(annualSaving('pro')).toBe(44.98);
    expect(annualSaving('elite')).toBe(150);
  });

  it('should be 15% for Basic and Pro and 25% for Elite', () => {
    expect([annualSavingPercent('basic'), annualSavingPercent('pro'), annualSavingPercent('elite')]).toEqual([
      15, 15, 25,
    ]);
  });

  it('should spread the annual price over twelve months', () => {
    expect([monthlyEquivalent('basic'), monthlyEquivalent('pro'), monthlyEquivalent('elite')]).toEqual([
      12.74, 21.24, 37.5,
    ]);
  });
});

describe('formatPrice', () => {
  it('should show cents only when there are some', () => {
    expect([formatPrice(50), formatPrice(14.99), formatPrice(152.9), formatPrice(37.5)]).toEqual([
      '$50',
      '$14.99',
      '$152.90',
      '$37.50',
    ]);
  });
});

describe('trial texts', () => {
  it('should name the trial length from TRIAL_DAYS', () => {
    expect(TRIAL_TEXTS.cta).toBe(`Start ${TRIAL_DAYS}-Day Free Trial`);
  });
});

describe('selected plan', () => {
  it('should store name, price id, price and interval, and give back the tier', () => {
    const selected = selectedPlanOf(planById('pro-annually')!);
    expect(selected).toEqual({ name: 'Pro', stripePriceId: 'pro-annually', price: 254.9, interval: 'year' });
    expect(tierOfSelectedPlan(selected)).toBe('pro');
  });

  it('should give no tier for a plan the catalogue lacks', () => {
    expect(
      tierOfSelectedPlan({ name: 'Gold', stripePriceId: 'gold-monthly', price: 9, interval: 'month' }),
    ).toBeUndefined();
  });
});
