import type { WeeklyReport, WeeklyReportJson } from '@domain/weekly-report';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

const reports = (uid: string) => adminDb().collection(`users/${uid}/reports`);

/**
 * Stores (or replaces) the report of `report.week` at users/{uid}/reports/{week}, stamped with the
 * server time, and returns it as the API sends it.
 */
export async function saveReport(
  uid: string,
  report: Omit<WeeklyReport, 'generatedAt'>,
): Promise<WeeklyReportJson> {
  const ref = reports(uid).doc(report.week);
  await ref.set({ ...report, generatedAt: FieldValue.serverTimestamp() });
  const generatedAt: unknown = (await ref.get()).get('generatedAt');
  return {
    ...report,
    generatedAt: (generatedAt instanceof Timestamp ? generatedAt.toDate() : new Date()).toISOString(),
  };
}

/** The time zone of the person's most recent report (the one their device last sent), if any. */
export async function lastReportTimeZone(uid: string): Promise<string | undefined> {
  const snapshot = await reports(uid).orderBy('generatedAt', 'desc').limit(1).get();
  const timeZone: unknown = snapshot.docs[0]?.get('timeZone');
  return typeof timeZone === 'string' ? timeZone : undefined;
}

/** Whether the report of `week` is stored and was made after the week ended (not a partial one). */
export async function hasCompleteReport(uid: string, week: string): Promise<boolean> {
  return (await reports(uid).doc(week).get()).get('complete') === true;
}
