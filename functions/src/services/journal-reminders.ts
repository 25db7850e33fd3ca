import { logger } from 'firebase-functions';
import { REMINDER_NOTIFICATION } from '@domain/reminder-notification';
import { reminderDecision } from '@domain/reminders';
import { lastJournalEntryAt } from '../data/journal.js';
import {
  deleteReminder,
  dueReminderPages,
  removeReminderTokens,
  updateReminder,
  type StoredReminder,
} from '../data/reminders.js';
import { readSettings } from '../data/users.js';
import type { PushSender } from '../providers/push.js';
import { forEachPerson } from './for-each-person.js';

/** Schedules read per page. */
const PAGE_SIZE = 100;

/** FCM's word that a token will never work again (the app was uninstalled, the permission revoked). */
const DEAD_TOKEN_ERRORS = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * One person's due schedule: their settings decide (on, time, zone: another device may have changed
 * them), their newest journal entry says whether today is written. Sends at most one reminder, drops
 * the tokens FCM calls dead, and records when to look next. True when a reminder went out.
 */
async function remind(reminder: StoredReminder, now: Date, sender: PushSender): Promise<boolean> {
  const { uid, tokens } = reminder;
  const settings = await readSettings(uid);
  // No account any more, or no device left to remind.
  if (!settings || tokens.length === 0) {
    await deleteReminder(uid);
    return false;
  }
  const { notifications: enabled, reminderTime: time, timeZone } = settings;
  const decision = reminderDecision(
    {
      enabled,
      time,
      timeZone,
      lastSentDay: reminder.lastSentDay,
      lastEntryAt: (await lastJournalEntryAt(uid)) ?? null,
    },
    now,
  );
  if (decision.send) {
    const results = await sender.send(tokens, REMINDER_NOTIFICATION);
    const dead = results.flatMap((result) =>
      result.error && DEAD_TOKEN_ERRORS.has(result.error) ? [result.token] : [],
    );
    const failed = results.filter((result) => result.error && !DEAD_TOKEN_ERRORS.has(result.error));
    if (failed.length > 0)
      logger.warn('journal reminder: some devices failed', { uid, errors: failed.map((r) => r.error) });
    if (dead.length === tokens.length) {
      await deleteReminder(uid);
      return false;
    }
    await removeReminderTokens(uid, dead);
  }
  await updateReminder(uid, {
    time,
    timeZone,
    nextAt: decision.nextAt,
    ...(decision.send ? { lastSentDay: decision.day } : {}),
  });
  return decision.send;
}

/**
 * The journal reminders job at `now`: every schedule due (reminders/{uid} with nextAt passed), a page
 * at a time, each handled by `remind` with `sender`. Each schedule it looks at moves to its next time,
 * so a run retried or overlapping another sends nothing twice on a local day (lastSentDay).
 */
export async function runJournalReminders(
  now: Date,
  sender: PushSender,
  pageSize = PAGE_SIZE,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for await (const page of dueReminderPages(now, pageSize)) {
    const byUid = new Map(page.map((reminder) => [reminder.uid, reminder]));
    const result = await forEachPerson([...byUid.keys()], 'journal reminder', (uid) =>
      remind(byUid.get(uid)!, now, sender),
    );
    sent += result.done;
    failed += result.failed;
  }
  logger.info('journal reminders', { sent, failed });
  return { sent, failed };
}
