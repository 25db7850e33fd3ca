import { describe, expect, it } from 'vitest';
import {
  nextReminderAt,
  registerReminderBody,
  reminderDecision,
  REMINDER_TIMES,
  reminderTimeSchema,
  type ReminderState,
} from './reminders';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('nextReminderAt', () => {
  it('should be today’s time while it is ahead, else tomorrow’s', () => {
    expect(nextReminderAt('20:00', 'Europe/Paris', at('2026-06-10T17:59:00Z'))).toEqual(
      at('2026-06-10T18:00:00Z'),
    );
    expect(nextReminderAt('20:00', 'Europe/Paris', at('2026-06-10T18:00:00Z'))).toEqual(
      at('2026-06-11T18:00:00Z'),
    );
  });

  it('should keep the local time across a clock change, 23 or 25 hours later', () => {
    expect(nextReminderAt('20:00', 'Europe/Paris', at('2026-03-28T19:00:00Z'))).toEqual(
      at('2026-03-29T18:00:00Z'),
    );
    expect(nextReminderAt('20:00', 'Europe/Paris', at('2026-10-24T18:00:00Z'))).toEqual(
      at('2026-10-25T19:00:00Z'),
    );
  });

  it('should count days in the person’s zone, not in UTC', () => {
    // 23:30 UTC on 10 June is already 11 June 09:30 in Sydney: its 08:00 has passed, so 12 June.
    expect(nextReminderAt('08:00', 'Australia/Sydney', at('2026-06-10T23:30:00Z'))).toEqual(
      at('2026-06-11T22:00:00Z'),
    );
    // 02:00 UTC on 11 June is still 10 June 19:00 in Los Angeles: its 20:00 is an hour away.
    expect(nextReminderAt('20:00', 'America/Los_Angeles', at('2026-06-11T02:00:00Z'))).toEqual(
      at('2026-06-11T03:00:00Z'),
    );
  });
});

describe('reminderDecision', () => {
  // 20:00 in Paris on 10 June 2026 is 18:00Z.
  const dueAt = at('2026-06-10T18:00:00Z');
  const tomorrow = at('2026-06-11T18:00:00Z');
  const state = (overrides: Partial<ReminderState> = {}): ReminderState => ({
    enabled: true,
    time: '20:00',
    timeZone: 'Europe/Paris',
    lastSentDay: '2026-06-09',
    lastEntryAt: at('2026-06-09T07:00:00Z'),
    ...overrides,
  });
  const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

  it('should send at the chosen time on a day with nothing written, then look again tomorrow', () => {
    expect(reminderDecision(state(), dueAt)).toEqual({ send: true, day: '2026-06-10', nextAt: tomorrow });
    expect(
      reminderDecision(state({ lastEntryAt: null, lastSentDay: null }), plus(dueAt, 14 * MINUTE)),
    ).toEqual({
      send: true,
      day: '2026-06-10',
      nextAt: tomorrow,
    });
  });

  it('should not send on a local day the person has written, even late the night before in UTC', () => {
    expect(reminderDecision(state({ lastEntryAt: at('2026-06-10T06:00:00Z') }), dueAt).send).toBe(false);
    // 22:30Z on 9 June is 00:30 on 10 June in Paris: written today.
    expect(reminderDecision(state({ lastEntryAt: at('2026-06-09T22:30:00Z') }), dueAt).send).toBe(false);
    // 21:30Z on 9 June is 23:30 on 9 June in Paris: yesterday.
    expect(reminderDecision(state({ lastEntryAt: at('2026-06-09T21:30:00Z') }), dueAt).send).toBe(true);
  });

  it('should send at most once a local day', () => {
    const decision = reminderDecision(state({ lastSentDay: '2026-06-10' }), plus(dueAt, 15 * MINUTE));
    expect(decision).toEqual({ send: false, day: '2026-06-10', nextAt: tomorrow });
  });

  it('should not send while reminders are off, but keep looking', () => {
    expect(reminderDecision(state({ enabled: false }), dueAt)).toEqual({
      send: false,
      day: '2026-06-10',
      nextAt: tomorrow,
    });
  });

  it('should wait for a time moved later, and skip a day whose time is long past', () => {
    expect(reminderDecision(state({ time: '21:30' }), dueAt)).toEqual({
      send: false,
      day: '2026-06-10',
      nextAt: at('2026-06-10T19:30:00Z'),
    });
    expect(reminderDecision(state(), plus(dueAt, 2 * 60 * MINUTE - 1)).send).toBe(true);
    expect(reminderDecision(state(), plus(dueAt, 2 * 60 * MINUTE))).toEqual({
      send: false,
      day: '2026-06-10',
      nextAt: tomorrow,
    });
  });

  it('should follow the zone the settings give: the same instant is another local time elsewhere', () => {
    const decision = reminderDecision(state({ timeZone: 'Asia/Tokyo' }), dueAt);
    // 18:00Z is 03:00 on 11 June in Tokyo: that day's 20:00 is still ahead.
    expect(decision).toEqual({ send: false, day: '2026-06-11', nextAt: at('2026-06-11T11:00:00Z') });
  });

  it('should send on the day the clocks change, at the new local time', () => {
    // Paris, 29 March 2026: 20:00 CEST is 18:00Z, one hour earlier in UTC than the day before.
    const decision = reminderDecision(
      state({ lastSentDay: '2026-03-28', lastEntryAt: null }),
      at('2026-03-29T18:00:00Z'),
    );
    expect(decision).toEqual({ send: true, day: '2026-03-29', nextAt: at('2026-03-30T18:00:00Z') });
    expect(reminderDecision(state({ lastEntryAt: null }), at('2026-03-29T17:45:00Z')).send).toBe(false);
  });
});

describe('reminder requests', () => {
  it('should offer every quarter hour of the day, each one a valid time', () => {
    expect(REMINDER_TIMES).toHaveLength(96);
    expect([REMINDER_TIMES[0], REMINDER_TIMES[1], REMINDER_TIMES[80], REMINDER_TIMES[95]]).toEqual([
      '00:00',
      '00:15',
      '20:00',
      '23:45',
    ]);
    expect(REMINDER_TIMES.every((time) => reminderTimeSchema.safeParse(time).success)).toBe(true);
  });

  it('should take quarter-hour times only', () => {
    expect(
      ['00:00', '07:15', '20:00', '23:45'].map((time) => reminderTimeSchema.safeParse(time).success),
    ).toEqual([true, true, true, true]);
    expect(
      ['24:00', '20:10', '8:00', '20:00:00', ''].some((time) => reminderTimeSchema.safeParse(time).success),
    ).toBe(false);
  });

  it('should take a token with a time and a known time zone, nothing else', () => {
    const body = { token: 'device-token', time: '20:00', timeZone: 'Europe/Paris' };
    expect(registerReminderBody.safeParse(body).success).toBe(true);
    expect(registerReminderBody.safeParse({ ...body, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(registerReminderBody.safeParse({ ...body, token: '' }).success).toBe(false);
    expect(registerReminderBody.safeParse({ ...body, uid: 'someone' }).success).toBe(false);
  });
});
