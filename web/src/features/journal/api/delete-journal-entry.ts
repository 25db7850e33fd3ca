import { deleteDoc, doc } from 'firebase/firestore';
import { journalCollection, settled, type LocalWrite } from './journal-collection';

/** Deletes an entry; it leaves this device's list at once and the server when the network allows. */
export function deleteJournalEntry(uid: string, id: string): LocalWrite {
  const write = deleteDoc(doc(journalCollection(uid), id));
  return { id, synced: settled(write, 'This entry could not be deleted.') };
}
