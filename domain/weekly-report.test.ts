import { describe, expect, it } from 'vitest';
import { computeWeeklyReport } from './weekly-report';
import { NEW_YORK as NY, reportEntry as entry, reportGoal as goal } from './weekly-report.fixtures';

describe('computeWeeklyReport', () => {
  const monday = entry('2026-03-16T13:00:00Z', 2, ['anxious', 'tired'], 'Rough Monday');
  const wednesday = entry('2026-03-18T23:00:00Z', 4, ['calm'], '', 'Long walk after work\nFelt better.');
  const thursday = entry('2026-03-19T15:00:00Z', null, ['tired'], '', 'Just notes');
  const sundayNight = entry('2026-03-23T03:30:00Z', 5, ['happy', 'anxious'], 'Family dinner');
  const entries = [
    entry('2026-03-10T14:00:00Z', 2), // the week before
    entry('2026-03-12T14:00:00Z', 3),
    monday,
    wednesday,
    thursday,
    sundayNight,
    entry('2026-03-23T14:00:00Z', 1, ['sad']), // the week after
  ];
  const goals = [
    goal({ id: 'a', progress: 40 }),
    goal({ id: 'b', progress: 60 }),
    goal({ id: 'c', status: 'completed', progress: 100, completedAt: new Date('2026-03-20T12:00:00Z') }),
    goal({ id: 'd', status: 'completed', progress: 100, completedAt: new Date('2026-02-01T12:00:00Z') }),
    goal({ id: 'e', status: 'archived', progress: 10 }),
  ];

  const report = computeWeeklyReport({ week: '2026-W12', timeZone: NY, entries, goals });

  it('should sum up the week’s entries in the person’s time zone', () => {
    expect(report).toMatchObject({
      week: '2026-W12',
      startDate: '2026-03-16',
      endDate: '2026-03-22',
      timeZone: NY,
      entryCount: 4,
      moodCount: 3,
      activeDays: 4,
      averageMood: 3.67,
      previousAverageMood: 2.5,
      moodChange: 1.17,
    });
  });

  it('should name the top three emotions, most frequent first', () => {
    expect(report.topEmotions).toEqual([
      { emotion: 'anxious', count: 2 },
      { emotion: 'tired', count: 2 },
      { emotion: 'happy', count: 1 },
    ]);
  });

  it('should point out the lowest and highest mood with their headline and local day', () => {
    expect(report.notableEntries).toEqual([
      { kind: 'lowest', entryId: monday.id, headline: 'Rough Monday', date: '2026-03-16', mood: 2 },
      { kind: 'highest', entryId: sundayNight.id, headline: 'Family dinner', date: '2026-03-22', mood: 5 },
    ]);
  });

  it('should sum up goal progress and count goals completed during the week', () => {
    expect(report.goals).toEqual({
      active: 2,
      completed: 2,
      archived: 1,
      averageProgress: 50,
      completedThisWeek: 1,
    });
  });

  it('should move the Sunday-night entry to the next week in UTC', () => {
    const utc = computeWeeklyReport({ week: '2026-W12', timeZone: 'UTC', entries, goals: [] });
    expect(utc.entryCount).toBe(3);
    expect(utc.averageMood).toBe(3);
    const next = computeWeeklyReport({ week: '2026-W13', timeZone: 'UTC', entries, goals: [] });
    expect(next.notableEntries.map((item) => item.headline)).toEqual(['Mood check-in', 'Family dinner']);
    expect(next.previousAverageMood).toBe(3);
  });

  it('should handle a week across the new year', () => {
    const newYear = computeWeeklyReport({
      week: '2026-W01',
      timeZone: 'UTC',
      entries: [
        entry('2025-12-29T10:00:00Z', 3), // Monday of 2026-W01
        entry('2026-01-04T22:00:00Z', 5), // its Sunday
        entry('2025-12-22T10:00:00Z', 1), // 2025-W52
      ],
      goals: [],
    });
    expect(newYear).toMatchObject({ entryCount: 2, averageMood: 4, previousAverageMood: 1, moodChange: 3 });
  });

  it('should report a steady week with one notable entry, and an empty week with none', () => {
    const steady = computeWeeklyReport({
      week: '2026-W12',
      timeZone: NY,
      entries: [
        entry('2026-03-16T13:00:00Z', 3, [], 'First'),
        entry('2026-03-17T13:00:00Z', 3, [], 'Second'),
      ],
      goals: [],
    });
    expect(steady.notableEntries).toEqual([expect.objectContaining({ kind: 'highest', headline: 'Second' })]);
    expect(steady.moodChange).toBeNull();

    const empty = computeWeeklyReport({ week: '2026-W12', timeZone: NY, entries: [], goals: [] });
    expect(empty).toMatchObject({
      entryCount: 0,
      moodCount: 0,
      activeDays: 0,
      averageMood: null,
      moodChange: null,
      topEmotions: [],
      notableEntries: [],
      goals: { active: 0, completed: 0, archived: 0, averageProgress: 0, completedThisWeek: 0 },
    });
  });
});
