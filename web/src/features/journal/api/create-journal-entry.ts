import type { JournalEntryInput } from '@domain/journal';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { journalCollection, settled, validEntry, type LocalWrite } from './journal-collection';

/**
 * Writes a new entry (under `id` when retrying one the server refused); both timestamps are the
 * server's. Returns at once: the entry is already on this device and syncs when the network allows.
 */
export function createJournalEntry(uid: string, input: JournalEntryInput, id?: string): LocalWrite {
  const data = validEntry(input);
  const ref = id ? doc(journalCollection(uid), id) : doc(journalCollection(uid));
  const write = setDoc(ref, { ...data, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return { id: ref.id, synced: settled(write, 'This entry could not be saved.') };
}
