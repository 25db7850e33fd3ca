import { journalEntrySchema, type JournalEntry } from '@domain/journal';
import { collection, onSnapshot, orderBy, query, Timestamp } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { useLiveQuery, type Listen } from '../../../lib/use-live-query';

/** A journal entry as the list shows it, with whether it still waits to reach the server. */
export interface ListedEntry extends JournalEntry {
  /** Saved on this device but not yet on the server (offline, or just written). */
  pending: boolean;
}

// A pending server timestamp reads as the local estimate; a missing one as "now".
const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date());

const listenJournal: Listen<ListedEntry[]> = (path, next, fail) =>
  onSnapshot(
    query(collection(firestore(), path), orderBy('createdAt', 'desc')),
    // Metadata changes too, so an entry stops showing as pending the moment the server has it.
    { includeMetadataChanges: true },
    (snapshot) =>
      next(
        snapshot.docs
          .flatMap((document): ListedEntry[] => {
            const data = document.data({ serverTimestamps: 'estimate' });
            const parsed = journalEntrySchema.safeParse(data);
            if (!parsed.success) return [];
            return [
              {
                ...parsed.data,
                id: document.id,
                createdAt: toDate(data.createdAt),
                updatedAt: toDate(data.updatedAt),
                pending: document.metadata.hasPendingWrites,
              },
            ];
          })
          // Estimated times of entries still on their way can fall out of the server's order.
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
      ),
    fail,
  );

/** The user's journal, newest first, kept live, including entries not yet synced. */
export function useJournalEntries(uid: string) {
  return useLiveQuery(`users/${uid}/journal`, listenJournal);
}
