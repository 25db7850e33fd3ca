import { GOAL_STATUSES, goalSchema, progressSchema, type Goal } from '@domain/goals';
import { collection } from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';
import { newestFirstListener, toDate, type Listed } from '@/lib/live-list';
import { useLiveQuery } from '@/lib/use-live-query';

/** A goal as the page shows it, with whether its last change still waits to reach the server. */
export type ListedGoal = Goal & Listed;

// What a stored goal must hold to be shown; anything else (a document the rules would refuse) is skipped.
const storedGoal = goalSchema.extend({ status: z.enum(GOAL_STATUSES), progress: progressSchema });

const listenGoals = newestFirstListener(
  (path) => collection(firestore(), path),
  (data) => {
    const parsed = storedGoal.safeParse(data).data;
    return parsed && { ...parsed, completedAt: data.completedAt ? toDate(data.completedAt) : null };
  },
);

/** The user's goals, newest first, kept live, including changes not yet synced. */
export function useGoals(uid: string) {
  return useLiveQuery(`users/${uid}/goals`, listenGoals);
}
