import { describe, expect, it } from 'vitest';
import { entitlement, type PlanHolder } from './plans';
import { chooseTip, hasWellbeingTips, type TipInputs } from './wellbeing-tips';

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** Moods checked in on consecutive days, the last one yesterday. */
const moods = (...values: number[]) =>
  values.map((mood, index) => ({ mood, createdAt: daysAgo(values.length - index) }));

const goal = (title: string, progress: number, targetDate: string | null = null) =>
  ({ title, progress, targetDate, status: 'active' }) as const;

const tip = (overrides: Partial<TipInputs>) =>
  chooseTip({ now: NOW, timeZone: 'UTC', entries: [], goals: [], ...overrides });

describe('hasWellbeingTips', () => {
  const gets = (overrides: Partial<PlanHolder>) =>
    hasWellbeingTips(
      entitlement(
        { subscriptionPlan: null, isVipUser: false, trialStartedAt: daysAgo(90), ...overrides },
        NOW,
      ),
    );

  it('should be for Pro and the plans above it, their trials and VIP', () => {
    expect(gets({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })).toBe(true);
    expect(gets({ subscriptionPlan: 'elite', subscriptionStatus: 'active' })).toBe(true);
    expect(gets({ trialPlan: 'pro', trialStartedAt: daysAgo(1) })).toBe(true);
    expect(gets({ isVipUser: true })).toBe(true);
  });

  it('should not be for Basic, a Basic trial or nobody’s plan', () => {
    expect(gets({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })).toBe(false);
    expect(gets({ trialStartedAt: daysAgo(1) })).toBe(false);
    expect(gets({})).toBe(false);
  });
});

describe('chooseTip', () => {
  it('should answer a low week first, whatever the goals', () => {
    const chosen = tip({ entries: moods(2, 1, 2), goals: [goal('Run a 5k', 0, '2026-11-01')] });
    expect(chosen.kind).toBe('low-mood');
  });

  it('should answer a falling mood next', () => {
    expect(tip({ entries: moods(5, 5, 3, 3), goals: [goal('Run a 5k', 0, '2026-11-01')] }).kind).toBe(
      'falling-mood',
    );
  });

  it('should name a goal past its date, in the person’s own words', () => {
    const chosen = tip({
      entries: moods(4, 4),
      goals: [goal('Walk daily', 50), goal('Run a 5k', 40, '2026-11-25')],
    });
    expect(chosen.kind).toBe('overdue-goal');
    expect(chosen.text).toContain('“Run a 5k”');
  });

  it('should remind a person who has not checked in this week', () => {
    const old = [{ mood: 1, createdAt: daysAgo(8) }];
    expect(tip({ entries: old, goals: [goal('Walk daily', 0)] }).kind).toBe('check-in');
    expect(tip({ entries: [{ mood: null, createdAt: daysAgo(1) }] }).kind).toBe('check-in');
  });

  it('should suggest a first step on a goal not begun', () => {
    const chosen = tip({ entries: moods(4, 4), goals: [goal('Walk daily', 30), goal('Read more', 0)] });
    expect(chosen.kind).toBe('first-step');
    expect(chosen.text).toContain('“Read more”');
  });

  it('should follow a rising or steady week when nothing else calls for a tip', () => {
    expect(tip({ entries: moods(3, 3, 5, 5) }).kind).toBe('rising');
    expect(tip({ entries: moods(4, 4, 4) }).kind).toBe('steady');
  });

  it('should leave out goals that are not active', () => {
    const done = { title: 'Old goal', progress: 0, targetDate: '2026-01-01', status: 'completed' } as const;
    expect(tip({ entries: moods(4, 4), goals: [done] }).kind).toBe('steady');
  });

  it('should keep a tip all day and vary its wording from day to day', () => {
    const inputs = { entries: [], goals: [] };
    const morning = chooseTip({ ...inputs, now: new Date('2026-11-26T06:00:00Z'), timeZone: 'UTC' });
    const evening = chooseTip({ ...inputs, now: new Date('2026-11-26T22:00:00Z'), timeZone: 'UTC' });
    const tomorrow = chooseTip({ ...inputs, now: new Date('2026-11-27T06:00:00Z'), timeZone: 'UTC' });
    expect(evening).toEqual(morning);
    expect(tomorrow.kind).toBe(morning.kind);
    expect(tomorrow.text).not.toBe(morning.text);
  });

  it('should keep every tip short', () => {
    const cases: Partial<TipInputs>[] = [
      { entries: moods(1, 1) },
      { entries: moods(5, 5, 2, 2) },
      { entries: moods(4), goals: [goal('x'.repeat(120), 10, '2026-01-01')] },
      {},
      { entries: moods(4), goals: [goal('x'.repeat(120), 0)] },
      { entries: moods(2, 2, 5, 5) },
      { entries: moods(4) },
    ];
    for (const day of [0, 1]) {
      for (const overrides of cases) {
        const { text } = tip({ ...overrides, now: new Date(NOW.getTime() + day * 86_400_000) });
        expect(text.length).toBeLessThanOrEqual(200);
      }
    }
  });
});
