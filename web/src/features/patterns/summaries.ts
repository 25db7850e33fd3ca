import type { Emotion } from '@domain/journal';
import { moodLabel, type MoodDay, type MoodGroup, type TimeOfDay } from '@domain/patterns';
import { plural } from '@domain/text';
import type { Weekday } from '@domain/time';
import { weekdayCalendarDay } from '@/lib/format-date';

/** A mood average as shown: one decimal and the level's name, e.g. '3.7 (Good)'. */
export function formatMood(average: number): string {
  return `${average.toFixed(1)} (${moodLabel(average)})`;
}

/** The mood-over-time chart in words, or undefined when there is no mood to speak of. */
export function moodSeriesSummary(series: readonly MoodDay[]): string | undefined {
  const logged = series.filter((day): day is MoodDay & { average: number } => day.average !== null);
  if (logged.length === 0) return undefined;
  const moods = logged.reduce((sum, day) => sum + day.average * day.count, 0);
  const count = logged.reduce((sum, day) => sum + day.count, 0);
  const high = logged.reduce((best, day) => (day.average > best.average ? day : best));
  const low = logged.reduce((worst, day) => (day.average < worst.average ? day : worst));
  const parts = [
    `Over the last ${series.length} days you logged a mood on ${plural(logged.length, 'day')}, averaging ${formatMood(moods / count)}.`,
  ];
  if (high.average !== low.average) {
    parts.push(
      `Highest: ${formatMood(high.average)} on ${weekdayCalendarDay(high.date)}. Lowest: ${formatMood(low.average)} on ${weekdayCalendarDay(low.date)}.`,
    );
  }
  return parts.join(' ');
}

/** The emotion chart in words, or undefined when no emotion was tagged. */
export function emotionSummary(
  frequency: readonly { emotion: Emotion; count: number }[],
): string | undefined {
  if (frequency.length === 0) return undefined;
  const top = frequency.slice(0, 3).map(({ emotion, count }) => `${emotion} (${plural(count, 'time')})`);
  return `Most frequent: ${top.join(', ')}. ${plural(frequency.length, 'emotion')} tagged in all.`;
}

const TIME_NAMES: Record<TimeOfDay, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};

// The highest and lowest of the groups that have a mood, in words; one group alone is named as such.
function spread<Key extends string>(
  groups: readonly (MoodGroup & { key: Key })[],
  name: (key: Key) => string,
): string | undefined {
  const rated = groups.filter(
    (group): group is MoodGroup & { key: Key; average: number } => group.average !== null,
  );
  if (rated.length === 0) return undefined;
  if (rated.length === 1) {
    const only = rated[0]!;
    return `So far you have logged moods only ${name(only.key)}: ${formatMood(only.average)} on average.`;
  }
  const high = rated.reduce((best, group) => (group.average > best.average ? group : best));
  const low = rated.reduce((worst, group) => (group.average < worst.average ? group : worst));
  if (high.average === low.average)
    return `Your mood averages ${formatMood(high.average)} whenever you log it.`;
  return `Your mood is highest ${name(high.key)}, at ${formatMood(high.average)}, and lowest ${name(low.key)}, at ${formatMood(low.average)}.`;
}

/** The mood-by-weekday chart in words, or undefined when there is no mood. */
export function weekdaySummary(groups: readonly (MoodGroup & { weekday: Weekday })[]): string | undefined {
  return spread(
    groups.map((group) => ({ ...group, key: group.weekday })),
    (weekday) => `on ${weekday}s`,
  );
}

/** The mood-by-time-of-day chart in words, or undefined when there is no mood. */
export function timeOfDaySummary(
  groups: readonly (MoodGroup & { timeOfDay: TimeOfDay })[],
): string | undefined {
  return spread(
    groups.map((group) => ({ ...group, key: group.timeOfDay })),
    (part) => TIME_NAMES[part],
  );
}
