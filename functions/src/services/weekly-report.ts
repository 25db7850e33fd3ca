import { logger } from 'firebase-functions';
import {
  computeWeeklyReport,
  isoWeekOf,
  isoWeekWindow,
  isWeekOver,
  reflectionPrompt,
  REFLECTION_MAX_LENGTH,
  shiftIsoWeek,
  templateReflection,
  type ReflectionSource,
  type WeeklyReport,
  type WeeklyReportStats,
} from '@domain/weekly-report';
import { config } from '../config.js';
import { readGoals } from '../data/goals.js';
import { journalAuthorsBetween, journalEntriesBetween } from '../data/journal.js';
import { forEachPerson } from './for-each-person.js';
import { lastReportTimeZone, saveReport } from '../data/reports.js';
import { completeOpenAiText } from '../providers/openai.js';

/** Longest wait for the AI provider's reflection before the local template is used instead. */
const REFLECTION_TIMEOUT_MS = 10_000;

/**
 * The week's written reflection: from the configured AI provider when there is one and the week has
 * entries, else (or when the provider fails or times out) from the local template.
 */
async function weeklyReflection(
  stats: WeeklyReportStats,
): Promise<{ reflection: string; reflectionSource: ReflectionSource }> {
  if (config().openai && stats.entryCount > 0) {
    try {
      const { system, user } = reflectionPrompt(stats);
      const text = await completeOpenAiText(system, user, REFLECTION_TIMEOUT_MS);
      if (text) return { reflection: text.slice(0, REFLECTION_MAX_LENGTH), reflectionSource: 'ai' };
    } catch (error) {
      logger.warn('weekly reflection: AI provider failed, using the template', {
        week: stats.week,
        error: String(error),
      });
    }
  }
  return { reflection: templateReflection(stats), reflectionSource: 'template' };
}

/** Computes one person's report for `week` in `timeZone` from their journal and goals (not stored). */
export async function buildWeeklyReport(
  uid: string,
  week: string,
  timeZone: string,
  now: Date,
): Promise<Omit<WeeklyReport, 'generatedAt'>> {
  // From the start of the week before (for the change in mood) to the end of this one.
  const { from } = isoWeekWindow(shiftIsoWeek(week, -1));
  const { to } = isoWeekWindow(week);
  const [entries, goals] = await Promise.all([journalEntriesBetween(uid, from, to), readGoals(uid)]);
  const stats = computeWeeklyReport({ week, timeZone, entries, goals });
  return { ...stats, ...(await weeklyReflection(stats)), complete: isWeekOver(week, now, timeZone) };
}

/** The time zone a person's weeks are counted in: their device's, as last sent, else UTC. */
export async function reportTimeZone(uid: string, sent?: string): Promise<string> {
  return sent ?? (await lastReportTimeZone(uid)) ?? 'UTC';
}

/**
 * The scheduled job: stores last week's report for everyone who wrote in the journal that week.
 * Run on Monday at 12:00 UTC, when the previous week has ended in every time zone (UTC−12 to
 * UTC+14) and it is still Monday or Tuesday everywhere. One person's failure is logged and does not
 * stop the others.
 */
export async function runWeeklyReports(now = new Date()): Promise<{ generated: number; failed: number }> {
  const lastWeek = shiftIsoWeek(isoWeekOf(now, 'UTC'), -1);
  const { from, to } = isoWeekWindow(lastWeek);
  const uids = await journalAuthorsBetween(from, to);
  const { done: generated, failed } = await forEachPerson(uids, 'weekly report', async (uid) => {
    const timeZone = await reportTimeZone(uid);
    const week = shiftIsoWeek(isoWeekOf(now, timeZone), -1);
    const report = await buildWeeklyReport(uid, week, timeZone, now);
    // The query's bounds are wider than any one time zone's week: their entries may fall outside it.
    if (report.entryCount === 0) return false;
    await saveReport(uid, report);
    return true;
  });
  logger.info('weekly reports', { week: lastWeek, generated, failed });
  return { generated, failed };
}
