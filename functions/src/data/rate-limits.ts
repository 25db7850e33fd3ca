import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { createIfAbsent } from './create-if-absent.js';

/** Whether every one of `max` slots of `key`'s window is taken (slots are claimed in order). */
export async function rateLimitReached(key: string, max: number): Promise<boolean> {
  return (
    await adminDb()
      .collection('rateLimits')
      .doc(`${key}-${max - 1}`)
      .get()
  ).exists;
}

/**
 * Claims one of `max` submission slots of a fixed window, keyed by `key` (scope, client hash and
 * window). Each slot is a document created with `create()`, which fails when it exists, so racing
 * requests never share a slot and no transaction has to lock a hot counter. Slots fill in order, so
 * the first free one is found by halving (a few reads even for a large `max`). False when all are
 * taken. `expiresAt` (the window's end) is the field a Firestore TTL policy deletes the slots by.
 */
export async function claimRateLimitSlot(key: string, max: number, expiresAt: Date): Promise<boolean> {
  const slotRef = (slot: number) => adminDb().collection('rateLimits').doc(`${key}-${slot}`);
  let taken = 0;
  let free = max;
  while (taken < free) {
    const middle = Math.floor((taken + free) / 2);
    if ((await slotRef(middle).get()).exists) taken = middle + 1;
    else free = middle;
  }
  for (let slot = taken; slot < max; slot += 1) {
    if (await createIfAbsent(slotRef(slot), { claimedAt: FieldValue.serverTimestamp(), expiresAt }))
      return true;
  }
  return false;
}

/**
 * Adds one to the count at `ref` and reads it back: an increment rather than a transaction, so
 * parallel requests never contend (at worst a burst passes a cap by the requests in flight).
 * `expiresAt` is the field a Firestore TTL policy deletes the count by.
 */
export async function incrementCount(ref: DocumentReference, expiresAt: Date): Promise<number> {
  await ref.set(
    { count: FieldValue.increment(1), expiresAt: Timestamp.fromDate(expiresAt) },
    { merge: true },
  );
  return ((await ref.get()).data()?.count as number | undefined) ?? 0;
}

/** Counts one request of `key` in a window ending at `windowEnd` (`rateLimits/{key}`); the count so far. */
export function countInWindow(key: string, windowEnd: Date): Promise<number> {
  return incrementCount(adminDb().collection('rateLimits').doc(key), windowEnd);
}
