import { describe, expect, it } from 'vitest';
import { selectedPlanFromSession, storeSelectedPlan } from './selected-plan';

const pro = { name: 'Pro', stripePriceId: 'pro-annually', price: 254.9, interval: 'year' } as const;

describe('selected plan in session storage', () => {
  it('should give back the plan a card stored', () => {
    storeSelectedPlan(pro);
    expect(JSON.parse(sessionStorage.getItem('selectedPlan')!)).toEqual(pro);
    expect(selectedPlanFromSession()).toEqual(pro);
  });

  it.each([
    ['nothing', null],
    ['text that is not JSON', '{oops'],
    ['an unknown interval', JSON.stringify({ ...pro, interval: 'week' })],
    ['a price as text', JSON.stringify({ ...pro, price: '254.9' })],
  ])('should give nothing for %s', (_case, stored) => {
    if (stored !== null) sessionStorage.setItem('selectedPlan', stored);
    expect(selectedPlanFromSession()).toBeUndefined();
  });
});
