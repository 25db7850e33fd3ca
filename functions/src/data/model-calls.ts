import { DAY_MS } from '@domain/time';
import { adminDb } from '../admin.js';
import { incrementCount } from './rate-limits.js';

/**
 * Counts one model call of `uid` on the UTC day of `now` and returns the day's count. The count lives
 * where no client reads it (`modelCalls`, no rule), and expires the day after.
 */
export function countModelCall(uid: string, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const ref = adminDb().collection('modelCalls').doc(`${uid}-${day}`);
  return incrementCount(ref, new Date(Date.parse(day) + 2 * DAY_MS));
}
