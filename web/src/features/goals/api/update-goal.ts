import type { GoalInput } from '@domain/goals';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { goalsCollection, validGoal } from './goals-collection';

/** Saves an edit to a goal's title, description and target date; kept on this device at once. */
export function updateGoal(uid: string, id: string, input: GoalInput): LocalWrite {
  const write = updateDoc(doc(goalsCollection(uid), id), {
    ...validGoal(input),
    updatedAt: serverTimestamp(),
  });
  return { id, synced: settled(write, 'Your changes to this goal could not be saved.') };
}
