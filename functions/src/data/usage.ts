import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { createIfAbsent } from './create-if-absent.js';

const periodDoc = (uid: string, period: string) => adminDb().doc(`users/${uid}/usage/${period}`);
const slots = (uid: string, period: string) => periodDoc(uid, period).collection('slots');

/** A claimed session: the slot to give back if the reply fails. */
export interface SessionClaim {
  uid: string;
  period: string;
  slot: number;
}

/**
 * Claims one session of `period`. Each session is a numbered slot document created with `create()`,
 * which fails when it exists: N racing claims against R free slots win exactly min(N, R) times,
 * without transactions (which time out under contention on one document). `limit` -1 is unlimited.
 * Returns undefined when every slot below the limit is taken.
 */
export async function claimSession(
  uid: string,
  period: string,
  limit: number,
  takenHint: number,
): Promise<SessionClaim | undefined> {
  // The summary's count is only where the search starts: a stale hint costs a few failed creates.
  const taken = Math.max(0, takenHint);
  // From the count upwards first; then the lower numbers, where refunds leave holes.
  const candidates =
    limit < 0
      ? Array.from({ length: 1000 }, (_, index) => taken + index)
      : [...range(taken, limit), ...range(0, Math.min(taken, limit))];
  for (const slot of candidates) {
    if (
      !(await createIfAbsent(slots(uid, period).doc(String(slot)), {
        claimedAt: FieldValue.serverTimestamp(),
      }))
    )
      continue;
    await periodDoc(uid, period).set(
      { used: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    return { uid, period, slot };
  }
  return undefined;
}

/** Gives a claimed session back, after a reply that failed. */
export async function refundSession(claim: SessionClaim) {
  await slots(claim.uid, claim.period).doc(String(claim.slot)).delete();
  await periodDoc(claim.uid, claim.period).set(
    { used: FieldValue.increment(-1), updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/** Sessions used in `period`, counted exactly from the claimed slots. */
export async function sessionsUsed(uid: string, period: string): Promise<number> {
  return (await slots(uid, period).count().get()).data().count;
}

/** Sessions used in `period` as the summary document has them: one read, for display. */
export async function sessionsUsedSummary(uid: string, period: string): Promise<number> {
  const used: unknown = (await periodDoc(uid, period).get()).get('used');
  return typeof used === 'number' ? used : 0;
}

function range(from: number, to: number) {
  return Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);
}
