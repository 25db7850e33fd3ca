import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { memoriesCollection, validText } from './memories-collection';

/** Rewrites a memory item's text (its source stays as it was); kept on this device at once. */
export function updateMemory(uid: string, id: string, text: string): LocalWrite {
  const write = updateDoc(doc(memoriesCollection(uid), id), {
    text: validText(text),
    updatedAt: serverTimestamp(),
  });
  return { id, synced: settled(write, 'Your change could not be saved.') };
}
