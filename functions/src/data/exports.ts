import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { queryPages, type PageCursor, type UidPage } from './query-pages.js';

const exportsOf = (uid: string) => adminDb().collection(`users/${uid}/exports`);

/** The uids of everyone whose Export Data setting is on, `pageSize` at a time, from after `after`. */
export async function* usersWithWeeklyExport(pageSize: number, after?: PageCursor): AsyncGenerator<UidPage> {
  const query = adminDb()
    .collection('users')
    .where('settings.dataExport', '==', true)
    .orderBy(FieldPath.documentId())
    .select();
  for await (const page of queryPages(query, pageSize, after)) {
    yield { uids: page.map((document) => document.id), after: [page.at(-1)!.id] };
  }
}

/** Whether the export of `week` is stored (its summary is written last, so it is whole). */
export async function hasWeeklyExport(uid: string, week: string): Promise<boolean> {
  return (await exportsOf(uid).doc(week).get()).exists;
}

/** A weekly export as stored: its summary fields and its Markdown, split into parts. */
export interface WeeklyExportInput {
  week: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  entryCount: number;
  bytes: number;
  parts: string[];
}

/**
 * Stores (or replaces) `users/{uid}/exports/{week}`: the parts first (`parts/{0..n-1}`, each under
 * Firestore's 1 MiB document limit), then the summary that lists them, so a listed export always has
 * its text. Parts left from an earlier, longer run of the same week are removed.
 */
export async function saveWeeklyExport(uid: string, input: WeeklyExportInput) {
  const ref = exportsOf(uid).doc(input.week);
  const { parts, ...summary } = input;
  // A write per part keeps every request under a MiB, however much the week holds.
  for (const [index, markdown] of parts.entries()) {
    await ref.collection('parts').doc(String(index)).set({ index, markdown });
  }
  const stale = await ref.collection('parts').where('index', '>=', parts.length).get();
  await Promise.all(stale.docs.map((document) => document.ref.delete()));
  await ref.set({ ...summary, parts: parts.length, createdAt: FieldValue.serverTimestamp() });
}

/** Deletes all but the `keep` most recent weekly exports (week ids sort in time order). */
export async function pruneWeeklyExports(uid: string, keep: number) {
  // Only a handful are ever kept, so reading their ids is cheap (Firestore cannot scan ids backwards).
  const weeks = (await exportsOf(uid).select().get()).docs.sort((a, b) => b.id.localeCompare(a.id));
  await Promise.all(weeks.slice(keep).map((document) => adminDb().recursiveDelete(document.ref)));
}
