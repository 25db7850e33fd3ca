import type { JournalEntryInput } from '@domain/journal';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { journalCollection, settled, validEntry, type LocalWrite } from './journal-collection';

/** Saves an edit to an entry (createdAt stays as it was); kept on this device at once, like a new one. */
export function updateJournalEntry(uid: string, id: string, input: JournalEntryInput): LocalWrite {
  const data = validEntry(input);
  const write = updateDoc(doc(journalCollection(uid), id), { ...data, updatedAt: serverTimestamp() });
  return { id, synced: settled(write, 'Your changes could not be saved.') };
}
