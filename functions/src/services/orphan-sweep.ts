import { logger } from 'firebase-functions';
import { deleteUserTree, storedUserIds, uidsWithoutAuthAccount, uidsWithoutRecord } from '../data/account.js';
import { readSweepCursor, saveSweepCursor } from '../data/jobs.js';
import { forEachPerson } from './for-each-person.js';
import { JOB_BUDGET_MS } from './weekly-job.js';

/** People checked at once: Firebase Authentication looks up at most 100 accounts per call. */
const SWEEP_PAGE_SIZE = 100;

/** What a caller (the schedule, or a test) may set about a sweep. */
export interface OrphanSweepOptions {
  /** The sweep's record, jobs/{job}, which says where a run stopped early: 'orphanSweep' by default. */
  job?: string;
  pageSize?: number;
  budgetMs?: number;
}

/**
 * Deletes data orphaned by a deleted account: everything under a `users/{uid}` whose record no
 * longer exists and whose Authentication account no longer exists either (a write that landed after
 * the deletion, e.g. from a function already under way). A person with a record, or with an account
 * and no record yet (mid-sign-up), is never touched. Reads a page of uids at a time; when its time
 * budget is spent it saves where it stopped, and the next run starts there. Logs and returns counts.
 */
export async function sweepOrphans(options: OrphanSweepOptions = {}) {
  const name = options.job ?? 'orphanSweep';
  const pageSize = Math.min(options.pageSize ?? SWEEP_PAGE_SIZE, SWEEP_PAGE_SIZE);
  // The weekly jobs' budget, inside Cloud Scheduler's 180 s per attempt; the next day's run carries on.
  const budgetMs = options.budgetMs ?? JOB_BUDGET_MS;
  const started = Date.now();
  const after = await readSweepCursor(name);
  const uids = (await storedUserIds()).filter((uid) => after === undefined || uid > after);
  const counts = { checked: 0, orphaned: 0, deleted: 0, failed: 0, finished: true };
  for (let start = 0; start < uids.length; start += pageSize) {
    const page = uids.slice(start, start + pageSize);
    // Both checks, in this order: no record, then no account (a record-less account is signing up).
    const orphans = await uidsWithoutAuthAccount(await uidsWithoutRecord(page));
    const result = await forEachPerson(orphans, 'orphan sweep', async (uid) => {
      await deleteUserTree(uid);
      return true;
    });
    counts.checked += page.length;
    counts.orphaned += orphans.length;
    counts.deleted += result.done;
    counts.failed += result.failed;
    if (start + pageSize < uids.length && Date.now() - started >= budgetMs) {
      counts.finished = false;
      await saveSweepCursor(name, page.at(-1)!);
      break;
    }
  }
  if (counts.finished) await saveSweepCursor(name, null);
  logger.info('orphan sweep', counts);
  return counts;
}
