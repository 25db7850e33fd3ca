import type { DailyStrategyJson, StrategySource } from '@domain/daily-strategy';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { createIfAbsent } from './create-if-absent.js';

const strategyDoc = (uid: string, day: string) => adminDb().doc(`users/${uid}/strategies/${day}`);

function toStrategy(day: string, data: DocumentData): DailyStrategyJson {
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
  return {
    date: day,
    text: String(data.text ?? ''),
    createdAt: createdAt.toISOString(),
    dismissed: data.dismissed === true,
    source: data.source === 'ai' ? 'ai' : 'offline',
  };
}

/** The strategy stored for `day` (users/{uid}/strategies/{day}), if there is one. */
export async function readStrategy(uid: string, day: string): Promise<DailyStrategyJson | undefined> {
  const data = (await strategyDoc(uid, day).get()).data();
  return data && toStrategy(day, data);
}

/**
 * Stores the strategy of `day` unless one already is, and returns the one stored: of several first
 * opens at once, the first to be written wins and every caller gets it.
 */
export async function keepStrategy(
  uid: string,
  day: string,
  strategy: { text: string; source: StrategySource },
): Promise<DailyStrategyJson> {
  await createIfAbsent(strategyDoc(uid, day), {
    ...strategy,
    dismissed: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  const stored = await readStrategy(uid, day);
  if (!stored) throw new Error(`users/${uid}/strategies/${day} missing right after it was kept`);
  return stored;
}
