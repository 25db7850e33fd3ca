import type { FeedbackInput } from '@domain/contact';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

/** Stores a contact message in `feedback`; returns its id. */
export async function addFeedback(input: FeedbackInput): Promise<string> {
  const ref = await adminDb()
    .collection('feedback')
    .add({ ...input, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}
