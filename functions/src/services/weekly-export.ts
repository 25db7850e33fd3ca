import { logger } from 'firebase-functions';
import {
  EXPORT_PART_MAX_BYTES,
  utf8Bytes,
  splitUtf8,
  WEEKLY_EXPORTS_KEPT,
  weeklyJournalMarkdown,
} from '@domain/account-export';
import { isoWeekDays, isoWeekOf, isoWeekWindow, shiftIsoWeek } from '@domain/weekly-report';
import { journalDocumentsBetween } from '../data/journal.js';
import { pruneWeeklyExports, saveWeeklyExport, usersWithWeeklyExport } from '../data/exports.js';
import { forEachPerson } from './for-each-person.js';
import { reportTimeZone } from './weekly-report.js';

/**
 * Prepares one person's export of last week's journal (the week before the one `now` is in, in their
 * time zone) as Markdown in `users/{uid}/exports/{isoWeek}`, and keeps only the WEEKLY_EXPORTS_KEPT
 * most recent. A week without entries stores nothing. Returns the week exported, if any.
 */
export async function prepareWeeklyExport(uid: string, now: Date): Promise<string | undefined> {
  const timeZone = await reportTimeZone(uid);
  const week = shiftIsoWeek(isoWeekOf(now, timeZone), -1);
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

/**
 * The scheduled job: last week's journal export for everyone whose Export Data setting is on. One
 * person's failure is logged and does not stop the others.
 */
export async function runWeeklyExports(now = new Date()): Promise<{ prepared: number; failed: number }> {
  let prepared = 0;
  let failed = 0;
  for await (const uids of usersWithWeeklyExport()) {
    const page = await forEachPerson(
      uids,
      'weekly export',
      async (uid) => (await prepareWeeklyExport(uid, now)) !== undefined,
    );
    prepared += page.done;
    failed += page.failed;
  }
  logger.info('weekly exports', { prepared, failed });
  return { prepared, failed };
}
