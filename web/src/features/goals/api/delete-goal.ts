import { deleteDoc, doc, getDocs, writeBatch } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { checkInsCollection, goalsCollection } from './goals-collection';

/**
 * Deletes a goal and its check-ins (so none are left behind without their goal). Offline, the
 * check-ins known to this device go with it; the goal leaves the list at once either way.
 */
export function deleteGoal(uid: string, id: string): LocalWrite {
  const goal = doc(goalsCollection(uid), id);
  // The goal's own delete starts at once so it leaves the list even while the check-ins are read.
  const removed = deleteDoc(goal);
  const write = getDocs(checkInsCollection(uid, id)).then(async (checkIns) => {
    // A batch holds at most 500 writes.
    for (let start = 0; start < checkIns.docs.length; start += 500) {
      const batch = writeBatch(firestore());
      for (const checkIn of checkIns.docs.slice(start, start + 500)) batch.delete(checkIn.ref);
      await batch.commit();
    }
    await removed;
  });
  return { id, synced: settled(write, 'This goal could not be deleted.') };
}
