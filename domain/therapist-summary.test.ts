import { describe, expect, it } from 'vitest';
import type { Goal } from './goals';
import {
  composeTherapistSummary,
  defaultSummaryRange,
  narrativePrompt,
  rangeProblem,
  therapistSummaryStats,
  therapistSummaryStatsSchema,
  THERAPIST_SUMMARY_LABEL,
  type SummaryEntry,
  type SummaryInput,
} from './therapist-summary';

const at = (iso: string) => new Date(iso);
const entry = (iso: string, mood: number | null, emotions: string[] = [], tags: string[] = []) =>
  ({ createdAt: at(iso), mood, emotions, tags }) as SummaryEntry;

const goal = (overrides: Partial<Goal>): Goal => ({
  id: 'g1',
  title: 'Walk every morning',
  description: '',
  targetDate: null,
  status: 'active',
  progress: 40,
  createdAt: at('2026-10-01T09:00:00Z'),
  updatedAt: at('2026-10-01T09:00:00Z'),
  completedAt: null,
  ...overrides,
});

const input = (overrides: Partial<SummaryInput> = {}): SummaryInput => ({
  range: { from: '2026-11-01', to: '2026-11-10' },
  sections: ['mood', 'themes', 'goals', 'safetyPlan', 'excerpts'],
  entries: [
    entry('2026-10-31T12:00:00Z', 1, ['sad']), // the day before the range
    entry('2026-11-02T12:00:00Z', 2, ['anxious', 'tired'], ['work']),
    entry('2026-11-03T12:00:00Z', 2, ['anxious'], ['work']),
    entry('2026-11-08T12:00:00Z', 4, ['calm', 'anxious'], ['family']),
    entry('2026-11-09T12:00:00Z', null, ['tired']),
  ],
  goals: [
    goal({ id: 'g1', targetDate: '2026-12-01' }),
    goal({ id: 'g2', title: 'Old goal', status: 'archived' }),
    goal({ id: 'g3', title: 'Later goal', createdAt: at('2026-11-20T09:00:00Z') }),
  ],
  checkIns: [
    { goalId: 'g1', progress: 20, note: 'Two walks', createdAt: at('2026-11-02T08:00:00Z') },
    { goalId: 'g1', progress: 40, note: 'Rainy but went', createdAt: at('2026-11-06T08:00:00Z') },
    { goalId: 'g1', progress: 10, note: 'Before the range', createdAt: at('2026-10-20T08:00:00Z') },
  ],
  safetyPlan: { warningSigns: 'Not sleeping', copingStrategies: '  ' },
  excerpts: [
    { id: 'm1', content: 'I keep worrying about the review.', createdAt: at('2026-11-04T20:00:00Z') },
  ],
  timeZone: 'UTC',
  ...overrides,
});

const text = (summary: ReturnType<typeof composeTherapistSummary>) =>
  JSON.stringify(summary.sections.map((section) => [section.heading, section.blocks]));

describe('defaultSummaryRange and rangeProblem', () => {
  it('should cover the last 30 local days, today included', () => {
    expect(defaultSummaryRange(at('2026-11-30T23:30:00Z'), 'UTC')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // Already 1 December in Tokyo.
    expect(defaultSummaryRange(at('2026-11-30T23:30:00Z'), 'Asia/Tokyo').to).toBe('2026-12-01');
  });

  it('should refuse a missing date, a reversed range and one over a year', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeUndefined();
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe('Choose both dates.');
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toMatch(/on or before/);
    expect(rangeProblem({ from: '2025-11-01', to: '2026-11-01' })).toBeUndefined();
    expect(rangeProblem({ from: '2025-10-31', to: '2026-11-01' })).toBe('Choose at most 366 days.');
  });
});

