import { logger } from 'firebase-functions';
import { isoWeekWindow, isWeekOver, shiftIsoWeek } from '@domain/time';
import { reflectionPrompt, REFLECTION_MAX_LENGTH, templateReflection } from '@domain/weekly-reflection';
import {
  computeWeeklyReport,
  type ReflectionSource,
  type WeeklyReport,
  type WeeklyReportStats,
} from '@domain/weekly-report';
import { readGoals } from '../data/goals.js';
import { journalAuthorPages, journalEntriesBetween } from '../data/journal.js';
import { hasCompleteReport, lastReportTimeZone, saveReport } from '../data/reports.js';
import { aiProvider } from '../providers/ai-provider.js';
import { runWeeklyJob, type WeeklyJob, type WeeklyJobOptions } from './weekly-job.js';

/** Longest wait for the AI provider's reflection before the local template is used instead. */
const REFLECTION_TIMEOUT_MS = 10_000;

/**
 * The week's written reflection: from the configured AI provider when there is one and the week has
 * entries, else (or when the provider fails or times out) from the local template.
 */
async function weeklyReflection(
  stats: WeeklyReportStats,
): Promise<{ reflection: string; reflectionSource: ReflectionSource }> {
  const { reflect } = aiProvider();
  if (reflect && stats.entryCount > 0) {
    try {
      const text = await reflect(reflectionPrompt(stats), REFLECTION_TIMEOUT_MS);
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

/** The weekly reports job: each journal author's report of a week, in their time zone. */
const weeklyReportsJob: WeeklyJob = {
  name: 'weeklyReports',
  label: 'weekly report',
  people: (week, pageSize, after) => {
    const { from, to } = isoWeekWindow(week);
    return journalAuthorPages(from, to, pageSize, after);
  },
  work: async (uid, week, now) => {
    // Made already (this run's page again, or a run retried): a report of an ended week never changes.
    if (await hasCompleteReport(uid, week)) return false;
    const timeZone = await reportTimeZone(uid);
    const report = await buildWeeklyReport(uid, week, timeZone, now);
    // The query's bounds are wider than any one time zone's week: their entries may fall outside it.
    if (report.entryCount === 0) return false;
    await saveReport(uid, report);
    return true;
  },
};

/**
 * The scheduled job: stores last week's report for everyone who wrote in the journal that week, and
 * those of weeks missed since (up to four). Run on Monday at 12:00 UTC, when the previous week has
 * ended in every time zone (UTC−12 to UTC+14). Idempotent per person and week, resumable, and one
 * person's failure does not stop the others (`runWeeklyJob`).
 */
export async function runWeeklyReports(
  now = new Date(),
  options?: WeeklyJobOptions,
): Promise<{ weeks: string[]; generated: number; failed: number }> {
  const { weeks, done, failed } = await runWeeklyJob(weeklyReportsJob, now, options);
  return { weeks, generated: done, failed };
}
