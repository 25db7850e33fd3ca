import { journalEntrySchema, type JournalEntry } from '@domain/journal';
import { collection, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { newestFirstListener, type Listed } from '@/lib/live-list';
import { useLiveQuery } from '@/lib/use-live-query';

/** A journal entry as the list shows it, with whether it still waits to reach the server. */
export type ListedEntry = JournalEntry & Listed;

const listenJournal = newestFirstListener(
  (path) => query(collection(firestore(), path), orderBy('createdAt', 'desc')),
  (data) => journalEntrySchema.safeParse(data).data,
);

/** The user's journal, newest first, kept live, including entries not yet synced. */
export function useJournalEntries(uid: string) {
  return useLiveQuery(`users/${uid}/journal`, listenJournal);
}
