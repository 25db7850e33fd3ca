import { deleteDoc, doc } from 'firebase/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { memoriesCollection } from './memories-collection';

/** Forgets a memory item, so no later conversation sees it; it leaves the list at once. */
export function deleteMemory(uid: string, id: string): LocalWrite {
  const write = deleteDoc(doc(memoriesCollection(uid), id));
  return { id, synced: settled(write, 'This could not be deleted.') };
}
