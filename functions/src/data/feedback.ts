import type { FeedbackInput } from '@domain/contact';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { queryPages } from './query-pages.js';

/** A stored contact message, as the team reads it; `priority`: sent by someone with priority support. */
export type StoredFeedback = FeedbackInput & { id: string; createdAt: Date; priority: boolean };

// A `feedback` document as addFeedback writes it (`priority` absent on messages from before it).
type FeedbackDocument = FeedbackInput & { createdAt: Timestamp; priority?: boolean };

/** Stores a contact message in `feedback`, marked priority or not; returns its id. */
export async function addFeedback(input: FeedbackInput, priority: boolean): Promise<string> {
  const ref = await adminDb()
    .collection('feedback')
    .add({ ...input, priority, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

// Oldest first, from `since` on when given; only priority messages when asked.
async function* feedbackPages(since: Date | undefined, priorityOnly: boolean) {
  const all = adminDb().collection('feedback');
  const ordered = (priorityOnly ? all.where('priority', '==', true) : all)
    .orderBy('createdAt')
    .orderBy(FieldPath.documentId());
  const query = since ? ordered.where('createdAt', '>=', Timestamp.fromDate(since)) : ordered;
  for await (const page of queryPages(query, 200)) {
    yield page.map((document): StoredFeedback => {
      const { name, email, category, message, createdAt, priority } = document.data() as FeedbackDocument;
      // Messages stored before priority support have no `priority`: they were nobody's priority.
      return {
        id: document.id,
        name,
        email,
        category,
        message,
        createdAt: createdAt.toDate(),
        priority: priority === true,
      };
    });
  }
}

/**
 * Contact messages from `since` on when given, a page at a time: the priority ones first, oldest
 * first, then the others, oldest first, so the team answers in the order it promised.
 */
export async function* feedbackSince(since?: Date): AsyncGenerator<StoredFeedback[]> {
  yield* feedbackPages(since, true);
  for await (const page of feedbackPages(since, false)) yield page.filter((message) => !message.priority);
}
