import type { FeedbackInput } from '@domain/contact';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { queryPages } from './query-pages.js';

/** A stored contact message, as the team reads it. */
export type StoredFeedback = FeedbackInput & { id: string; createdAt: Date };

/** Stores a contact message in `feedback`; returns its id. */
export async function addFeedback(input: FeedbackInput): Promise<string> {
  const ref = await adminDb()
    .collection('feedback')
    .add({ ...input, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

/** Contact messages oldest first, from `since` on when given, a page at a time. */
export async function* feedbackSince(since?: Date): AsyncGenerator<StoredFeedback[]> {
  const ordered = adminDb().collection('feedback').orderBy('createdAt').orderBy(FieldPath.documentId());
  const query = since ? ordered.where('createdAt', '>=', Timestamp.fromDate(since)) : ordered;
  for await (const page of queryPages(query, 200)) {
    yield page.map((document) => {
      const { name, email, category, message, createdAt } = document.data();
      return { id: document.id, name, email, category, message, createdAt: createdAt.toDate() };
    });
  }
}
