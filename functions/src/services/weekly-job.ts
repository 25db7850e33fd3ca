import { logger } from 'firebase-functions';
import { lastEndedWeek } from '@domain/time';
import { dueWeeks, withDoneWeek, WEEKLY_JOB_BACKFILL_WEEKS } from '@domain/weekly-job';
import { readWeeklyJob, saveWeeklyJob, type WeeklyJobRecord } from '../data/jobs.js';
import type { PageCursor, UidPage } from '../data/query-pages.js';
import { forEachPerson } from './for-each-person.js';

/**
 * How long a run starts new pages for. Cloud Scheduler gives each attempt 180 s (its default for
 * HTTP targets: the pinned firebase-tools does not raise it to the function's 540 s), then retries
 * even if the run goes on; so a run stops in time for the page already started (at most
 * JOB_PAGE_SIZE people, five at a time, each waiting at most 10 s for a reflection) to finish and
 * save where it got to, and the retry carries on.
 */
export const JOB_BUDGET_MS = 120_000;

/** People (or, for the reports, journal entries) read per page. */
const JOB_PAGE_SIZE = 20;

/** What a caller (the schedule, or a test) may set about a run. */
export interface WeeklyJobOptions {
  /** The job's record, jobs/{job}; by default the job's own name. */
  job?: string;
  pageSize?: number;
  /** After this long, the run starts no new page: it saves where it got to and fails, to be retried. */
  budgetMs?: number;
  /** How many missed weeks a run catches up on. */
  backfillWeeks?: number;
}

/** A weekly job: its record's name, its log label, who to visit for a week, and what to do for each. */
export interface WeeklyJob {
  name: string;
  label: string;
  /** The people to visit for `week`, a page at a time, starting after `after`. */
  people: (week: string, pageSize: number, after?: PageCursor) => AsyncIterable<UidPage>;
  /** One person's work for `week`, in a run at `now`; true when it stored something, else false. */
  work: (uid: string, week: string, now: Date) => Promise<boolean>;
}

/** A run that did not finish: it saved where it got to, and fails so the scheduler retries it. */
export class JobUnfinishedError extends Error {
  override name = 'JobUnfinishedError';
}

/**
 * Runs a weekly job at `now` for every week it owes (`dueWeeks`: last ended week, and those of missed
 * runs, up to WEEKLY_JOB_BACKFILL_WEEKS), oldest first, a page of people at a time. After every page
 * the record (jobs/{name}) says how far the week got, so a retried or later run carries on from
 * there; the work itself skips people already done, so nothing is made twice. A week is finished
 * once every page is done and nobody failed. The run fails (JobUnfinishedError, after saving) when
 * its time budget is spent or someone failed, so the scheduler retries; the next weekly run catches
 * up on whatever the retries did not.
 */
export async function runWeeklyJob(
  job: WeeklyJob,
  now: Date,
  options: WeeklyJobOptions = {},
): Promise<{ weeks: string[]; done: number; failed: number }> {
  const name = options.job ?? job.name;
  const pageSize = options.pageSize ?? JOB_PAGE_SIZE;
  const budgetMs = options.budgetMs ?? JOB_BUDGET_MS;
  const backfill = options.backfillWeeks ?? WEEKLY_JOB_BACKFILL_WEEKS;
  const started = Date.now();
  const stored = await readWeeklyJob(name);
  const weeks = dueWeeks(stored, now, backfill);
  let record: WeeklyJobRecord = stored ?? { since: lastEndedWeek(now), doneWeeks: [], current: null };
  let done = 0;
  let failed = 0;
  for (const week of weeks) {
    const resumed = record.current?.week === week ? record.current : undefined;
    let current = { week, after: resumed?.after ?? null, failed: resumed?.failed ?? 0 };
    for await (const page of job.people(week, pageSize, current.after ?? undefined)) {
      const result = await forEachPerson(page.uids, job.label, (uid) => job.work(uid, week, now));
      done += result.done;
      failed += result.failed;
      current = { week, after: page.after, failed: current.failed + result.failed };
      record = { ...record, current };
      await saveWeeklyJob(name, record);
      if (Date.now() - started >= budgetMs) {
        logger.warn(`${job.label}: time budget spent, the retry carries on`, { week, done, failed });
        throw new JobUnfinishedError(`${job.label}: stopped in ${week} at its time budget`);
      }
    }
    const history = current.failed === 0 ? withDoneWeek(record, week, now, backfill) : record;
    // A week with failures starts again from its first page: those done are skipped, the failed retried.
    record = { ...history, current: null };
    await saveWeeklyJob(name, record);
  }
  logger.info(job.label, { weeks, done, failed });
  if (failed > 0) throw new JobUnfinishedError(`${job.label}: ${failed} failed, to be retried`);
  return { weeks, done, failed };
}
