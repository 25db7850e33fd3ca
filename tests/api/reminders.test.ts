import { REMINDER_NOTIFICATION } from '@domain/reminder-notification';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import type { PushMessage, PushResult, PushSender } from '../../functions/src/providers/push';
import { runJournalReminders } from '../../functions/src/services/journal-reminders';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, createAuthAccount, suiteEmulators } from '../support/emulators';
import { seedJournalEntry } from '../support/seed-journal';
import { newTrialUser } from './chat-helpers';
import { api } from './http';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

const reminderOf = async (uid: string) => (await adminDb().doc(`reminders/${uid}`).get()).data();

const register = (token: string | undefined, body: unknown) => api('/reminders/token', { token, body });
const unregister = (token: string | undefined, body: unknown) =>
  api('/reminders/token', { method: 'DELETE', token, body });

describe('POST /api/reminders/token', () => {
  const device = { token: 'fcm-device-one', time: '20:00', timeZone: 'Europe/Paris' };

  it('should answer 401 without a sign-in', async () => {
    expect((await register(undefined, device)).status).toBe(401);
    expect((await unregister(undefined, { token: device.token })).status).toBe(401);
  });

  it.each([
    ['no token', { time: '20:00', timeZone: 'Europe/Paris' }],
    ['an empty token', { ...device, token: '' }],
    ['a time off the quarter hour', { ...device, time: '20:10' }],
    ['an unknown time zone', { ...device, timeZone: 'Mars/Olympus' }],
    ['another field', { ...device, uid: 'someone-else' }],
  ])('should answer 400 for %s and store nothing', async (_reason, body) => {
    const { uid, token } = await newTrialUser();
    expect(await register(token, body)).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect(await reminderOf(uid)).toBeUndefined();
  });

  it('should answer 404 no_account before the account exists, storing nothing', async () => {
    const { uid, idToken } = await createAuthAccount();
    expect(await register(idToken, device)).toMatchObject({ status: 404, body: { error: 'no_account' } });
    expect(await reminderOf(uid)).toBeUndefined();
  });

  it('should store the device with the time and zone, and the next reminder time in that zone', async () => {
    const { uid, token } = await newTrialUser();
    const before = Date.now();
    const response = await register(token, device);
    expect(response.status).toBe(200);
    const nextAt = new Date(response.body.nextAt as string);
    // The next 20:00 in Paris: ahead, within a day, on the hour in UTC (Paris is UTC+1 or +2).
    expect(nextAt.getTime()).toBeGreaterThan(before);
    expect(nextAt.getTime() - before).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect([18, 19]).toContain(nextAt.getUTCHours());
    expect(nextAt.getUTCMinutes()).toBe(0);
    const stored = await reminderOf(uid);
    expect(stored).toMatchObject({ tokens: [device.token], time: '20:00', timeZone: 'Europe/Paris' });
    expect((stored?.nextAt as Timestamp).toDate()).toEqual(nextAt);
  });

  it('should keep each device once, follow the latest time, and forget a device that turns reminders off', async () => {
    const { uid, token } = await newTrialUser();
    await register(token, device);
    await register(token, { ...device, token: 'fcm-device-two', time: '07:30', timeZone: 'Asia/Kolkata' });
    await register(token, { ...device, time: '21:15' });
    expect(await reminderOf(uid)).toMatchObject({
      tokens: ['fcm-device-two', device.token],
      time: '21:15',
      timeZone: 'Europe/Paris',
    });

    expect((await unregister(token, { token: device.token })).status).toBe(204);
    expect((await reminderOf(uid))?.tokens).toEqual(['fcm-device-two']);
    // Again, or with no schedule at all: nothing to do, still fine.
    expect((await unregister(token, { token: device.token })).status).toBe(204);
    const stranger = await newTrialUser();
    expect((await unregister(stranger.token, { token: 'fcm-device-two' })).status).toBe(204);
    expect((await reminderOf(uid))?.tokens).toEqual(['fcm-device-two']);
  });

  it('should delete the schedule with the account', async () => {
    const { uid, token } = await newTrialUser();
    await register(token, device);
    expect((await api('/account', { method: 'DELETE', token, body: { confirm: 'DELETE' } })).status).toBe(
      204,
    );
    expect(await reminderOf(uid)).toBeUndefined();
  });
});

/** A sender that records what it was asked to send; tokens starting with 'dead' are unregistered. */
function recordingSender() {
  const sent: { tokens: string[]; message: PushMessage }[] = [];
  const sender: PushSender = {
    send: async (tokens, message) => {
      sent.push({ tokens: [...tokens], message });
      return tokens.map((token): PushResult =>
        token.startsWith('dead')
          ? { token, error: 'messaging/registration-token-not-registered' }
          : { token },
      );
    },
  };
  return { sender, sent };
}

let people = 0;

/**
 * Someone with reminders on at 20:00 in Paris (their settings), devices `tokens`, and a schedule due
 * at `nextAt`. The job runs over every schedule in the emulator: each test has a day of 2019 to itself
 * and its own tokens, and looks only at those.
 */
async function personDue(
  nextAt: Date,
  tokens: string[],
  settings: Record<string, unknown> = {},
  lastSentDay: string | null = null,
) {
  const uid = `reminders-${Date.now()}-${++people}`;
  await adminDb()
    .doc(`users/${uid}`)
    .set({
      settings: {
        theme: 'system',
        notifications: true,
        reminderTime: '20:00',
        timeZone: 'Europe/Paris',
        dataExport: false,
        autoSave: true,
        ...settings,
      },
    });
  await adminDb()
    .doc(`reminders/${uid}`)
    .set({
      tokens,
      time: '20:00',
      timeZone: 'Europe/Paris',
      nextAt: Timestamp.fromDate(nextAt),
      lastSentDay,
    });
  return uid;
}

