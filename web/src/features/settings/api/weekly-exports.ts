import { collection, getDocs, orderBy, query, Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { saveFile } from '@/lib/save-file';
import { queryListener } from '@/lib/live-listeners';
import { useLiveQuery } from '@/lib/use-live-query';

/** One prepared weekly export of the journal, as Settings lists it. */
export interface WeeklyExport {
  /** The ISO week, e.g. '2026-W47'. */
  week: string;
  /** Its Monday and Sunday, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  entryCount: number;
  /** How many documents its Markdown is split into. */
  parts: number;
  createdAt: Date | null;
}

const exportsPath = (uid: string) => `users/${uid}/exports`;

const listenExports = queryListener(
  (path) => collection(firestore(), path),
  (data, { id }): WeeklyExport => ({
    week: id,
    startDate: typeof data.startDate === 'string' ? data.startDate : '',
    endDate: typeof data.endDate === 'string' ? data.endDate : '',
    entryCount: typeof data.entryCount === 'number' ? data.entryCount : 0,
    parts: typeof data.parts === 'number' ? data.parts : 0,
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : null,
  }),
  // Newest week first; week ids sort in time order.
  (a, b) => b.week.localeCompare(a.week),
);

/** The person's weekly journal exports, newest first, kept live. */
export function useWeeklyExports(uid: string) {
  return useLiveQuery(exportsPath(uid), listenExports);
}

/** Saves one weekly export as a Markdown file, joining its parts; throws when a part is missing. */
export async function downloadWeeklyExport(uid: string, weekly: WeeklyExport): Promise<void> {
  const parts = await getDocs(
    query(collection(firestore(), exportsPath(uid), weekly.week, 'parts'), orderBy('index')),
  );
  if (parts.size < weekly.parts) throw new Error('This export is incomplete. Please try again later.');
  const markdown = parts.docs.map((part) => String(part.get('markdown') ?? '')).join('');
  saveFile(
    new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
    `reflectai-journal-${weekly.week}.md`,
  );
}
