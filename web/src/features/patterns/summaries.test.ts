import { moodByTimeOfDay, moodByWeekday, moodSeries, type PatternEntry } from '@domain/patterns';
import { describe, expect, it } from 'vitest';
import { weekdayCalendarDay } from '@/lib/format-date';
import { emotionSummary, moodSeriesSummary, timeOfDaySummary, weekdaySummary } from './summaries';

const entry = (createdAt: string, mood: number | null): PatternEntry => ({
  createdAt: new Date(createdAt),
  mood,
  emotions: [],
});

const NOW = new Date('2026-03-18T16:00:00Z');
const ZONE = 'UTC';

describe('chart summaries', () => {
  it('should sum up the mood over time with its highest and lowest day', () => {
    const series = moodSeries(
      [entry('2026-03-16T09:00:00Z', 2), entry('2026-03-18T09:00:00Z', 5), entry('2026-03-18T10:00:00Z', 4)],
      7,
      NOW,
      ZONE,
    );
    expect(moodSeriesSummary(series)).toBe(
      `Over the last 7 days you logged a mood on 2 days, averaging 3.7 (Good). Highest: 4.5 (Great) on ${weekdayCalendarDay('2026-03-18')}. Lowest: 2.0 (Low) on ${weekdayCalendarDay('2026-03-16')}.`,
    );
    expect(moodSeriesSummary(moodSeries([entry('2026-03-18T09:00:00Z', 3)], 30, NOW, ZONE))).toBe(
      'Over the last 30 days you logged a mood on 1 day, averaging 3.0 (Okay).',
    );
    expect(
      moodSeriesSummary(moodSeries([entry('2026-03-18T09:00:00Z', null)], 7, NOW, ZONE)),
    ).toBeUndefined();
  });

  it('should name the most frequent emotions', () => {
    expect(
      emotionSummary([
        { emotion: 'anxious', count: 3 },
        { emotion: 'calm', count: 1 },
      ]),
    ).toBe('Most frequent: anxious (3 times), calm (1 time). 2 emotions tagged in all.');
    expect(emotionSummary([])).toBeUndefined();
  });

  it('should name the best and hardest weekday and time of day', () => {
    const entries = [
      entry('2026-03-16T09:00:00Z', 2), // Monday morning
      entry('2026-03-22T23:00:00Z', 5), // Sunday night
    ];
    expect(weekdaySummary(moodByWeekday(entries, ZONE))).toBe(
      'Your mood is highest on Sundays, at 5.0 (Great), and lowest on Mondays, at 2.0 (Low).',
    );
    expect(timeOfDaySummary(moodByTimeOfDay(entries, ZONE))).toBe(
      'Your mood is highest at night, at 5.0 (Great), and lowest in the morning, at 2.0 (Low).',
    );
    expect(weekdaySummary(moodByWeekday([entries[0]!], ZONE))).toBe(
      'So far you have logged moods only on Mondays: 2.0 (Low) on average.',
    );
    expect(
      weekdaySummary(
        moodByWeekday([entry('2026-03-16T09:00:00Z', 3), entry('2026-03-17T09:00:00Z', 3)], ZONE),
      ),
    ).toBe('Your mood averages 3.0 (Okay) whenever you log it.');
    expect(timeOfDaySummary(moodByTimeOfDay([], ZONE))).toBeUndefined();
  });
});
