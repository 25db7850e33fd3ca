import { isoWeekOf, shiftIsoWeek } from '@domain/time';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { runWeeklyReports } from '../../functions/src/services/weekly-report';
import {
  assertEmulatorsRunning,
  createAuthAccount,
  readDocument,
  suiteEmulators,
} from '../support/emulators';
import { useDemoProject } from '../support/admin';
import { seedJournalEntry } from '../support/seed-journal';
import { newTrialUser } from './chat-helpers';
import { api } from './http';
import { patchDocument } from '../support/emulators';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

const storedReport = async (uid: string, week: string) =>
  (await readDocument(`users/${uid}/reports/${week}`))?.fields;

describe('POST /api/reports/current', () => {
  it('should answer 401 without a token', async () => {
    const response = await api('/reports/current', { body: { timeZone: 'UTC' } });
    expect(response).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
  });

  it.each([[{ timeZone: 'Mars/Olympus_Mons' }], [{ timeZone: 7 }], [{ week: '2026-W01' }]])(
    'should answer 400 for %j',
    async (body) => {
      const { idToken } = await createAuthAccount();
      const response = await api('/reports/current', { body, token: idToken });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('bad_request');
    },
  );

  it('should answer 405 to GET', async () => {
    const { idToken } = await createAuthAccount();
    expect((await api('/reports/current', { token: idToken })).status).toBe(405);
  });

  it('should compute this week so far from the journal, store it and return it', async () => {
    const { uid, token: idToken } = await newTrialUser();
    const now = new Date();
    const week = isoWeekOf(now, 'UTC');
    await seedJournalEntry(uid, new Date(now.getTime() - 2_000), {
      mood: 4,
      emotions: ['calm', 'hopeful'],
      title: 'Good talk',
    });
    await seedJournalEntry(uid, new Date(now.getTime() - 1_000), {
      mood: 2,
      emotions: ['calm'],
      title: 'Tired evening',
    });
    await seedJournalEntry(uid, new Date(now.getTime() - 7 * 86_400_000), { mood: 1 }); // the week before
    await adminDb().doc(`users/${uid}/goals/g1`).set({
      title: 'Sleep by 11',
      description: '',
      targetDate: null,
      status: 'active',
      progress: 40,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      completedAt: null,
    });

    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token: idToken });
    expect(response.status).toBe(200);
    const report = response.body.report as Record<string, unknown>;
    expect(report).toMatchObject({
      week,
      timeZone: 'UTC',
      entryCount: 2,
      moodCount: 2,
      averageMood: 3,
      previousAverageMood: 1,
      moodChange: 2,
      topEmotions: [
        { emotion: 'calm', count: 2 },
        { emotion: 'hopeful', count: 1 },
      ],
      notableEntries: [
        expect.objectContaining({ kind: 'lowest', headline: 'Tired evening', mood: 2 }),
        expect.objectContaining({ kind: 'highest', headline: 'Good talk', mood: 4 }),
      ],
      goals: { active: 1, completed: 0, archived: 0, averageProgress: 40, completedThisWeek: 0 },
      reflectionSource: 'template',
      complete: false,
    });
    expect(report.reflection).toContain('You wrote 2 journal entries');

    const stored = await storedReport(uid, week);
    expect(stored?.entryCount).toEqual({ integerValue: '2' });
    expect(stored?.reflection).toEqual({ stringValue: report.reflection });
    expect(stored?.generatedAt).toHaveProperty('timestampValue', report.generatedAt);
  });

  it('should count the week in the time zone sent, and reuse it when none is sent', async () => {
    const { uid, token: idToken } = await newTrialUser();
    const zone = 'Pacific/Kiritimati'; // UTC+14: its week can differ from UTC's
    const first = await api('/reports/current', { body: { timeZone: zone }, token: idToken });
    expect(first.body.report).toMatchObject({
      timeZone: zone,
      week: isoWeekOf(new Date(), zone),
      entryCount: 0,
    });
    expect((first.body.report as { reflection: string }).reflection).toMatch(
      /^No journal entries this week yet/,
    );
    const second = await api('/reports/current', { method: 'POST', token: idToken });
    expect(second.body.report).toMatchObject({ timeZone: zone });
    expect(await storedReport(uid, isoWeekOf(new Date(), zone))).toBeDefined();
  });

  it("should answer 403 'Trial expired' once the person's plan has lapsed, storing nothing", async () => {
    const { uid, token } = await newTrialUser();
    await patchDocument(`users/${uid}`, {
      trialStartedAt: new Date(Date.now() - 8 * 86_400_000),
      subscriptionPlan: 'pro',
      subscriptionStatus: 'canceled',
    });
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response).toMatchObject({
      status: 403,
      body: { error: 'trial_expired', message: 'Trial expired' },
    });
    expect(await storedReport(uid, isoWeekOf(new Date(), 'UTC'))).toBeUndefined();
  });
});

