import { EXPORT_PART_MAX_BYTES, utf8Bytes, splitUtf8, WEEKLY_EXPORTS_KEPT } from '@domain/account-export';
import { weeklyJournalMarkdown } from '@domain/account-export-markdown';
import { isoWeekDays, isoWeekOf, isoWeekWindow, shiftIsoWeek } from '@domain/time';
import { journalDocumentsBetween } from '../data/journal.js';
import {
  hasWeeklyExport,
  pruneWeeklyExports,
  saveWeeklyExport,
  usersWithWeeklyExport,
} from '../data/exports.js';
import { runWeeklyJob, type WeeklyJob, type WeeklyJobOptions } from './weekly-job.js';
import { reportTimeZone } from './weekly-report.js';

/**
 * Prepares one person's export of a week's journal (by default last week: the week before the one
 * `now` is in, in their time zone) as Markdown in `users/{uid}/exports/{isoWeek}`, and keeps only the
 * WEEKLY_EXPORTS_KEPT most recent. A week without entries stores nothing. Returns the week exported, if any.
 */
export async function prepareWeeklyExport(
  uid: string,
  now: Date,
  week?: string,
): Promise<string | undefined> {
  const timeZone = await reportTimeZone(uid);
  week ??= shiftIsoWeek(isoWeekOf(now, timeZone), -1);
  const { startDate, endDate } = isoWeekDays(week);
  const { from, to } = isoWeekWindow(week);
  // The query's bounds hold the week in any zone; the person's own week is picked in their zone.
  const entries = (await journalDocumentsBetween(uid, from, to)).filter(
    (entry) => isoWeekOf(new Date(String(entry.data.createdAt)), timeZone) === week,
  );
  if (entries.length === 0) return undefined;
  const markdown = weeklyJournalMarkdown(week, entries, { exportedAt: now, timeZone });
  await saveWeeklyExport(uid, {
    week,
    timeZone,
    startDate,
    endDate,
    entryCount: entries.length,
    bytes: utf8Bytes(markdown),
    parts: splitUtf8(markdown, EXPORT_PART_MAX_BYTES),
  });
  await pruneWeeklyExports(uid, WEEKLY_EXPORTS_KEPT);
  return week;
}

/** The weekly exports job: a week's journal for each person with Export Data on. */
const weeklyExportsJob: WeeklyJob = {
  name: 'weeklyExports',
  label: 'weekly export',
  people: (_week, pageSize, after) => usersWithWeeklyExport(pageSize, after),
  // Made already (a run retried): the summary is written last, so a stored one is whole.
  work: async (uid, week, now) =>
    !(await hasWeeklyExport(uid, week)) && (await prepareWeeklyExport(uid, now, week)) !== undefined,
};

/**
 * The scheduled job: last week's journal export for everyone whose Export Data setting is on, and
 * those of weeks missed since (up to four). Idempotent per person and week, resumable, and one
 * person's failure does not stop the others (`runWeeklyJob`).
 */
export async function runWeeklyExports(
  now = new Date(),
  options?: WeeklyJobOptions,
): Promise<{ weeks: string[]; prepared: number; failed: number }> {
  const { weeks, done, failed } = await runWeeklyJob(weeklyExportsJob, now, options);
  return { weeks, prepared: done, failed };
}
