import { REMINDER_MAX_TOKENS, type RegisterReminder } from '@domain/reminders';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';
import { queryPages } from './query-pages.js';

const reminderDoc = (uid: string) => adminDb().collection('reminders').doc(uid);

/** One person's reminder schedule, reminders/{uid}, as the sender reads it. */
export interface StoredReminder {
  uid: string;
  tokens: string[];
  time: string;
  timeZone: string;
  nextAt: Date;
  /** The local day of the last reminder sent, 'YYYY-MM-DD'. */
  lastSentDay: string | null;
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * Adds this device's token to reminders/{uid} (at most REMINDER_MAX_TOKENS, the oldest dropped) and
 * sets the time and zone the reminders follow and when the sender next looks.
 */
export async function saveReminderToken(
  uid: string,
  { token, time, timeZone }: RegisterReminder,
  nextAt: Date,
) {
  const ref = reminderDoc(uid);
  await adminDb().runTransaction(async (transaction) => {
    const stored = strings((await transaction.get(ref)).get('tokens'));
    const tokens = [...stored.filter((held) => held !== token), token].slice(-REMINDER_MAX_TOKENS);
    transaction.set(ref, { tokens, time, timeZone, nextAt: Timestamp.fromDate(nextAt) }, { merge: true });
  });
}

/** Stops reminders to this token (a device turning them off or signing out); the sender drops an empty schedule. */
export async function removeReminderTokens(uid: string, tokens: readonly string[]) {
  if (tokens.length === 0) return;
  await reminderDoc(uid)
    .update({ tokens: FieldValue.arrayRemove(...tokens) })
    .catch((error: { code?: unknown }) => {
      // NOT_FOUND: no schedule, so nothing to remove.
      if (error.code !== 5) throw error;
    });
}

/**
 * The schedules due at `now` (nextAt at or before it), `pageSize` at a time, earliest first: one
 * indexed range query over reminders, however many people there are.
 */
export async function* dueReminderPages(now: Date, pageSize: number): AsyncGenerator<StoredReminder[]> {
  const query = adminDb()
    .collection('reminders')
    .where('nextAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAt')
    .orderBy(FieldPath.documentId());
  for await (const page of queryPages(query, pageSize)) {
    yield page.map((document) => ({
      uid: document.id,
      tokens: strings(document.get('tokens')),
      time: String(document.get('time')),
      timeZone: String(document.get('timeZone')),
      nextAt: (document.get('nextAt') as Timestamp).toDate(),
      lastSentDay: (document.get('lastSentDay') as string | undefined) ?? null,
    }));
  }
}

/** What the sender records after looking at a schedule. */
export interface ReminderUpdate {
  time: string;
  timeZone: string;
  nextAt: Date;
  /** Set when a reminder went out. */
  lastSentDay?: string;
}

/** Records the sender's look at reminders/{uid}: when to look next, and the day of a reminder sent. */
export async function updateReminder(uid: string, { nextAt, ...fields }: ReminderUpdate) {
  await reminderDoc(uid).update({ ...fields, nextAt: Timestamp.fromDate(nextAt) });
}

/** Deletes reminders/{uid}: nobody to remind (no device left, or no account). */
export async function deleteReminder(uid: string) {
  await reminderDoc(uid).delete();
}
