import { checkInSchema, type CheckIn } from '@domain/goals';
import { collection, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { newestFirstListener } from '@/lib/live-list';
import { useLiveQuery, type Listen } from '@/lib/use-live-query';

// Read as plain check-ins: the history does not show which are still on their way to the server.
const listenCheckIns: Listen<CheckIn[]> = newestFirstListener(
  (path) => query(collection(firestore(), path), orderBy('createdAt', 'desc')),
  (data) => checkInSchema.safeParse(data).data,
);

/** One goal's check-ins, newest first, kept live (only while `goalId` is set). */
export function useCheckIns(uid: string, goalId: string | undefined) {
  return useLiveQuery(goalId ? `users/${uid}/goals/${goalId}/checkIns` : undefined, listenCheckIns);
}
