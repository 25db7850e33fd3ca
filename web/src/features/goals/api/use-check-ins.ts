import { checkInSchema, type CheckIn } from '@domain/goals';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { useLiveQuery, type Listen } from '@/lib/use-live-query';
import { toDate } from '@/lib/live-list';

const listenCheckIns: Listen<CheckIn[]> = (path, next, fail) =>
  onSnapshot(
    query(collection(firestore(), path), orderBy('createdAt', 'desc')),
    (snapshot) =>
      next(
        snapshot.docs
          .flatMap((document): CheckIn[] => {
            const data = document.data({ serverTimestamps: 'estimate' });
            const parsed = checkInSchema.safeParse(data);
            return parsed.success
              ? [{ ...parsed.data, id: document.id, createdAt: toDate(data.createdAt) }]
              : [];
          })
          // Estimated times of check-ins still on their way can fall out of the server's order.
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
      ),
    fail,
  );

/** One goal's check-ins, newest first, kept live (only while `goalId` is set). */
export function useCheckIns(uid: string, goalId: string | undefined) {
  return useLiveQuery(goalId ? `users/${uid}/goals/${goalId}/checkIns` : undefined, listenCheckIns);
}
