import { describe, expect, it } from 'vitest';
import { hasEarlyAccess, LAB_FEATURES, labFeatureOn, labSwitchSchema, storedLabs } from './labs';
import { entitlement, type PlanHolder } from './plans';

const NOW = new Date('2026-11-26T12:00:00Z');
const granted = (overrides: Partial<PlanHolder>) =>
  entitlement(
    {
      subscriptionPlan: null,
      isVipUser: false,
      trialStartedAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    },
    NOW,
  );
const elite = granted({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });
const pro = granted({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

describe('hasEarlyAccess', () => {
  it('should be Elite’s, in its trial too, and VIP’s, and nobody else’s', () => {
    expect(hasEarlyAccess(elite)).toBe(true);
    expect(
      hasEarlyAccess(granted({ trialPlan: 'elite', trialStartedAt: new Date('2026-11-25T00:00:00Z') })),
    ).toBe(true);
    expect(hasEarlyAccess(granted({ isVipUser: true }))).toBe(true);
    expect(hasEarlyAccess(pro)).toBe(false);
    expect(hasEarlyAccess(granted({ subscriptionPlan: 'basic', subscriptionStatus: 'active' }))).toBe(false);
    expect(hasEarlyAccess(granted({}))).toBe(false);
  });
});

describe('storedLabs', () => {
  it('should read every feature as off on a record without labs', () => {
    expect(storedLabs(undefined)).toEqual({ lookBack: false });
    expect(storedLabs('on')).toEqual({ lookBack: false });
  });

  it('should read a feature as on only when stored as true, and ignore features Labs no longer has', () => {
    expect(storedLabs({ lookBack: true, retired: true })).toEqual({ lookBack: true });
    expect(storedLabs({ lookBack: 'true' })).toEqual({ lookBack: false });
  });
});

describe('labFeatureOn', () => {
  it('should work while switched on and the plan brings early access', () => {
    expect(labFeatureOn(elite, { lookBack: true }, 'lookBack')).toBe(true);
    expect(labFeatureOn(elite, { lookBack: false }, 'lookBack')).toBe(false);
  });

  it('should stop when the plan no longer brings early access, though the switch stays on', () => {
    expect(labFeatureOn(pro, { lookBack: true }, 'lookBack')).toBe(false);
  });
});

describe('labSwitchSchema', () => {
  it('should accept a listed feature switched on or off', () => {
    for (const { id } of LAB_FEATURES) {
      expect(labSwitchSchema.parse({ feature: id, enabled: true })).toEqual({ feature: id, enabled: true });
    }
  });

  it.each([
    [{ feature: 'calendar', enabled: true }, 'feature', 'Not a Labs feature'],
    [{ feature: 'lookBack', enabled: 'yes' }, 'enabled', 'Say whether it is on'],
  ])('should refuse %j', (body, field, message) => {
    const result = labSwitchSchema.safeParse(body);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
