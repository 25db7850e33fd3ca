import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one model call of `uid` on the UTC day of `now`; true while the day's count is within `cap`.
 * An increment rather than a transaction, so parallel messages never contend: at worst a burst passes
 * the cap by the calls in flight. The count lives where no client reads it (`modelCalls`, no rule),
 * and `expiresAt` lets a TTL policy delete it the day after.
 */
export async function countModelCall(uid: string, now: Date, cap: number): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const ref = adminDb().collection('modelCalls').doc(`${uid}-${day}`);
  const expiresAt = Timestamp.fromMillis(Date.parse(day) + 2 * DAY_MS);
  await ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true });
  const count = ((await ref.get()).data()?.count as number | undefined) ?? 0;
  return count <= cap;
}
