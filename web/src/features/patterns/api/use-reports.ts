import { storedReportSchema, type WeeklyReport } from '@domain/weekly-report';
import { collection, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { toDate } from '@/lib/live-list';
import { queryListener } from '@/lib/live-listeners';
import { useLiveQuery } from '@/lib/use-live-query';

const listenReports = queryListener<WeeklyReport>(
  (path) => query(collection(firestore(), path), orderBy('week', 'desc')),
  (data) => {
    // Only functions write reports; one that does not parse (an older shape) is left out.
    const parsed = storedReportSchema.safeParse(data);
    return parsed.success ? { ...parsed.data, generatedAt: toDate(data.generatedAt) } : undefined;
  },
);

/** The person's weekly reports, newest week first, kept live. */
export function useReports(uid: string) {
  return useLiveQuery(`users/${uid}/reports`, listenReports);
}