describe('composeTherapistSummary', () => {
  it('should hold the chosen sections in order, labelled and dated', () => {
    const summary = composeTherapistSummary(input());
    expect(summary.label).toBe(THERAPIST_SUMMARY_LABEL);
    expect(summary.period).toBe('November 1, 2026 to November 10, 2026');
    expect(summary.fileName).toBe('reflectai-summary-2026-11-01-to-2026-11-10.pdf');
    expect(summary.sections.map((section) => section.heading)).toEqual([
      'Mood trends',
      'Recurring themes',
      'Goals and progress',
      'Safety plan',
      'Conversation excerpts',
    ]);
  });

  it('should leave out what is not chosen, the chart and safety plan included', () => {
    const summary = composeTherapistSummary(input({ sections: ['goals'] }));
    expect(summary.sections.map((section) => section.id)).toEqual(['goals']);
    expect(summary.moodDays).toBeUndefined();
    expect(text(summary)).not.toContain('Not sleeping');
    expect(text(summary)).not.toContain('worrying');
  });

  it('should sum up the range’s moods, halves and chart from its entries only', () => {
    const summary = composeTherapistSummary(input());
    expect(summary.sections[0]!.blocks).toEqual([
      {
        kind: 'paragraph',
        text: '4 journal entries in these dates, 3 with a mood (1 = very low, 5 = great). Average mood: 2.7 out of 5 (okay).',
      },
      {
        kind: 'paragraph',
        text: 'First half of the period: 2.0 out of 5 (low). Second half: 4.0 out of 5 (good).',
      },
    ]);
    expect(summary.moodDays).toHaveLength(10);
    expect(summary.moodDays![0]).toEqual({ date: '2026-11-01', average: null, count: 0 });
    expect(summary.moodDays![7]).toEqual({ date: '2026-11-08', average: 4, count: 1 });
  });

  it('should name only the emotions and tags that recur', () => {
    const themes = composeTherapistSummary(input()).sections[1]!;
    expect(themes.blocks).toEqual([
      { kind: 'paragraph', text: 'Emotions named most often: anxious (3), tired (2).' },
      { kind: 'paragraph', text: 'Tags used most often: work (2).' },
    ]);
    const none = composeTherapistSummary(input({ entries: [entry('2026-11-02T12:00:00Z', 3, ['calm'])] }));
    expect(none.sections[1]!.blocks[0]).toEqual({
      kind: 'paragraph',
      text: 'No emotion or tag came up more than once in these dates.',
    });
  });

  it('should list the range’s goals with progress and their check-ins in the range', () => {
    const goals = composeTherapistSummary(input()).sections[2]!;
    expect(goals.blocks).toEqual([
      {
        kind: 'bullets',
        items: [
          'Walk every morning: 40% done, target 2026-12-01; 2 check-ins, latest note: "Rainy but went".',
        ],
      },
    ]);
  });

  it('should show the written safety plan sections and the chosen excerpts', () => {
    const summary = composeTherapistSummary(input());
    expect(summary.sections[3]!.blocks).toEqual([
      { kind: 'subheading', text: 'My warning signs' },
      { kind: 'paragraph', text: 'Not sleeping' },
    ]);
    expect(summary.sections[4]!.blocks).toEqual([
      { kind: 'bullets', items: ['2026-11-04: "I keep worrying about the review."'] },
    ]);
  });

  it('should put the narrative first when there is one', () => {
    const summary = composeTherapistSummary(input({ sections: ['mood'], narrative: 'Mood rose.' }));
    expect(summary.sections.map((section) => section.id)).toEqual(['narrative', 'mood']);
    expect(summary.sections[0]!.blocks).toEqual([{ kind: 'paragraph', text: 'Mood rose.' }]);
  });
});

describe('therapistSummaryStats and narrativePrompt', () => {
  it('should carry numbers and headlines of the chosen sections only, valid for the API', () => {
    const stats = therapistSummaryStats(input({ sections: ['mood', 'goals'], excerpts: [] }));
    expect(stats).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      mood: { entryCount: 4, moodCount: 3, averageMood: 2.67, firstHalfAverage: 2, secondHalfAverage: 4 },
      goals: [{ title: 'Walk every morning', status: 'active', progress: 40, checkIns: 2 }],
    });
    expect(therapistSummaryStatsSchema.parse(stats)).toEqual(stats);
  });

  it('should send excerpts only when they are chosen and ticked', () => {
    expect(therapistSummaryStats(input()).excerpts).toEqual(['I keep worrying about the review.']);
    expect(therapistSummaryStats(input({ sections: ['mood'] })).excerpts).toBeUndefined();
  });

  it('should ask for a short neutral narrative from the stats', () => {
    const prompt = narrativePrompt(therapistSummaryStats(input({ sections: ['themes', 'goals'] })));
    expect(prompt.system).toContain('2 to 4');
    expect(prompt.user).toContain('Recurring emotions: anxious (3), tired (2).');
    expect(prompt.user).toContain('"Walk every morning" active at 40% (2 check-ins)');
    expect(prompt.user).not.toContain('Average mood');
    expect(prompt.user).not.toContain('worrying');
  });
});