const sentTo = (sent: { tokens: string[] }[], tokens: string[]) =>
  sent.filter((call) => call.tokens.some((token) => tokens.includes(token)));

const nextAtOf = async (uid: string) => ((await reminderOf(uid))?.nextAt as Timestamp).toDate();

describe('the journal reminders job', () => {
  it('should remind at the local time only those who have not written today, once, then look tomorrow', async () => {
    // 20:00 in Paris on 6 May 2019 (CEST) is 18:00Z.
    const now = new Date('2019-05-06T18:00:00Z');
    const tomorrow = new Date('2019-05-07T18:00:00Z');
    const quiet = await personDue(now, ['quiet-phone', 'quiet-laptop']);
    const writer = await personDue(now, ['writer-phone']);
    // 07:00 in Paris that morning.
    await seedJournalEntry(writer, new Date('2019-05-06T05:00:00Z'));
    const wroteYesterday = await personDue(now, ['yesterday-phone']);
    // 23:30 in Paris the day before.
    await seedJournalEntry(wroteYesterday, new Date('2019-05-05T21:30:00Z'));
    const later = await personDue(new Date('2019-05-06T18:15:00Z'), ['later-phone']);

    const { sender, sent } = recordingSender();
    await runJournalReminders(now, sender);
    const mine = ['quiet-phone', 'writer-phone', 'yesterday-phone', 'later-phone'];
    expect(sentTo(sent, mine)).toEqual(
      expect.arrayContaining([
        { tokens: ['quiet-phone', 'quiet-laptop'], message: REMINDER_NOTIFICATION },
        { tokens: ['yesterday-phone'], message: REMINDER_NOTIFICATION },
      ]),
    );
    expect(sentTo(sent, mine)).toHaveLength(2);
    expect(await reminderOf(quiet)).toMatchObject({ lastSentDay: '2019-05-06' });
    expect(await reminderOf(writer)).toMatchObject({ lastSentDay: null });
    for (const uid of [quiet, writer, wroteYesterday]) expect(await nextAtOf(uid)).toEqual(tomorrow);
    // Not due yet: untouched.
    expect(await nextAtOf(later)).toEqual(new Date('2019-05-06T18:15:00Z'));

    // A run retried or overlapping finds nothing more to send that day, even if the schedule were due again.
    await adminDb()
      .doc(`reminders/${quiet}`)
      .update({ nextAt: Timestamp.fromDate(now) });
    const again = recordingSender();
    await runJournalReminders(new Date('2019-05-06T18:15:00Z'), again.sender);
    expect(sentTo(again.sent, ['quiet-phone', 'later-phone']).map((call) => call.tokens)).toEqual([
      ['later-phone'],
    ]);
    expect(await nextAtOf(quiet)).toEqual(tomorrow);
  });

  it('should follow the settings: nothing while reminders are off, and a time moved later waits for it', async () => {
    const now = new Date('2019-05-13T18:00:00Z');
    const off = await personDue(now, ['off-phone'], { notifications: false });
    const moved = await personDue(now, ['moved-phone'], { reminderTime: '21:30' });
    const elsewhere = await personDue(now, ['elsewhere-phone'], { timeZone: 'America/New_York' });

    const { sender, sent } = recordingSender();
    await runJournalReminders(now, sender);
    expect(sentTo(sent, ['off-phone', 'moved-phone', 'elsewhere-phone'])).toEqual([]);
    expect(await nextAtOf(off)).toEqual(new Date('2019-05-14T18:00:00Z'));
    expect(await reminderOf(moved)).toMatchObject({ time: '21:30', timeZone: 'Europe/Paris' });
    expect(await nextAtOf(moved)).toEqual(new Date('2019-05-13T19:30:00Z'));
    // 20:00 in New York (EDT) is 00:00Z the next day.
    expect(await reminderOf(elsewhere)).toMatchObject({ time: '20:00', timeZone: 'America/New_York' });
    expect(await nextAtOf(elsewhere)).toEqual(new Date('2019-05-14T00:00:00Z'));
  });

  it('should drop the devices FCM no longer knows, and the schedule once none is left', async () => {
    const now = new Date('2019-05-20T18:00:00Z');
    const some = await personDue(now, ['alive-phone', 'dead-laptop']);
    const none = await personDue(now, ['dead-phone', 'dead-tablet']);

    const { sender, sent } = recordingSender();
    await runJournalReminders(now, sender);
    expect(sentTo(sent, ['alive-phone', 'dead-phone'])).toHaveLength(2);
    expect(await reminderOf(some)).toMatchObject({ tokens: ['alive-phone'], lastSentDay: '2019-05-20' });
    expect(await reminderOf(none)).toBeUndefined();
  });

  it('should delete the schedule of an account that no longer exists, sending nothing', async () => {
    const now = new Date('2019-05-27T18:00:00Z');
    const gone = await personDue(now, ['gone-phone']);
    await adminDb().doc(`users/${gone}`).delete();

    const { sender, sent } = recordingSender();
    await runJournalReminders(now, sender);
    expect(sentTo(sent, ['gone-phone'])).toEqual([]);
    expect(await reminderOf(gone)).toBeUndefined();
  });
});
