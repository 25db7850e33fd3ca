import type { WeeklyJobHistory } from '@domain/weekly-job';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import type { PageCursor } from './query-pages.js';

// Scheduled jobs' own records, one per job: no rule matches but a denial (firestore.rules), so no
// client reads or writes them.
const jobDoc = (name: string) => adminDb().collection('jobs').doc(name);

/** A weekly job's record: its history, and how far it got with the week it is in the middle of. */
export interface WeeklyJobRecord extends WeeklyJobHistory {
  current: {
    week: string;
    /** Where the next page of people starts; null for the first. */
    after: PageCursor | null;
    /** People whose work failed in the pages done so far: the week is not finished while any did. */
    failed: number;
  } | null;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function weeklyJobRecord(data: DocumentData): WeeklyJobRecord | undefined {
  if (typeof data.since !== 'string' || !isStringList(data.doneWeeks)) return undefined;
  const current = data.current as DocumentData | null | undefined;
  return {
    since: data.since,
    doneWeeks: data.doneWeeks,
    current:
      current && typeof current.week === 'string'
        ? {
            week: current.week,
            after: Array.isArray(current.after) ? current.after : null,
            failed: typeof current.failed === 'number' ? current.failed : 0,
          }
        : null,
  };
}

/** The record of weekly job `name` (jobs/{name}), or undefined before its first run. */
export async function readWeeklyJob(name: string): Promise<WeeklyJobRecord | undefined> {
  const data = (await jobDoc(name).get()).data();
  return data ? weeklyJobRecord(data) : undefined;
}

/** Stores the record of weekly job `name`, stamped with the server time. */
export async function saveWeeklyJob(name: string, record: WeeklyJobRecord) {
  await jobDoc(name).set({ ...record, updatedAt: FieldValue.serverTimestamp() });
}

/** Where sweep `name` stopped last time (the last uid it checked), or undefined to start at the beginning. */
export async function readSweepCursor(name: string): Promise<string | undefined> {
  const after: unknown = (await jobDoc(name).get()).get('after');
  return typeof after === 'string' ? after : undefined;
}

/** Stores where sweep `name` stopped (null: it finished, the next run starts at the beginning). */
export async function saveSweepCursor(name: string, after: string | null) {
  await jobDoc(name).set({ after, updatedAt: FieldValue.serverTimestamp() });
}
