/**
 * Journal reminders (docs/product.md#journal-reminders): at the time the person chose, in their time
 * zone, a push notification on each local day they have not written in their journal yet, at most one
 * a day. The scheduled sender and the browser's registration share what is here.
 */
import { z } from 'zod';
import { addDays, localDateKey, timeZoneSchema, zonedInstant } from './time';

/** The reminder time of a person who never chose one. */
export const DEFAULT_REMINDER_TIME = '20:00';

/**
 * A reminder time, 'HH:MM' on the quarter hour: the sender runs every 15 minutes, so a finer choice
 * would only be a promise it cannot keep. firestore.rules (`validSettings`) mirrors the pattern.
 */
export const reminderTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Choose a time on the quarter hour, such as 20:00.');

/** Every time a person can choose, '00:00' to '23:45', for the Settings picker. */
export const REMINDER_TIMES = Array.from(
  { length: 96 },
  (_, quarter) =>
    `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
);

/** A device's push token as Firebase Cloud Messaging issues it. */
const pushToken = z.string().min(1).max(4096);

/** `POST /api/reminders/token` body: this device's push token and when to remind, in which zone. */
export const registerReminderBody = z.strictObject({
  token: pushToken,
  time: reminderTimeSchema,
  timeZone: timeZoneSchema,
});
export type RegisterReminder = z.infer<typeof registerReminderBody>;

/** `DELETE /api/reminders/token` body: the push token this device no longer wants reminders on. */
export const unregisterReminderBody = z.strictObject({ token: pushToken });

/** How many devices a person may receive reminders on; registering another drops the oldest. */
export const REMINDER_MAX_TOKENS = 10;

/** How late a reminder may still go out (a missed or retried run); later, it waits for the next day. */
export const REMINDER_LATE_LIMIT_MS = 2 * 60 * 60 * 1000;

/** The first reminder after `now`: today's at `time` in `timeZone` if still ahead, else tomorrow's. */
export function nextReminderAt(time: string, timeZone: string, now: Date): Date {
  const today = localDateKey(now, timeZone);
  const todays = zonedInstant(today, time, timeZone);
  return todays > now ? todays : zonedInstant(addDays(today, 1), time, timeZone);
}

/** What the sender knows about one person when their reminder comes due. */
export interface ReminderState {
  /** Journal Reminders is on (the person's setting). */
  enabled: boolean;
  /** Their chosen time and time zone, as their settings say now. */
  time: string;
  timeZone: string;
  /** The local day of the last reminder sent, 'YYYY-MM-DD', if any. */
  lastSentDay: string | null;
  /** When they last wrote in their journal, if ever. */
  lastEntryAt: Date | null;
}

/** Whether to send a reminder at `now`, for which local day, and when to look again. */
export interface ReminderDecision {
  send: boolean;
  day: string;
  nextAt: Date;
}

/**
 * The sender's choice for one person at `now`: a reminder goes out when reminders are on, today's
 * time has come (and is not more than REMINDER_LATE_LIMIT_MS past), none was sent today and nothing
 * was written today, all in the person's time zone. Whatever it decides, the next look is at the next
 * reminder time still ahead (today's if the time was moved later, else tomorrow's).
 */
export function reminderDecision(state: ReminderState, now: Date): ReminderDecision {
  const { time, timeZone } = state;
  const day = localDateKey(now, timeZone);
  const dueAt = zonedInstant(day, time, timeZone).getTime();
  const late = now.getTime() - dueAt;
  // A clock ahead of the server's could date an entry after today: it still counts as today's.
  const writtenToday = state.lastEntryAt !== null && localDateKey(state.lastEntryAt, timeZone) >= day;
  const send =
    state.enabled && late >= 0 && late < REMINDER_LATE_LIMIT_MS && state.lastSentDay !== day && !writtenToday;
  return { send, day, nextAt: nextReminderAt(time, timeZone, now) };
}
