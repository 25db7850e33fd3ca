import { describe, expect, it } from 'vitest';
import {
  checkInSchema,
  GOAL_LIMITS,
  GOAL_STATUSES,
  goalProgressSummary,
  goalSchema,
  goalsWithStatus,
  isGoalOverdue,
  type Goal,
} from './goals';

const goal = (overrides: Partial<Goal> = {}): Goal => ({
  id: 'g1',
  title: 'Walk every morning',
  description: '',
  targetDate: null,
  status: 'active',
  progress: 0,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  updatedAt: new Date('2026-01-01T10:00:00Z'),
  completedAt: null,
  ...overrides,
});

const firstError = (schema: typeof goalSchema | typeof checkInSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('goalSchema', () => {
  it('should accept a goal at every bound and trim what was typed', () => {
    const result = goalSchema.safeParse({
      title: ` ${'t'.repeat(GOAL_LIMITS.titleMaxLength)} `,
      description: 'd'.repeat(GOAL_LIMITS.descriptionMaxLength),
      targetDate: '2026-02-28',
    });
    expect(result.success && result.data.title).toBe('t'.repeat(120));
  });

  it('should accept a goal without a target date', () => {
    expect(goalSchema.safeParse({ title: 'Read', description: '', targetDate: null }).success).toBe(true);
  });

  it.each([
    ['an empty title', { title: '   ' }, 'Give the goal a title.'],
    ['a 121-character title', { title: 't'.repeat(121) }, 'Keep the title to 120 characters or fewer.'],
    [
      'a 1001-character description',
      { description: 'd'.repeat(1001) },
      'Keep the description to 1000 characters or fewer.',
    ],
    ['a date that does not exist', { targetDate: '2026-02-31' }, 'Choose a valid date.'],
    ['a date in another format', { targetDate: '31/01/2026' }, 'Choose a valid date.'],
  ])('should refuse %s', (_, overrides, message) => {
    const input = { title: 'Read', description: '', targetDate: null, ...overrides };
    expect(firstError(goalSchema, input)).toBe(message);
  });
});

describe('checkInSchema', () => {
  it('should accept 0 and 100 with a note at the bound', () => {
    expect(checkInSchema.safeParse({ note: 'n'.repeat(500), progress: 0 }).success).toBe(true);
    expect(checkInSchema.safeParse({ note: '', progress: 100 }).success).toBe(true);
  });

  it.each([
    ['-1%', { progress: -1 }, 'Enter a percentage from 0 to 100.'],
    ['101%', { progress: 101 }, 'Enter a percentage from 0 to 100.'],
    ['a fraction', { progress: 12.5 }, 'Use a whole number.'],
    ['an empty number', { progress: Number.NaN }, 'Enter a percentage from 0 to 100.'],
    ['a 501-character note', { note: 'n'.repeat(501) }, 'Keep the note to 500 characters or fewer.'],
  ])('should refuse %s', (_, overrides, message) => {
    expect(firstError(checkInSchema, { note: '', progress: 50, ...overrides })).toBe(message);
  });
});

describe('goalProgressSummary', () => {
  const reached = new Date('2026-03-01T10:00:00Z');

  it('should count each status and average the active goals only', () => {
    const summary = goalProgressSummary([
      goal({ progress: 20 }),
      goal({ progress: 45 }),
      goal({ status: 'completed', progress: 100, completedAt: reached }),
      goal({ status: 'archived', progress: 0 }),
    ]);
    expect(summary).toEqual({ active: 2, completed: 1, archived: 1, averageProgress: 33 });
  });

  it('should still count a completed goal as completed once it is archived', () => {
    const summary = goalProgressSummary([goal({ status: 'archived', progress: 100, completedAt: reached })]);
    expect(summary).toEqual({ active: 0, completed: 1, archived: 1, averageProgress: 0 });
  });

  it('should report 0 average progress when no goal is active', () => {
    expect(
      goalProgressSummary([goal({ status: 'completed', progress: 100, completedAt: reached })])
        .averageProgress,
    ).toBe(0);
    expect(goalProgressSummary([])).toEqual({ active: 0, completed: 0, archived: 0, averageProgress: 0 });
  });
});

describe('isGoalOverdue', () => {
  it('should flag an active goal whose target day has passed, not today', () => {
    expect(isGoalOverdue(goal({ targetDate: '2026-03-09' }), '2026-03-10')).toBe(true);
    expect(isGoalOverdue(goal({ targetDate: '2026-03-10' }), '2026-03-10')).toBe(false);
  });

  it('should not flag undated, completed or archived goals', () => {
    expect(isGoalOverdue(goal(), '2026-03-10')).toBe(false);
    for (const status of GOAL_STATUSES.filter((s) => s !== 'active')) {
      expect(isGoalOverdue(goal({ status, targetDate: '2020-01-01' }), '2026-03-10')).toBe(false);
    }
  });
});

describe('goalsWithStatus', () => {
  it('should list active goals by nearest target date, undated ones last', () => {
    const goals = [
      goal({ id: 'undated' }),
      goal({ id: 'later', targetDate: '2026-06-01' }),
      goal({ id: 'done', status: 'completed' }),
      goal({ id: 'sooner', targetDate: '2026-04-01' }),
    ];
    expect(goalsWithStatus(goals, 'active').map((g) => g.id)).toEqual(['sooner', 'later', 'undated']);
  });

  it('should list completed goals most recently changed first', () => {
    const goals = [
      goal({ id: 'old', status: 'completed', updatedAt: new Date('2026-01-02') }),
      goal({ id: 'new', status: 'completed', updatedAt: new Date('2026-02-02') }),
    ];
    expect(goalsWithStatus(goals, 'completed').map((g) => g.id)).toEqual(['new', 'old']);
  });
});
