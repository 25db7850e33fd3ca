import type { GoalInput } from '@domain/goals';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { goalsCollection, validGoal } from './goals-collection';

/**
 * Writes a new active goal at 0% (under `id` when retrying one the server refused); timestamps are the
 * server's. Returns at once: the goal is already on this device and syncs when the network allows.
 */
export function createGoal(uid: string, input: GoalInput, id?: string): LocalWrite {
  const ref = id ? doc(goalsCollection(uid), id) : doc(goalsCollection(uid));
  const write = setDoc(ref, {
    ...validGoal(input),
    status: 'active',
    progress: 0,
    completedAt: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return { id: ref.id, synced: settled(write, 'This goal could not be saved.') };
}
