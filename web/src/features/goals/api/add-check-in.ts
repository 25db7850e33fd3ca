import type { CheckInInput } from '@domain/goals';
import { checkInSchema } from '@domain/goals';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { checkInsCollection, goalsCollection } from './goals-collection';

/**
 * Records a check-in and moves the goal's progress to it, in one write so neither lands without the
 * other. Kept on this device at once; syncs when the network allows.
 */
export function addCheckIn(uid: string, goalId: string, input: CheckInInput): LocalWrite {
  const parsed = checkInSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'Check the check-in and try again.');
  const ref = doc(checkInsCollection(uid, goalId));
  const batch = writeBatch(firestore());
  batch.set(ref, { ...parsed.data, createdAt: serverTimestamp() });
  batch.update(doc(goalsCollection(uid), goalId), {
    progress: parsed.data.progress,
    updatedAt: serverTimestamp(),
  });
  return { id: ref.id, synced: settled(batch.commit(), 'This check-in could not be saved.') };
}
