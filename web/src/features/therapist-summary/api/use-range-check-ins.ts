import { checkInSchema } from '@domain/goals';
import type { SummaryCheckIn, SummaryRange } from '@domain/therapist-summary';
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { rangeBounds } from './range-bounds';

/** The check-ins of these goals made in the range. */
async function rangeCheckIns(uid: string, goalIds: readonly string[], range: SummaryRange) {
  const { start, end } = rangeBounds(range);
  const perGoal = await Promise.all(
    goalIds.map(async (goalId) => {
      const snapshot = await getDocs(
        query(
          collection(firestore(), 'users', uid, 'goals', goalId, 'checkIns'),
          where('createdAt', '>=', start),
          where('createdAt', '<', end),
        ),
      );
      return snapshot.docs.flatMap((document): SummaryCheckIn[] => {
        const parsed = checkInSchema.safeParse(document.data());
        const createdAt = (document.get('createdAt') as Timestamp).toDate();
        return parsed.success ? [{ ...parsed.data, goalId, createdAt }] : [];
      });
    }),
  );
  return perGoal.flat();
}

/** The goals' check-ins in the range, read once per range and set of goals. */
export function useRangeCheckIns(
  uid: string,
  goalIds: readonly string[] | undefined,
  range: SummaryRange | undefined,
) {
  return useQuery({
    queryKey: ['summary-check-ins', uid, goalIds, range?.from, range?.to],
    queryFn: () => rangeCheckIns(uid, goalIds!, range!),
    enabled: goalIds !== undefined && range !== undefined,
  });
}
