import { describe, expect, it } from 'vitest';
import { strategyPrompt, type StrategyInputs } from './daily-strategy';
import { MODEL_DATA, modelDataFields } from './model-data';
import { narrativePrompt, type TherapistSummaryStats } from './therapist-summary';
import { reflectionPrompt } from './weekly-reflection';
import type { WeeklyReportStats } from './weekly-report';

/**
 * `input` with every string and number replaced by a marker of its own (arrays' items alike), except
 * at `kept` paths; and the path each marker stands for (array indices left out).
 */
function marked<T>(input: T, kept: readonly string[] = []): { input: T; paths: Map<string, string> } {
  const paths = new Map<string, string>();
  let next = 0;
  const mark = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => mark(item, path));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, mark(item, path ? `${path}.${key}` : key)]),
      );
    if (kept.includes(path) || (typeof value !== 'string' && typeof value !== 'number')) return value;
    next += 1;
    const marker = typeof value === 'number' ? 7_000_000 + next : `marker${next}x`;
    paths.set(String(marker), path);
    return marker;
  };
  return { input: mark(input, '') as T, paths };
}

/** The paths of the input whose markers the prompt holds. */
function sentPaths(prompt: { system: string; user: string }, paths: Map<string, string>): string[] {
  const text = `${prompt.system}\n${prompt.user}`;
  return [...new Set([...paths].filter(([marker]) => text.includes(marker)).map(([, path]) => path))].sort();
}

const tableFields = (use: Parameters<typeof modelDataFields>[0]) => [...new Set(modelDataFields(use))].sort();

describe('what each feature sends to the model, against the table the privacy policy shows', () => {
  it('should send the daily strategy only what the table names', () => {
    const inputs: StrategyInputs = {
      day: '2026-11-27',
      goals: [{ title: 'Run a 5k', progress: 40 }],
      moods: [2, 3, 4],
      memories: ['Has a dog called Leo'],
    };
    const { input, paths } = marked(inputs);
    expect(sentPaths(strategyPrompt(input), paths)).toEqual(tableFields(MODEL_DATA.dailyStrategy));
  });

  it('should send the weekly reflection numbers only, never the words of an entry', () => {
    const stats: WeeklyReportStats = {
      week: '2026-W48',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      timeZone: 'Europe/London',
      entryCount: 5,
      moodCount: 4,
      activeDays: 3,
      averageMood: 3.5,
      previousAverageMood: 3,
      moodChange: 0.5,
      topEmotions: [{ emotion: 'calm', count: 2 }],
      notableEntries: [
        { kind: 'lowest', entryId: 'e1', headline: 'A hard day at work', date: '2026-11-24', mood: 2 },
      ],
      goals: { active: 2, completed: 3, archived: 1, averageProgress: 45, completedThisWeek: 1 },
    };
    const { input, paths } = marked(stats, ['notableEntries.date']);
    const sent = sentPaths(reflectionPrompt(input), paths);
    expect(sent).toEqual(tableFields(MODEL_DATA.weeklyReflection));
    expect(sent).not.toContain('notableEntries.headline');
  });

  it('should send the therapist summary narrative only what the table names', () => {
    const stats: TherapistSummaryStats = {
      from: '2026-11-01',
      to: '2026-11-27',
      mood: { entryCount: 9, moodCount: 8, averageMood: 3.2, firstHalfAverage: 2.9, secondHalfAverage: 3.5 },
      themes: { emotions: [{ name: 'anxious', count: 3 }], tags: [{ name: 'work', count: 4 }] },
      goals: [{ title: 'Sleep by 11', status: 'active', progress: 60, checkIns: 5 }],
      excerpts: ['I slept better this week'],
    };
    const { input, paths } = marked(stats);
    expect(sentPaths(narrativePrompt(input), paths)).toEqual(tableFields(MODEL_DATA.therapistSummary));
  });
});
