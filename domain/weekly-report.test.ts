import { describe, expect, it } from 'vitest';
import type { Goal } from './goals';
import type { Emotion } from './journal';
import {
  catchUpWindow,
  computeWeeklyReport,
  dueWeeks,
  isIsoWeek,
  isoWeekDays,
  isoWeekOf,
  isoWeekOfDay,
  isoWeekWindow,
  isTimeZone,
  isWeekOver,
  lastEndedWeek,
  moodLabel,
  reflectionPrompt,
  shiftIsoWeek,
  templateReflection,
  withDoneWeek,
  type ReportEntry,
} from './weekly-report';

const NY = 'America/New_York';

let ids = 0;
const entry = (
  createdAt: string,
  mood: number | null,
  emotions: Emotion[] = [],
  title = '',
  body = '',
): ReportEntry => ({ id: `e${++ids}`, createdAt: new Date(createdAt), mood, emotions, title, body });

const goal = (overrides: Partial<Goal>): Goal => ({
  id: 'g',
  title: 'Run a 5k',
  description: '',
  targetDate: null,
  status: 'active',
  progress: 0,
  createdAt: new Date('2026-01-05T10:00:00Z'),
  updatedAt: new Date('2026-01-05T10:00:00Z'),
  completedAt: null,
  ...overrides,
});

