import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { memoriesCollection, validText } from './memories-collection';

/**
 * Adds something for the counselor to remember, as the person's own item; timestamps are the server's.
 * Returns at once: the item is already on this device and syncs when the network allows.
 */
export function addMemory(uid: string, text: string): LocalWrite {
  const ref = doc(memoriesCollection(uid));
  const write = setDoc(ref, {
    text: validText(text),
    source: 'user',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return { id: ref.id, synced: settled(write, 'This could not be saved.') };
}
