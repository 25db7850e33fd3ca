import { normaliseEmail } from '@domain/contact';
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { createIfAbsent } from './create-if-absent.js';

/** The subscriber document's id: a hash of the normalised address, so one address is one document. */
export function subscriberId(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

/** Adds the address to `newsletterSubscribers` unless it is there; true when it was new. */
export function addSubscriber(email: string): Promise<boolean> {
  const ref = adminDb().collection('newsletterSubscribers').doc(subscriberId(email));
  return createIfAbsent(ref, {
    email: normaliseEmail(email),
    source: 'landing',
    createdAt: FieldValue.serverTimestamp(),
  });
}
