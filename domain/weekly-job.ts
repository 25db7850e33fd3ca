/**
 * Which weeks a weekly job (the reports, the journal exports) owes: the last week ended everywhere,
 * and the weeks of missed runs within a short catch-up window. Functions keep each job's history in
 * jobs/{name} and run the weeks this says are due.
 */
import { lastEndedWeek, shiftIsoWeek } from './time';

/** How far back a weekly job catches up: the weeks of missed runs are made on the next, up to this many. */
export const WEEKLY_JOB_BACKFILL_WEEKS = 4;

/** What a weekly job has done (its record, jobs/{name}): the week it first ran for, recent weeks finished. */
export interface WeeklyJobHistory {
  /** The first week the job made: nothing before it is ever backfilled. */
  since: string;
  /** Weeks finished for everyone (each person visited, none failed), within the catch-up window. */
  doneWeeks: readonly string[];
}

/** The `maxWeeks` most recent weeks ended everywhere at `now`, oldest first: how far a job catches up. */
export function catchUpWindow(now: Date, maxWeeks = WEEKLY_JOB_BACKFILL_WEEKS): string[] {
  const latest = lastEndedWeek(now);
  return Array.from({ length: maxWeeks }, (_, index) => shiftIsoWeek(latest, index - maxWeeks + 1));
}

/**
 * The weeks a weekly job owes at `now`, oldest first: those of its catch-up window it has not finished,
 * none before its first. A job that has never run owes only the last ended week (it does not make
 * reports for weeks before it existed); one that missed runs owes their weeks too, up to `maxWeeks`.
 */
export function dueWeeks(
  history: WeeklyJobHistory | undefined,
  now: Date,
  maxWeeks = WEEKLY_JOB_BACKFILL_WEEKS,
): string[] {
  if (!history) return [lastEndedWeek(now)];
  return catchUpWindow(now, maxWeeks).filter(
    (week) => week >= history.since && !history.doneWeeks.includes(week),
  );
}

/** The job's history once `week` is finished: older weeks than the catch-up window are let go. */
export function withDoneWeek(
  history: WeeklyJobHistory,
  week: string,
  now: Date,
  maxWeeks = WEEKLY_JOB_BACKFILL_WEEKS,
): WeeklyJobHistory {
  const oldest = catchUpWindow(now, maxWeeks)[0]!;
  const doneWeeks = [...new Set([...history.doneWeeks, week])].filter((done) => done >= oldest).sort();
  return { since: history.since, doneWeeks };
}
