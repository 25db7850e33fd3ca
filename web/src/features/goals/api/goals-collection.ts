import { goalSchema, type GoalInput } from '@domain/goals';
import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/** users/{uid}/goals. */
export const goalsCollection = (uid: string) => collection(firestore(), 'users', uid, 'goals');

/** users/{uid}/goals/{goalId}/checkIns. */
export const checkInsCollection = (uid: string, goalId: string) =>
  collection(firestore(), 'users', uid, 'goals', goalId, 'checkIns');

/** The form's fields checked against the limits; throws an Error with the first problem to show. */
export function validGoal(input: GoalInput): GoalInput {
  const parsed = goalSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the goal and try again.');
  return parsed.data;
}
