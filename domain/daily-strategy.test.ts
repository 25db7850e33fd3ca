import { describe, expect, it } from 'vitest';
import { assessMessage } from './crisis-assessor';
import {
  composeStrategy,
  hasDailyStrategy,
  modelStrategy,
  moodTrend,
  STRATEGY_LIMITS,
  strategyDay,
  strategyInputs,
  strategyPrompt,
  type StrategyInputs,
} from './daily-strategy';
import { entitlement, type PlanHolder } from './plans';

const NOW = new Date('2026-11-26T12:00:00Z');

const holder = (overrides: Partial<PlanHolder>): PlanHolder => ({
  subscriptionPlan: null,
  subscriptionStatus: null,
  isVipUser: false,
  // The app's trial ended long ago.
  trialStartedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

const inputs = (overrides: Partial<StrategyInputs> = {}): StrategyInputs => ({
  day: '2026-11-26',
  goals: [],
  moods: [],
  memories: [],
  ...overrides,
});

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).length;

describe('hasDailyStrategy', () => {
  it('should give a strategy to Elite, an Elite trial and VIP, and to no one else', () => {
    const gets = (overrides: Partial<PlanHolder>) => hasDailyStrategy(entitlement(holder(overrides), NOW));
    expect(gets({ subscriptionPlan: 'elite', subscriptionStatus: 'active' })).toBe(true);
    expect(gets({ subscriptionPlan: 'elite', subscriptionStatus: 'past_due' })).toBe(true);
    expect(gets({ trialPlan: 'elite', trialStartedAt: new Date('2026-11-25T00:00:00Z') })).toBe(true);
    expect(gets({ isVipUser: true })).toBe(true);
    expect(gets({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })).toBe(false);
    expect(gets({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })).toBe(false);
    expect(gets({ subscriptionPlan: 'elite', subscriptionStatus: 'canceled' })).toBe(false);
    expect(gets({ trialStartedAt: new Date('2026-11-25T00:00:00Z') })).toBe(false);
  });
});

describe('strategyDay', () => {
  it('should be the local date where the person is', () => {
    const instant = new Date('2026-11-26T23:30:00Z');
    expect(strategyDay(instant, 'UTC')).toBe('2026-11-26');
    expect(strategyDay(instant, 'Europe/Paris')).toBe('2026-11-27');
    expect(strategyDay(instant, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(strategyDay(new Date('2026-11-26T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-25');
  });
});

describe('strategyInputs', () => {
  const goal = (title: string, progress: number, status: 'active' | 'completed' | 'archived' = 'active') => ({
    title,
    progress,
    status,
  });
  const entry = (createdAt: string, mood: number | null) => ({ createdAt: new Date(createdAt), mood });

  it('should take the active goals furthest from done, the last 7 days’ moods oldest first, and the newest memories', () => {
    const made = strategyInputs({
      day: '2026-11-26',
      now: NOW,
      goals: [
        goal('Finish the garden shed', 80),
        goal('Run a 5k', 20),
        goal('Read more', 0, 'completed'),
        goal('Old plan', 5, 'archived'),
        goal('Learn Spanish', 50),
        goal('Call home weekly', 60),
      ],
      entries: [
        entry('2026-11-26T08:00:00Z', 2),
        entry('2026-11-19T11:59:59Z', 5), // just over a week ago
        entry('2026-11-19T12:00:00Z', 4),
        entry('2026-11-22T12:00:00Z', null),
        entry('2026-11-24T12:00:00Z', 3),
      ],
      memories: Array.from({ length: STRATEGY_LIMITS.maxMemories + 5 }, (_, index) => `memory ${index}`),
    });
    expect(made.goals).toEqual([
      { title: 'Run a 5k', progress: 20 },
      { title: 'Learn Spanish', progress: 50 },
      { title: 'Call home weekly', progress: 60 },
    ]);
    expect(made.moods).toEqual([4, 3, 2]);
    expect(made.memories).toHaveLength(STRATEGY_LIMITS.maxMemories);
    expect(made.memories[0]).toBe('memory 0');
  });
});

describe('moodTrend', () => {
  it.each([
    [[], 'none'],
    [[2, 2, 3], 'low'],
    [[1], 'low'],
    [[4], 'steady'],
    [[4, 4, 3, 4], 'steady'],
    [[5, 4, 3, 3], 'falling'],
    [[3, 3, 4, 5], 'rising'],
  ] as const)('should read %j as %s', (moods, trend) => {
    expect(moodTrend(moods)).toBe(trend);
  });
});

describe('composeStrategy', () => {
  it('should give a low week with a goal a gentle step toward the goal furthest from done and a coping idea', () => {
    const text = composeStrategy(
      strategyInputs({
        day: '2026-11-26',
        now: NOW,
        goals: [
          { title: 'Finish the garden shed', progress: 80, status: 'active' },
          { title: 'Run a 5k', progress: 20, status: 'active' },
        ],
        entries: [2, 2, 1, 3].map((mood, index) => ({
          mood,
          createdAt: new Date(NOW.getTime() - index * 3_600_000),
        })),
        memories: [],
      }),
    );
    expect(text).toMatch(/^Keep today light: give “Run a 5k” just ten minutes/);
    expect(text).toContain('Your mood has been low this week');
    expect(text).not.toContain('garden shed');
    expect(sentences(text)).toBe(2);
  });

  it('should give a good week a focused step and a falling week a pause', () => {
    const goals = [{ title: 'Learn Spanish', progress: 10 }];
    expect(composeStrategy(inputs({ goals, moods: [4, 4, 4] }))).toMatch(
      /^Give “Learn Spanish” ten focused minutes today/,
    );
    const falling = composeStrategy(inputs({ goals, moods: [5, 5, 3, 3] }));
    expect(falling).toMatch(/^Keep today light: give “Learn Spanish”/);
    expect(falling).toContain('Your mood has dipped this week');
  });

  it('should turn to what the person said helps them, when memory holds it', () => {
    const text = composeStrategy(
      inputs({ moods: [2, 2], memories: ['My sister is Ana', 'Walking the dog helps me unwind.'] }),
    );
    expect(text).toContain('Make room for what you know helps: “Walking the dog helps me unwind”.');
    expect(text).not.toContain('Ana');
  });

  it('should make a sensible general strategy from no data at all', () => {
    const text = composeStrategy(inputs());
    expect(text).toMatch(/^Pick one thing that matters to you today/);
    expect(text).toMatch(/check in|check-in/);
    expect(sentences(text)).toBe(2);
  });

  it('should read the same for the same inputs and vary from day to day', () => {
    const week = Array.from({ length: 7 }, (_, day) =>
      composeStrategy(inputs({ day: `2026-11-${20 + day}`, moods: [4, 4] })),
    );
    expect(composeStrategy(inputs({ day: '2026-11-20', moods: [4, 4] }))).toBe(week[0]);
    expect(new Set(week).size).toBeGreaterThan(1);
  });

  it('should stay within the length bound with the longest inputs, and never read as a crisis', () => {
    const longest = composeStrategy(
      inputs({
        goals: [{ title: 'g'.repeat(120), progress: 0 }],
        moods: [1, 1],
        memories: [`${'m'.repeat(190)} helps`],
      }),
    );
    expect(longest.length).toBeLessThanOrEqual(STRATEGY_LIMITS.maxLength);
    expect(longest).toContain('…');
    // Every wording: each trend, both days' ideas, with and without a goal or a helpful memory.
    const texts = [[], [{ title: 'Run a 5k', progress: 10 }]].flatMap((goals) =>
      [[], ['Walking the dog helps me unwind.']].flatMap((memories) =>
        [[], [1, 1], [5, 5, 2, 2], [1, 3, 5, 5], [4, 4]].flatMap((moods) =>
          ['2026-11-26', '2026-11-27'].map((day) => composeStrategy({ day, goals, moods, memories })),
        ),
      ),
    );
    for (const text of new Set(texts)) {
      expect(text.length).toBeLessThanOrEqual(STRATEGY_LIMITS.maxLength);
      expect(assessMessage(text), text).toEqual({ level: 'none', kinds: [] });
    }
  });
});

describe('strategyPrompt', () => {
  it('should give the model the goals, the moods as numbers and what is remembered', () => {
    const { system, user } = strategyPrompt(
      inputs({ goals: [{ title: 'Run a 5k', progress: 20 }], moods: [2, 2], memories: ['Tea calms me'] }),
    );
    expect(system).toContain('one or two short');
    expect(system).toContain(`under ${STRATEGY_LIMITS.maxLength} characters`);
    expect(system).toContain('do not mention crisis');
    expect(user).toContain('"Run a 5k" (20% done)');
    expect(user).toContain('2, 2; trend: low');
    expect(user).toContain('"Tea calms me"');
  });

  it('should say when there is nothing to go on', () => {
    const { user } = strategyPrompt(inputs());
    expect(user).toContain('Active goals: none.');
    expect(user).toContain('5 = great): none; trend: none.');
    expect(user).toContain('Remembered: nothing.');
  });
});

describe('modelStrategy', () => {
  it('should keep a model’s answer trimmed, and refuse an empty or overlong one', () => {
    expect(modelStrategy('  Take a walk at lunch.  ')).toBe('Take a walk at lunch.');
    expect(modelStrategy('   ')).toBeUndefined();
    expect(modelStrategy('x'.repeat(STRATEGY_LIMITS.maxLength))).toHaveLength(STRATEGY_LIMITS.maxLength);
    expect(modelStrategy('x'.repeat(STRATEGY_LIMITS.maxLength + 1))).toBeUndefined();
  });
});
