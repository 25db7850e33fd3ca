import { storedReportSchema, type WeeklyReport } from '@domain/weekly-report';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { toDate } from '@/lib/live-list';
import { useLiveQuery, type Listen } from '@/lib/use-live-query';

const listenReports: Listen<WeeklyReport[]> = (path, next, fail) =>
  onSnapshot(
    query(collection(firestore(), path), orderBy('week', 'desc')),
    (snapshot) =>
      next(
        snapshot.docs.flatMap((document): WeeklyReport[] => {
          const data = document.data();
          const parsed = storedReportSchema.safeParse(data);
          // Only functions write reports; one that does not parse (an older shape) is left out.
          if (!parsed.success) return [];
          return [{ ...parsed.data, generatedAt: toDate(data.generatedAt) }];
        }),
      ),
    fail,
  );

/** The person's weekly reports, newest week first, kept live. */
export function useReports(uid: string) {
  return useLiveQuery(`users/${uid}/reports`, listenReports);
}
