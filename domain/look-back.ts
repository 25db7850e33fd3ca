/**
 * Look back, the first Labs feature (docs/product.md#labs): Home shows a journal entry written on this
 * day a year, a month or a week ago, so the person can see how far they have come.
 */
import type { JournalEntryInput } from './journal';
import { dayNumber, localDateKey } from './time';

/** How far back it reaches, the furthest first: a year ago is shown over a month or a week ago. */
export const LOOK_BACK_SPANS = [
  { days: 365, label: 'A year ago today' },
  { days: 30, label: 'A month ago today' },
  { days: 7, label: 'A week ago today' },
] as const;

/** The entry Look back shows, and how long ago it was written. */
export interface LookBack<T> {
  entry: T;
  label: (typeof LOOK_BACK_SPANS)[number]['label'];
}

/**
 * The entry to look back on today: the first written, with words in it (a mood alone says little), on
 * the local day a year, a month or a week before today, the furthest back that has one; undefined when
 * none of those days has one.
 */
export function lookBack<T extends Pick<JournalEntryInput, 'title' | 'body'> & { createdAt: Date }>(
  entries: readonly T[],
  now: Date,
  timeZone?: string,
): LookBack<T> | undefined {
  const today = dayNumber(localDateKey(now, timeZone));
  const written = entries
    .filter((entry) => entry.title.trim() || entry.body.trim())
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const { days, label } of LOOK_BACK_SPANS) {
    const entry = written.find(
      (candidate) => dayNumber(localDateKey(candidate.createdAt, timeZone)) === today - days,
    );
    if (entry) return { entry, label };
  }
  return undefined;
}
