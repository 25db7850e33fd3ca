import type { Goal } from '@domain/goals';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';
import { goalsCollection } from './goals-collection';

/** How a goal moves between states. */
export type GoalTransition = 'complete' | 'reopen' | 'archive' | 'unarchive';

const FAILURES: Record<GoalTransition, string> = {
  complete: 'This goal could not be marked complete.',
  reopen: 'This goal could not be reopened.',
  archive: 'This goal could not be archived.',
  unarchive: 'This goal could not be restored.',
};

// Completing marks the goal done at 100% as of now; reopening makes it active and no longer complete;
// archiving keeps everything else, and restoring returns it to what it was before (completed or active).
function changesFor(goal: Pick<Goal, 'completedAt'>, transition: GoalTransition): Record<string, unknown> {
  switch (transition) {
    case 'complete':
      return { status: 'completed', progress: 100, completedAt: serverTimestamp() };
    case 'reopen':
      return { status: 'active', completedAt: null };
    case 'archive':
      return { status: 'archived' };
    case 'unarchive':
      return { status: goal.completedAt ? 'completed' : 'active' };
  }
}

/** Completes, reopens, archives or restores a goal; kept on this device at once. */
export function setGoalStatus(
  uid: string,
  goal: Pick<Goal, 'id' | 'completedAt'>,
  transition: GoalTransition,
): LocalWrite {
  const write = updateDoc(doc(goalsCollection(uid), goal.id), {
    ...changesFor(goal, transition),
    updatedAt: serverTimestamp(),
  });
  return { id: goal.id, synced: settled(write, FAILURES[transition]) };
}
