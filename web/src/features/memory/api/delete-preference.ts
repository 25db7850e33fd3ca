import { deleteDoc, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';

/** Removes a taught preference (users/{uid}/preferences/{key}), so later replies no longer follow it. */
export function deletePreference(uid: string, key: string): LocalWrite {
  const write = deleteDoc(doc(firestore(), 'users', uid, 'preferences', key));
  return { id: key, synced: settled(write, 'This preference could not be removed.') };
}
