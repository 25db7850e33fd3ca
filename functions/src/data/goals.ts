import { GOAL_STATUSES, type Goal, type GoalStatus } from '@domain/goals';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/** The person's goals, every status. */
export async function readGoals(uid: string): Promise<Goal[]> {
  const snapshot = await adminDb().collection(`users/${uid}/goals`).get();
  return snapshot.docs.flatMap((document): Goal[] => {
    const data = document.data();
    const status = data.status as GoalStatus;
    if (!GOAL_STATUSES.includes(status) || typeof data.progress !== 'number') return [];
    const createdAt = toDate(data.createdAt) ?? new Date(0);
    return [
      {
        id: document.id,
        title: String(data.title ?? ''),
        description: String(data.description ?? ''),
        targetDate: typeof data.targetDate === 'string' ? data.targetDate : null,
        status,
        progress: data.progress,
        createdAt,
        updatedAt: toDate(data.updatedAt) ?? createdAt,
        completedAt: toDate(data.completedAt),
      },
    ];
  });
}
