import type { ExportDocument } from '@domain/account-export';
import { EMOTIONS, type Emotion } from '@domain/journal';
import type { ReportEntry } from '@domain/weekly-report';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { plainFields } from './account.js';

const isEmotion = (value: unknown): value is Emotion => (EMOTIONS as readonly unknown[]).includes(value);

// Rules keep stored entries well-formed; this still reads defensively, so one odd document cannot fail a report.
function toReportEntry(id: string, data: DocumentData): ReportEntry | undefined {
  if (!(data.createdAt instanceof Timestamp)) return undefined;
  return {
    id,
    title: typeof data.title === 'string' ? data.title : '',
    body: typeof data.body === 'string' ? data.body : '',
    mood: Number.isInteger(data.mood) && data.mood >= 1 && data.mood <= 5 ? (data.mood as number) : null,
    emotions: Array.isArray(data.emotions) ? data.emotions.filter(isEmotion) : [],
    createdAt: data.createdAt.toDate(),
  };
}

/** The person's journal entries created from `from` (inclusive) to `to` (exclusive), oldest first. */
const journalBetween = (uid: string, from: Date, to: Date) =>
  adminDb()
    .collection(`users/${uid}/journal`)
    .where('createdAt', '>=', Timestamp.fromDate(from))
    .where('createdAt', '<', Timestamp.fromDate(to))
    .orderBy('createdAt')
    .get();

/** The person's journal entries from `from` to `to`, as a weekly report reads them. */
export async function journalEntriesBetween(uid: string, from: Date, to: Date): Promise<ReportEntry[]> {
  const snapshot = await journalBetween(uid, from, to);
  return snapshot.docs.flatMap((document) => toReportEntry(document.id, document.data()) ?? []);
}

/** The person's journal entries from `from` to `to`, oldest first, every field (for an export). */
export async function journalDocumentsBetween(uid: string, from: Date, to: Date): Promise<ExportDocument[]> {
  const snapshot = await journalBetween(uid, from, to);
  return snapshot.docs.map((document) => ({ id: document.id, data: plainFields(document.data()) }));
}

/**
 * The people who wrote a journal entry from `from` to `to`: one collection-group query over every
 * journal (firestore.indexes.json enables it for `createdAt`), reading only the document paths.
 */
export async function journalAuthorsBetween(from: Date, to: Date): Promise<string[]> {
  const snapshot = await adminDb()
    .collectionGroup('journal')
    .where('createdAt', '>=', Timestamp.fromDate(from))
    .where('createdAt', '<', Timestamp.fromDate(to))
    .select()
    .get();
  // users/{uid}/journal/{entryId}: the uid is the journal's parent document.
  const uids = snapshot.docs.flatMap((document) => {
    const user = document.ref.parent.parent;
    return user?.parent.id === 'users' ? [user.id] : [];
  });
  return [...new Set(uids)];
}