describe('ISO weeks', () => {
  it.each([
    ['2026-03-18', '2026-W12'],
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 holds it
    ['2024-12-30', '2025-W01'], // a Monday in December that starts next year's week 1
    ['2021-01-03', '2020-W53'], // a Sunday in January that ends last year's week 53
    ['2027-01-01', '2026-W53'], // 2026 starts on a Thursday, so it has 53 weeks
    ['2025-12-28', '2025-W52'],
    ['2026-03-22', '2026-W12'], // Sunday ends the week
    ['2026-03-23', '2026-W13'], // Monday starts the next
  ])('should put %s in %s', (day, week) => {
    expect(isoWeekOfDay(day)).toBe(week);
  });

  it('should give a week’s Monday and Sunday, across a year boundary too', () => {
    expect(isoWeekDays('2026-W12')).toEqual({ startDate: '2026-03-16', endDate: '2026-03-22' });
    expect(isoWeekDays('2025-W01')).toEqual({ startDate: '2024-12-30', endDate: '2025-01-05' });
    expect(isoWeekDays('2020-W53')).toEqual({ startDate: '2020-12-28', endDate: '2021-01-03' });
  });

  it('should step to the previous and next week across year ends', () => {
    expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
    expect(shiftIsoWeek('2021-W01', -1)).toBe('2020-W53');
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftIsoWeek('2026-W12', 1)).toBe('2026-W13');
  });

  it('should tell real week ids from others', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-W7')).toBe(false);
    expect(isIsoWeek('2026-12')).toBe(false);
    expect(() => isoWeekDays('2025-W53')).toThrow('Not an ISO week');
  });

  it('should count Sunday night in the week where the person is, not in UTC', () => {
    // Sunday 22 March, 23:30 in New York is already Monday in UTC and in Tokyo.
    const sundayNight = new Date('2026-03-23T03:30:00Z');
    expect(isoWeekOf(sundayNight, NY)).toBe('2026-W12');
    expect(isoWeekOf(sundayNight, 'UTC')).toBe('2026-W13');
    expect(isoWeekOf(new Date('2026-03-15T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-W12'); // Monday 01:00
  });

  it('should give query bounds that hold the week in every time zone', () => {
    const { from, to } = isoWeekWindow('2026-W12');
    // Monday 00:00 in Kiritimati (UTC+14) and Sunday 23:59 on Baker Island (UTC−12).
    expect(from.getTime()).toBeLessThanOrEqual(Date.parse('2026-03-15T10:00:00Z'));
    expect(to.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-23T11:59:00Z'));
    expect(to.getTime() - from.getTime()).toBe((7 * 24 + 26) * 3_600_000);
  });

  it('should know when a week is over where the person is', () => {
    const mondayMorningUtc = new Date('2026-03-23T06:00:00Z');
    expect(isWeekOver('2026-W12', mondayMorningUtc, 'UTC')).toBe(true);
    expect(isWeekOver('2026-W12', mondayMorningUtc, 'America/Los_Angeles')).toBe(false);
    expect(isWeekOver('2026-W13', mondayMorningUtc, 'UTC')).toBe(false);
  });
});

describe('the weeks a weekly job owes', () => {
  // Monday 23 March 2026 (2026-W13) at 12:00 UTC: 2026-W12 has just ended on Baker Island (UTC−12).
  const monday = new Date('2026-03-23T12:00:00Z');

  it('should owe last week only from Monday 12:00 UTC, when it has ended in every time zone', () => {
    expect(lastEndedWeek(monday)).toBe('2026-W12');
    expect(lastEndedWeek(new Date('2026-03-23T11:59:59Z'))).toBe('2026-W11');
    expect(lastEndedWeek(new Date('2026-03-29T23:00:00Z'))).toBe('2026-W12'); // the Sunday after
    expect(lastEndedWeek(new Date('2026-01-05T12:00:00Z'))).toBe('2026-W01'); // a new year's first Monday
    expect(catchUpWindow(monday)).toEqual(['2026-W09', '2026-W10', '2026-W11', '2026-W12']);
  });

  it('should owe only the last ended week when it has never run', () => {
    expect(dueWeeks(undefined, monday)).toEqual(['2026-W12']);
  });

  it('should owe nothing more once the week is done, however often it runs', () => {
    const history = { since: '2026-W12', doneWeeks: ['2026-W12'] };
    expect(dueWeeks(history, monday)).toEqual([]);
    expect(dueWeeks(history, new Date('2026-03-25T08:00:00Z'))).toEqual([]);
  });

  it('should owe the weeks of missed runs on the next, oldest first, but none before its first week', () => {
    const history = { since: '2026-W10', doneWeeks: ['2026-W10'] };
    expect(dueWeeks(history, monday)).toEqual(['2026-W11', '2026-W12']);
    expect(dueWeeks({ since: '2026-W12', doneWeeks: [] }, monday)).toEqual(['2026-W12']);
  });

  it('should owe a week left unfinished (a failure) until it leaves the catch-up window', () => {
    const history = { since: '2026-W01', doneWeeks: ['2026-W09', '2026-W11', '2026-W12'] };
    expect(dueWeeks(history, monday)).toEqual(['2026-W10']);
    // Four weeks on, 2026-W10 is out of reach: only the weeks since are owed.
    expect(dueWeeks(history, new Date('2026-04-13T12:00:00Z'))).toEqual(['2026-W13', '2026-W14', '2026-W15']);
  });

  it('should catch up on at most four weeks after a long gap', () => {
    const history = { since: '2026-W01', doneWeeks: ['2026-W02'] };
    expect(dueWeeks(history, monday)).toEqual(['2026-W09', '2026-W10', '2026-W11', '2026-W12']);
    expect(dueWeeks(history, monday, 2)).toEqual(['2026-W11', '2026-W12']);
  });

  it('should catch up across a year end', () => {
    const history = { since: '2020-W50', doneWeeks: ['2020-W51'] };
    expect(dueWeeks(history, new Date('2021-01-11T12:00:00Z'))).toEqual(['2020-W52', '2020-W53', '2021-W01']);
  });

  it('should record a finished week and forget those out of the window', () => {
    const history = { since: '2026-W01', doneWeeks: ['2026-W02', '2026-W11'] };
    expect(withDoneWeek(history, '2026-W12', monday)).toEqual({
      since: '2026-W01',
      doneWeeks: ['2026-W11', '2026-W12'],
    });
    expect(
      withDoneWeek({ since: '2026-W12', doneWeeks: ['2026-W12'] }, '2026-W12', monday).doneWeeks,
    ).toEqual(['2026-W12']);
  });
});

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

describe('templateReflection', () => {
  const base = computeWeeklyReport({
    week: '2026-W12',
    timeZone: NY,
    entries: [
      entry('2026-03-10T14:00:00Z', 2),
      entry('2026-03-16T13:00:00Z', 2, ['anxious'], 'Rough Monday'),
      entry('2026-03-21T15:00:00Z', 4, ['anxious', 'calm'], 'Saturday hike'),
    ],
    goals: [goal({ progress: 30 })],
  });

  it('should reflect the week’s numbers, moments, emotions and goals', () => {
    const text = templateReflection(base);
    expect(text).toContain('You wrote 2 journal entries on 2 days this week.');
    expect(text).toContain('Your average mood was 3.0 out of 5 (okay), up 1.0 from the week before.');
    expect(text).toContain(
      'Monday ("Rough Monday") was the hardest moment and Saturday ("Saturday hike") the brightest.',
    );
    expect(text).toContain('Anxious and calm came up most, in that order.');
    expect(text).toContain('try a thought record');
    expect(text).toContain('Your 1 active goal is at 30% on average.');
  });

  it('should be the same for the same week and differ when the week differs', () => {
    expect(templateReflection(base)).toBe(templateReflection({ ...base }));
    const lower = templateReflection({
      ...base,
      averageMood: 1.5,
      moodChange: -0.5,
      topEmotions: [{ emotion: 'sad', count: 3 }],
    });
    expect(lower).toContain('Your average mood was 1.5 out of 5 (low), down 0.5 from the week before.');
    expect(lower).toContain('one small, pleasant activity');
    const steady = templateReflection({ ...base, moodChange: 0.1 });
    expect(steady).toContain('much the same as the week before');
    const positive = templateReflection({ ...base, topEmotions: [{ emotion: 'grateful', count: 2 }] });
    expect(positive).toContain('Notice what helped you feel grateful');
    const completed = templateReflection({ ...base, goals: { ...base.goals, completedThisWeek: 2 } });
    expect(completed).toContain('You completed 2 goals this week: well done.');
    expect(templateReflection({ ...base, week: '2026-W13' })).not.toBe(templateReflection(base));
  });

  it('should invite the person to write when the week is empty', () => {
    const empty = computeWeeklyReport({ week: '2026-W12', timeZone: NY, entries: [], goals: [] });
    expect(templateReflection(empty)).toMatch(/^No journal entries this week yet\./);
  });

  it('should speak of one entry in the singular and leave out a mood it does not have', () => {
    const one = computeWeeklyReport({
      week: '2026-W12',
      timeZone: NY,
      entries: [entry('2026-03-17T13:00:00Z', null, [], 'Only words')],
      goals: [],
    });
    const text = templateReflection(one);
    expect(text).toMatch(/^You wrote one journal entry this week\. /);
    expect(text).not.toContain('average mood');
    expect(text).not.toContain('goal');
  });
});

describe('reflectionPrompt', () => {
  it('should give the model the numbers but nothing the person wrote, titles included', () => {
    const stats = computeWeeklyReport({
      week: '2026-W12',
      timeZone: NY,
      entries: [entry('2026-03-16T13:00:00Z', 2, ['anxious'], 'Rough Monday', 'My secret diary text')],
      goals: [],
    });
    const prompt = reflectionPrompt(stats);
    expect(prompt.user).toContain('Average mood: 2');
    expect(prompt.user).toContain('highest mood: 2 on Monday.');
    expect(prompt.user).not.toContain('Rough Monday');
    expect(prompt.user).not.toContain('secret');
    expect(prompt.system).toContain('Do not diagnose');
  });
});

describe('moodLabel', () => {
  it.each([
    [1, 'Very low'],
    [2.4, 'Low'],
    [3.5, 'Good'],
    [5, 'Great'],
  ])('should call %d %s', (average, label) => {
    expect(moodLabel(average)).toBe(label);
  });
});

describe('isTimeZone', () => {
  it('should accept IANA zones and UTC, and refuse unknown or empty names', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('withDoneWeek', () => {
  const now = new Date('2026-11-26T05:00:00Z'); // catch-up window: 2026-W44 to 2026-W47

  it('should keep the oldest week of the catch-up window and let older ones go', () => {
    const history = { since: '2026-W40', doneWeeks: ['2026-W43', '2026-W44', '2026-W40'] };
    expect(withDoneWeek(history, '2026-W47', now)).toEqual({
      since: '2026-W40',
      doneWeeks: ['2026-W44', '2026-W47'],
    });
  });

  it('should list the finished weeks once each, oldest first', () => {
    const history = { since: '2026-W40', doneWeeks: ['2026-W46', '2026-W44'] };
    expect(withDoneWeek(history, '2026-W45', now).doneWeeks).toEqual(['2026-W44', '2026-W45', '2026-W46']);
    expect(withDoneWeek(history, '2026-W46', now).doneWeeks).toEqual(['2026-W44', '2026-W46']);
  });
});
