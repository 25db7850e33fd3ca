import type { ExportDocument } from '@domain/account-export';
import { EMOTIONS, type Emotion } from '@domain/journal';
import type { ReportEntry } from '@domain/weekly-report';
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { plainFields } from './account.js';
import { queryPages, type PageCursor, type UidPage } from './query-pages.js';

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
 * The people who wrote a journal entry from `from` to `to`, a page of `pageSize` entries at a time
 * (starting after `after`, a cursor from an earlier page): a collection-group query over every journal
 * (firestore.indexes.json enables it for `createdAt`), in order of writing, reading only the time. A
 * person who wrote often is in several pages.
 */
export async function* journalAuthorPages(
  from: Date,
  to: Date,
  pageSize: number,
  after?: PageCursor,
): AsyncGenerator<UidPage> {
  const query = adminDb()
    .collectionGroup('journal')
    .where('createdAt', '>=', Timestamp.fromDate(from))
    .where('createdAt', '<', Timestamp.fromDate(to))
    .orderBy('createdAt')
    .orderBy(FieldPath.documentId())
    .select('createdAt');
  for await (const page of queryPages(query, pageSize, after)) {
    // users/{uid}/journal/{entryId}: the uid is the journal's parent document.
    const uids = page.flatMap((document) => {
      const user = document.ref.parent.parent;
      return user?.parent.id === 'users' ? [user.id] : [];
    });
    const last = page.at(-1)!;
    yield { uids: [...new Set(uids)], after: [last.get('createdAt'), last.ref.path] };
  }
}

/** When the person last wrote in their journal (only the time of the newest entry read), if ever. */
export async function lastJournalEntryAt(uid: string): Promise<Date | undefined> {
  const snapshot = await adminDb()
    .collection(`users/${uid}/journal`)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .select('createdAt')
    .get();
  const createdAt: unknown = snapshot.docs[0]?.get('createdAt');
  return createdAt instanceof Timestamp ? createdAt.toDate() : undefined;
}
