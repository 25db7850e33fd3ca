import { logger } from 'firebase-functions';
/** How many people a scheduled job works on at once. */
const JOB_CONCURRENCY = 5;

/**
 * Runs `work` for each uid, JOB_CONCURRENCY at a time. One person's failure is logged as `${label}
 * for ${uid} failed` and does not stop the others. Counts the people `work` did something for (it
 * answered true) and the failures.
 */
export async function forEachPerson(
  uids: readonly string[],
  label: string,
  work: (uid: string) => Promise<boolean>,
): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (let start = 0; start < uids.length; start += JOB_CONCURRENCY) {
    const batch = uids.slice(start, start + JOB_CONCURRENCY);
    const results = await Promise.allSettled(batch.map(work));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') done += result.value ? 1 : 0;
      else {
        failed += 1;
        logger.error(`${label} failed`, { uid: batch[index], error: String(result.reason) });
      }
    });
  }
  return { done, failed };
}
