import { describe, expect, it } from 'vitest';
import type { Emotion } from './journal';
import {
  averageMood,
  emotionFrequency,
  entriesInRange,
  moodByTimeOfDay,
  moodByWeekday,
  moodLabel,
  moodSeries,
  timeOfDayOf,
  type PatternEntry,
} from './patterns';

const entry = (createdAt: string, mood: number | null, emotions: Emotion[] = []): PatternEntry => ({
  createdAt: new Date(createdAt),
  mood,
  emotions,
});

// Wednesday 2026-03-18, noon in New York (16:00 UTC; daylight time began on 8 March).
const NOW = new Date('2026-03-18T16:00:00Z');
const NY = 'America/New_York';

describe('timeOfDayOf', () => {
  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [21, 'evening'],
    [22, 'night'],
    [0, 'night'],
  ] as const)('should put hour %i in the %s', (hour, part) => {
    expect(timeOfDayOf(hour)).toBe(part);
  });
});

describe('moodSeries', () => {
  const entries = [
    entry('2026-03-18T13:00:00Z', 4), // today 9:00 in New York
    entry('2026-03-18T15:00:00Z', 5), // today 11:00
    entry('2026-03-17T03:00:00Z', 2), // Monday 23:00 in New York, Tuesday in UTC
    entry('2026-03-15T12:00:00Z', null), // words only: no mood
    entry('2026-03-12T12:00:00Z', 3), // the first day of a 7-day range
    entry('2026-03-11T12:00:00Z', 1), // one day too old for 7 days
  ];

  it('should give one point per local day, oldest first, with gaps where no mood was logged', () => {
    expect(moodSeries(entries, 7, NOW, NY)).toEqual([
      { date: '2026-03-12', average: 3, count: 1 },
      { date: '2026-03-13', average: null, count: 0 },
      { date: '2026-03-14', average: null, count: 0 },
      { date: '2026-03-15', average: null, count: 0 },
      { date: '2026-03-16', average: 2, count: 1 },
      { date: '2026-03-17', average: null, count: 0 },
      { date: '2026-03-18', average: 4.5, count: 2 },
    ]);
  });

  it('should place late-night entries on the day they were written where the person is', () => {
    const utc = moodSeries(entries, 7, NOW, 'UTC');
    expect(utc.find((day) => day.date === '2026-03-17')).toEqual({
      date: '2026-03-17',
      average: 2,
      count: 1,
    });
    expect(utc.find((day) => day.date === '2026-03-16')?.average).toBeNull();
  });

  it('should cover 30 and 90 days, ending today', () => {
    const month = moodSeries(entries, 30, NOW, NY);
    expect(month).toHaveLength(30);
    expect(month[0]!.date).toBe('2026-02-17');
    expect(month.find((day) => day.date === '2026-03-11')?.average).toBe(1);
    const quarter = moodSeries(entries, 90, NOW, NY);
    expect(quarter).toHaveLength(90);
    expect(quarter.at(-1)!.date).toBe('2026-03-18');
  });

  it('should count an entry dated after today (a slow device clock) as today’s', () => {
    const series = moodSeries([entry('2026-03-19T18:00:00Z', 1)], 7, NOW, NY);
    expect(series.at(-1)).toEqual({ date: '2026-03-18', average: 1, count: 1 });
  });

  it('should average to two decimals', () => {
    const day = ['13:00', '14:00', '15:00'].map((time, i) => entry(`2026-03-18T${time}:00Z`, [4, 4, 5][i]!));
    expect(moodSeries(day, 7, NOW, NY).at(-1)?.average).toBe(4.33);
  });

  it('should be all gaps with no entries', () => {
    expect(moodSeries([], 7, NOW, NY).every((day) => day.average === null && day.count === 0)).toBe(true);
  });
});

describe('entriesInRange', () => {
  it('should keep the entries of the last n local days, today included', () => {
    // 00:59 on 12 March in New York (the range's first day), still 11 March in Honolulu.
    const entries = [entry('2026-03-12T04:59:00Z', 3), entry('2026-03-18T15:00:00Z', 4)];
    expect(entriesInRange(entries, 7, NOW, NY)).toHaveLength(2);
    expect(entriesInRange(entries, 7, NOW, 'Pacific/Honolulu')).toEqual([entries[1]]);
    expect(entriesInRange(entries, 1, NOW, NY)).toEqual([entries[1]]);
  });
});

describe('emotionFrequency', () => {
  it('should count each emotion, most frequent first, ties in the list’s order', () => {
    const entries = [
      entry('2026-03-18T13:00:00Z', 4, ['calm', 'tired']),
      entry('2026-03-17T13:00:00Z', null, ['tired', 'anxious']),
      entry('2026-03-16T13:00:00Z', 2, ['anxious', 'tired', 'happy']),
    ];
    expect(emotionFrequency(entries)).toEqual([
      { emotion: 'tired', count: 3 },
      { emotion: 'anxious', count: 2 },
      { emotion: 'happy', count: 1 },
      { emotion: 'calm', count: 1 },
    ]);
  });

  it('should be empty when no emotions were tagged', () => {
    expect(emotionFrequency([entry('2026-03-18T13:00:00Z', 4)])).toEqual([]);
  });
});

describe('moodByWeekday', () => {
  it('should average moods per local weekday, Monday first', () => {
    const entries = [
      entry('2026-03-16T14:00:00Z', 2), // Monday
      entry('2026-03-09T14:00:00Z', 3), // Monday
      entry('2026-03-17T03:00:00Z', 5), // Monday 23:00 in New York
      entry('2026-03-22T14:00:00Z', 4), // Sunday
      entry('2026-03-18T14:00:00Z', null), // Wednesday, no mood
    ];
    const result = moodByWeekday(entries, NY);
    expect(result.map((day) => day.weekday)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(result[0]).toEqual({ weekday: 'Monday', average: 3.33, count: 3 });
    expect(result[2]).toEqual({ weekday: 'Wednesday', average: null, count: 0 });
    expect(result[6]).toEqual({ weekday: 'Sunday', average: 4, count: 1 });
    // In UTC the late Monday entry is a Tuesday one.
    expect(moodByWeekday(entries, 'UTC')[1]).toEqual({ weekday: 'Tuesday', average: 5, count: 1 });
  });
});

describe('moodByTimeOfDay', () => {
  it('should average moods per part of the local day', () => {
    const entries = [
      entry('2026-03-18T11:00:00Z', 5), // 07:00 in New York: morning
      entry('2026-03-17T13:30:00Z', 3), // 09:30: morning
      entry('2026-03-17T19:00:00Z', 2), // 15:00: afternoon
      entry('2026-03-17T03:00:00Z', 1), // 23:00: night
      entry('2026-03-16T07:00:00Z', 2), // 03:00: night
      entry('2026-03-16T22:00:00Z', null), // 18:00: evening, but no mood
    ];
    expect(moodByTimeOfDay(entries, NY)).toEqual([
      { timeOfDay: 'morning', average: 4, count: 2 },
      { timeOfDay: 'afternoon', average: 2, count: 1 },
      { timeOfDay: 'evening', average: null, count: 0 },
      { timeOfDay: 'night', average: 1.5, count: 2 },
    ]);
  });
});

describe('averageMood', () => {
  it('should average the entries that have a mood, or be null', () => {
    expect(
      averageMood([
        entry('2026-03-18T11:00:00Z', 5),
        entry('2026-03-18T12:00:00Z', null),
        entry('2026-03-18T13:00:00Z', 2),
      ]),
    ).toBe(3.5);
    expect(averageMood([entry('2026-03-18T12:00:00Z', null)])).toBeNull();
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