describe('the weekly reports job', () => {
  // Monday 9 March 2020, 12:00 UTC: last week is 2020-W10 (2–8 March) everywhere.
  const monday = new Date('2020-03-09T12:00:00Z');

  it('should store last week’s report for each person who wrote that week, in their time zone', async () => {
    const writer = await createAuthAccount();
    const quiet = await createAuthAccount();
    const traveller = await createAuthAccount();
    await seedJournalEntry(writer.uid, new Date('2020-03-03T09:00:00Z'), { mood: 5, emotions: ['proud'] });
    await seedJournalEntry(writer.uid, new Date('2020-03-06T20:00:00Z'), { mood: 3 });
    await seedJournalEntry(quiet.uid, new Date('2020-02-25T09:00:00Z'), { mood: 2 }); // two weeks before
    // Sunday 22:00 in Los Angeles: already Monday (W11) in UTC, but W10 where they are.
    await seedJournalEntry(traveller.uid, new Date('2020-03-09T05:00:00Z'), {
      mood: 4,
      title: 'Sunday night',
    });
    await adminDb()
      .doc(`users/${traveller.uid}/reports/2020-W09`)
      .set({
        week: '2020-W09',
        timeZone: 'America/Los_Angeles',
        generatedAt: Timestamp.fromDate(new Date('2020-03-02T12:00:00Z')),
      });

    const result = await runWeeklyReports(monday);
    expect(result.failed).toBe(0);
    expect(result.generated).toBeGreaterThanOrEqual(2);

    const written = await storedReport(writer.uid, '2020-W10');
    expect(written).toMatchObject({
      week: { stringValue: '2020-W10' },
      timeZone: { stringValue: 'UTC' },
      entryCount: { integerValue: '2' },
      averageMood: { integerValue: '4' },
      complete: { booleanValue: true },
      reflectionSource: { stringValue: 'template' },
    });
    const travelled = await storedReport(traveller.uid, '2020-W10');
    expect(travelled).toMatchObject({
      timeZone: { stringValue: 'America/Los_Angeles' },
      entryCount: { integerValue: '1' },
    });
    expect(await storedReport(quiet.uid, '2020-W10')).toBeUndefined();
    expect(await storedReport(quiet.uid, shiftIsoWeek('2020-W10', -1))).toBeUndefined();
  });
});

describe('POST /api/reports/therapist-summary', () => {
  const stats = {
    from: '2026-11-01',
    to: '2026-11-30',
    mood: { entryCount: 3, moodCount: 3, averageMood: 3.33, firstHalfAverage: 3, secondHalfAverage: 3.5 },
  };

  it('should answer 401 without a token', async () => {
    const response = await api('/reports/therapist-summary', { body: { stats } });
    expect(response).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
  });

  it.each([
    ['journal text', { stats: { ...stats, entries: ['A private entry'] } }],
    ['a bad date', { stats: { ...stats, from: 'last month' } }],
    ['no stats', {}],
  ])('should answer 400 for %s', async (_, body) => {
    const { idToken } = await createAuthAccount();
    const response = await api('/reports/therapist-summary', { body, token: idToken });
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
  });

  it('should answer that there is no narrative when no AI service is set up', async () => {
    const { idToken } = await createAuthAccount();
    const response = await api('/reports/therapist-summary', { body: { stats }, token: idToken });
    expect(response).toEqual(expect.objectContaining({ status: 200, body: { narrative: null } }));
  });

  it('should answer 405 to GET', async () => {
    const { idToken } = await createAuthAccount();
    expect((await api('/reports/therapist-summary', { token: idToken })).status).toBe(405);
  });
});
