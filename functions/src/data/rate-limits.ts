import { FieldValue } from 'firebase-admin/firestore';
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
 * requests never share a slot and no transaction has to lock a hot counter. False when all are taken.
 * `expiresAt` (the window's end) is the field a Firestore TTL policy deletes the slots by.
 */
export async function claimRateLimitSlot(key: string, max: number, expiresAt: Date): Promise<boolean> {
  for (let slot = 0; slot < max; slot += 1) {
    const ref = adminDb().collection('rateLimits').doc(`${key}-${slot}`);
    if (await createIfAbsent(ref, { claimedAt: FieldValue.serverTimestamp(), expiresAt })) return true;
  }
  return false;
}
