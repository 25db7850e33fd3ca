/**
 * Mind Patterns (docs/product.md#mind-patterns): what a person's journal says over time. Pure functions over
 * entries: mood day by day, which emotions come up, and how mood varies by weekday and time of day. Days and
 * hours are the person's own, in their time zone (the device's by default), like `localDateKey`.
 */
import { EMOTIONS, MOOD_LEVELS, type Emotion, type JournalEntry } from './journal';
import { addDays, localDateKey, localHour, WEEKDAYS, weekdayOf, type Weekday } from './time';

/** What the patterns read from an entry. */
export type PatternEntry = Pick<JournalEntry, 'mood' | 'emotions' | 'createdAt'>;

/** The periods Mind Patterns looks back over, in days. */
export const PATTERN_RANGES = [7, 30, 90] as const;

export type PatternRange = (typeof PATTERN_RANGES)[number];

/** One day of the mood series: the average of that day's moods, or null on a day without one. */
export interface MoodDay {
  /** The local day, 'YYYY-MM-DD'. */
  date: string;
  average: number | null;
  /** How many entries with a mood the day had. */
  count: number;
}

/** Mood averaged over some group of entries (a weekday, a time of day). */
export interface MoodGroup {
  average: number | null;
  count: number;
}

/** The parts of the day, with the local hours each covers (from inclusive, to exclusive). */
export const TIMES_OF_DAY = [
  { id: 'morning', label: 'Morning', from: 5, to: 12, hours: '5am–12pm' },
  { id: 'afternoon', label: 'Afternoon', from: 12, to: 17, hours: '12pm–5pm' },
  { id: 'evening', label: 'Evening', from: 17, to: 22, hours: '5pm–10pm' },
  { id: 'night', label: 'Night', from: 22, to: 5, hours: '10pm–5am' },
] as const;

export type TimeOfDay = (typeof TIMES_OF_DAY)[number]['id'];

/** The part of the day an hour (0 to 23) belongs to. */
export function timeOfDayOf(hour: number): TimeOfDay {
  const part = TIMES_OF_DAY.find(({ from, to }) =>
    from < to ? hour >= from && hour < to : hour >= from || hour < to,
  );
  return part!.id;
}

/** How much the average mood must move (on the 1–5 scale) to be called a change rather than steady. */
export const MOOD_CHANGE_THRESHOLD = 0.3;

/** The mood level's name nearest an average, e.g. 3.6 → 'Good'. */
export function moodLabel(average: number): string {
  const level = MOOD_LEVELS[Math.min(4, Math.max(0, Math.round(average) - 1))]!;
  return level.label;
}

/** A mood average rounded to two decimals, so sums of floats never show as 3.0000000004. */
export function roundMood(value: number): number {
  return Math.round(value * 100) / 100;
}

function group(moods: readonly number[]): MoodGroup {
  if (moods.length === 0) return { average: null, count: 0 };
  return {
    average: roundMood(moods.reduce((sum, mood) => sum + mood, 0) / moods.length),
    count: moods.length,
  };
}

/** The entries that carry a mood, typed so. */
export const withMood = <T extends PatternEntry>(entries: readonly T[]) =>
  entries.filter((entry): entry is T & { mood: number } => entry.mood !== null);

/**
 * The entries of the last `days` local days, today included. An entry dated after today (a device
 * clock behind the server's) counts as today's, as in the journaling streak.
 */
export function entriesInRange<T extends PatternEntry>(
  entries: readonly T[],
  days: number,
  now: Date,
  timeZone?: string,
): T[] {
  const first = addDays(localDateKey(now, timeZone), 1 - days);
  return entries.filter((entry) => localDateKey(entry.createdAt, timeZone) >= first);
}

/** The mood day by day over the last `days` local days, oldest first; days without a mood are gaps. */
export function moodSeries(
  entries: readonly PatternEntry[],
  days: number,
  now: Date,
  timeZone?: string,
): MoodDay[] {
  const today = localDateKey(now, timeZone);
  const byDay = new Map<string, number[]>();
  for (const entry of withMood(entriesInRange(entries, days, now, timeZone))) {
    const key = localDateKey(entry.createdAt, timeZone);
    const day = key > today ? today : key;
    byDay.set(day, [...(byDay.get(day) ?? []), entry.mood]);
  }
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index + 1 - days);
    return { date, ...group(byDay.get(date) ?? []) };
  });
}

/** How often each emotion was tagged, most frequent first (ties in the order of EMOTIONS); unused ones left out. */
export function emotionFrequency(entries: readonly PatternEntry[]): { emotion: Emotion; count: number }[] {
  const counts = new Map<Emotion, number>();
  for (const entry of entries) {
    for (const emotion of entry.emotions) counts.set(emotion, (counts.get(emotion) ?? 0) + 1);
  }
  return EMOTIONS.flatMap((emotion) => {
    const count = counts.get(emotion);
    return count ? [{ emotion, count }] : [];
  }).sort((a, b) => b.count - a.count);
}

/** The average mood on each local weekday, Monday first; a weekday without moods has a null average. */
export function moodByWeekday(
  entries: readonly PatternEntry[],
  timeZone?: string,
): ({ weekday: Weekday } & MoodGroup)[] {
  const byWeekday = new Map<Weekday, number[]>();
  for (const entry of withMood(entries)) {
    const weekday = weekdayOf(localDateKey(entry.createdAt, timeZone));
    byWeekday.set(weekday, [...(byWeekday.get(weekday) ?? []), entry.mood]);
  }
  return WEEKDAYS.map((weekday) => ({ weekday, ...group(byWeekday.get(weekday) ?? []) }));
}

/** The average mood in each part of the local day, morning first. */
export function moodByTimeOfDay(
  entries: readonly PatternEntry[],
  timeZone?: string,
): ({ timeOfDay: TimeOfDay } & MoodGroup)[] {
  const byPart = new Map<TimeOfDay, number[]>();
  for (const entry of withMood(entries)) {
    const part = timeOfDayOf(localHour(entry.createdAt, timeZone));
    byPart.set(part, [...(byPart.get(part) ?? []), entry.mood]);
  }
  return TIMES_OF_DAY.map(({ id }) => ({ timeOfDay: id, ...group(byPart.get(id) ?? []) }));
}

/** The average of every mood among the entries, or null when none has one. */
export function averageMood(entries: readonly PatternEntry[]): number | null {
  return group(withMood(entries).map((entry) => entry.mood)).average;
}
