import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { runWeeklyExports } from '../../functions/src/services/weekly-export';
import { JobUnfinishedError } from '../../functions/src/services/weekly-job';
import { runWeeklyReports } from '../../functions/src/services/weekly-report';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, createAuthAccount, suiteEmulators } from '../support/emulators';
import { seedJournalEntry } from '../support/seed-journal';

// The jobs run over everyone in the emulator: each test has weeks of 2019 to itself (no other suite
// writes there) and its own job record (jobs/{job}), so suites running alongside cannot disturb it.

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

let jobs = 0;
const newJob = (label: string) => `test-${label}-${Date.now()}-${++jobs}`;

/** Monday 12:00 UTC after `sunday` ('YYYY-MM-DD'): the moment its week has ended everywhere. */
const mondayAfter = (sunday: string) => new Date(Date.parse(`${sunday}T12:00:00Z`) + 86_400_000);

/** Someone with a sign-in and a record; with `dataExport`, their Export Data setting is on. */
async function newPerson(dataExport = false) {
  const { uid } = await createAuthAccount();
  await adminDb()
    .doc(`users/${uid}`)
    .set({ settings: { theme: 'system', notifications: true, dataExport, autoSave: true } });
  return uid;
}

const report = async (uid: string, week: string) =>
  (await adminDb().doc(`users/${uid}/reports/${week}`).get()).data();

const exportOf = async (uid: string, week: string) =>
  (await adminDb().doc(`users/${uid}/exports/${week}`).get()).data();

/** When a stored report or export was made, to the nanosecond: a document made again has a new one. */
const madeAt = (data: Record<string, unknown> | undefined, field: 'generatedAt' | 'createdAt') =>
  (data?.[field] as Timestamp | undefined)?.valueOf();

describe('the weekly jobs, run twice', () => {
  // 2019-W10 is 4 to 10 March; the job runs on Monday 11 March.
  const week = '2019-W10';
  const monday = mondayAfter('2019-03-10');

  it('should make each report once, replacing only a partial one', async () => {
    const job = newJob('reports-twice');
    const [first, second, partial] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await seedJournalEntry(first, new Date('2019-03-05T09:00:00Z'), { mood: 4 });
    await seedJournalEntry(second, new Date('2019-03-07T09:00:00Z'), { mood: 2 });
    await seedJournalEntry(partial, new Date('2019-03-04T09:00:00Z'), { mood: 3 });
    // Made on request mid-week (POST /api/reports/current): not complete, so the job makes it again.
    await adminDb()
      .doc(`users/${partial}/reports/${week}`)
      .set({ week, timeZone: 'UTC', entryCount: 1, complete: false, generatedAt: Timestamp.now() });

    expect(await runWeeklyReports(monday, { job })).toEqual({ weeks: [week], generated: 3, failed: 0 });
    const stamps = await Promise.all(
      [first, second, partial].map(async (uid) => madeAt(await report(uid, week), 'generatedAt')),
    );
    expect(await report(partial, week)).toMatchObject({ complete: true, entryCount: 1 });

    // The same run again, e.g. the scheduler retrying it: the week is done.
    expect(await runWeeklyReports(monday, { job })).toEqual({ weeks: [], generated: 0, failed: 0 });
    // Even without the job's record (a run that failed before saving it), nobody's report is made again.
    expect(await runWeeklyReports(monday, { job: newJob('reports-twice-again') })).toEqual({
      weeks: [week],
      generated: 0,
      failed: 0,
    });
    for (const [index, uid] of [first, second, partial].entries()) {
      expect(madeAt(await report(uid, week), 'generatedAt')).toBe(stamps[index]);
    }
  });

  it('should prepare each export once', async () => {
    const job = newJob('exports-twice');
    const uid = await newPerson(true);
    await seedJournalEntry(uid, new Date('2019-03-06T09:00:00Z'), { body: 'A quiet Wednesday.' });

    const first = await runWeeklyExports(monday, { job });
    expect(first).toMatchObject({ weeks: [week], failed: 0 });
    expect(first.prepared).toBeGreaterThanOrEqual(1);
    const made = madeAt(await exportOf(uid, week), 'createdAt');
    expect(made).toBeDefined();

    expect(await runWeeklyExports(monday, { job })).toEqual({ weeks: [], prepared: 0, failed: 0 });
    expect(await runWeeklyExports(monday, { job: newJob('exports-twice-again') })).toEqual({
      weeks: [week],
      prepared: 0,
      failed: 0,
    });
    expect(madeAt(await exportOf(uid, week), 'createdAt')).toBe(made);
  });
});

describe('the weekly jobs after a missed Monday', () => {
  it('should make the missed week on the next run, and none from before the job began', async () => {
    const reportsJob = newJob('reports-backfill');
    const exportsJob = newJob('exports-backfill');
    const uid = await newPerson(true);
    await seedJournalEntry(uid, new Date('2019-05-15T09:00:00Z'), { mood: 1 }); // 2019-W20
    await seedJournalEntry(uid, new Date('2019-05-22T09:00:00Z'), { mood: 4 }); // 2019-W21
    await seedJournalEntry(uid, new Date('2019-05-29T09:00:00Z'), { mood: 5 }); // 2019-W22
    await seedJournalEntry(uid, new Date('2019-05-08T09:00:00Z'), { mood: 2 }); // 2019-W19

    // Monday 20 May: 2019-W20, the job's first week.
    expect((await runWeeklyReports(mondayAfter('2019-05-19'), { job: reportsJob })).weeks).toEqual([
      '2019-W20',
    ]);
    expect((await runWeeklyExports(mondayAfter('2019-05-19'), { job: exportsJob })).weeks).toEqual([
      '2019-W20',
    ]);
    // Monday 27 May: no run. Monday 3 June: 2019-W21, missed, and 2019-W22.
    expect(await runWeeklyReports(mondayAfter('2019-06-02'), { job: reportsJob })).toEqual({
      weeks: ['2019-W21', '2019-W22'],
      generated: 2,
      failed: 0,
    });
    expect((await runWeeklyExports(mondayAfter('2019-06-02'), { job: exportsJob })).weeks).toEqual([
      '2019-W21',
      '2019-W22',
    ]);

    expect(await report(uid, '2019-W21')).toMatchObject({ averageMood: 4, complete: true });
    expect(await report(uid, '2019-W22')).toMatchObject({ averageMood: 5, previousAverageMood: 4 });
    expect(await report(uid, '2019-W19')).toBeUndefined();
    expect(await exportOf(uid, '2019-W21')).toMatchObject({ entryCount: 1 });
    expect(await exportOf(uid, '2019-W22')).toMatchObject({ entryCount: 1 });
    expect(await exportOf(uid, '2019-W19')).toBeUndefined();
  });

  it('should catch up on four weeks at most after a long gap', async () => {
    const job = newJob('reports-gap');
    const [early, late] = await Promise.all([newPerson(), newPerson()]);
    await seedJournalEntry(early, new Date('2019-07-24T09:00:00Z'), { mood: 3 }); // 2019-W30
    await seedJournalEntry(early, new Date('2019-08-07T09:00:00Z'), { mood: 3 }); // 2019-W32
    await seedJournalEntry(late, new Date('2019-09-04T09:00:00Z'), { mood: 3 }); // 2019-W36

    // The first run, Monday 29 July, makes 2019-W30; then nothing until Monday 9 September.
    await runWeeklyReports(mondayAfter('2019-07-28'), { job });
    const caughtUp = await runWeeklyReports(mondayAfter('2019-09-08'), { job });
    expect(caughtUp.weeks).toEqual(['2019-W33', '2019-W34', '2019-W35', '2019-W36']);

    expect(await report(early, '2019-W30')).toBeDefined();
    expect(await report(early, '2019-W32')).toBeUndefined(); // five weeks back: too late
    expect(await report(late, '2019-W36')).toMatchObject({ entryCount: 1 });
  });
});

describe('a weekly job that stops part way', () => {
  it('should carry on from the page it reached when it ran out of time, making nobody twice', async () => {
    const job = newJob('reports-budget');
    const people = await Promise.all(Array.from({ length: 6 }, () => newPerson()));
    // 2019-W40 (30 September to 6 October): one entry each, an hour apart.
    for (const [index, uid] of people.entries()) {
      await seedJournalEntry(uid, new Date(Date.UTC(2019, 9, 1, 8 + index)), { mood: 3 });
    }
    const monday = mondayAfter('2019-10-06');
    const options = { job, pageSize: 2, budgetMs: 0 }; // one page per run

    await expect(runWeeklyReports(monday, options)).rejects.toBeInstanceOf(JobUnfinishedError);
    const afterFirst = await Promise.all(people.map((uid) => report(uid, '2019-W40')));
    expect(afterFirst.filter(Boolean)).toHaveLength(2);
    const firstStamps = afterFirst.map((data) => madeAt(data, 'generatedAt'));

    // The scheduler's retries (and later runs): each carries on where the last one stopped.
    let runs = 1;
    for (;;) {
      runs += 1;
      if (runs > 6) throw new Error('the job never finished: each run started again from the top');
      const run = await runWeeklyReports(monday, options).catch((error: unknown) => {
        if (error instanceof JobUnfinishedError) return undefined;
        throw error;
      });
      if (run) break;
    }
    expect(runs).toBe(4); // three pages, then a run that finds no more
    const stored = await Promise.all(people.map((uid) => report(uid, '2019-W40')));
    expect(stored.every((data) => data?.entryCount === 1)).toBe(true);
    for (const [index, stamp] of firstStamps.entries()) {
      if (stamp) expect(madeAt(stored[index], 'generatedAt')).toBe(stamp);
    }
  });

  it('should fail a run in which someone failed, and make theirs on the retry, the others kept', async () => {
    const job = newJob('reports-failure');
    const [good, broken] = await Promise.all([newPerson(), newPerson()]);
    await seedJournalEntry(good, new Date('2019-10-08T09:00:00Z'), { mood: 4 }); // 2019-W41
    await seedJournalEntry(broken, new Date('2019-10-09T09:00:00Z'), { mood: 2 });
    // A stored time zone this runtime does not know: making their report throws.
    const earlier = adminDb().doc(`users/${broken}/reports/2019-W30`);
    await earlier.set({ week: '2019-W30', timeZone: 'Mars/Olympus_Mons', generatedAt: Timestamp.now() });
    const monday = mondayAfter('2019-10-13');

    await expect(runWeeklyReports(monday, { job })).rejects.toThrow('1 failed');
    const made = madeAt(await report(good, '2019-W41'), 'generatedAt');
    expect(made).toBeDefined();
    expect(await report(broken, '2019-W41')).toBeUndefined();

    await earlier.update({ timeZone: 'UTC' });
    expect(await runWeeklyReports(monday, { job })).toEqual({ weeks: ['2019-W41'], generated: 1, failed: 0 });
    expect(await report(broken, '2019-W41')).toMatchObject({ entryCount: 1, complete: true });
    expect(madeAt(await report(good, '2019-W41'), 'generatedAt')).toBe(made);
    expect((await runWeeklyReports(monday, { job })).weeks).toEqual([]);
  });
});

describe('the weekly jobs over more people than a page', () => {
  it('should go through every page of people and entries in one run', async () => {
    const reportsJob = newJob('reports-pages');
    const exportsJob = newJob('exports-pages');
    const people = await Promise.all(Array.from({ length: 5 }, () => newPerson(true)));
    // 2019-W42 (14 to 20 October); the first person writes three times, so is in several pages.
    for (const [index, uid] of people.entries()) {
      await seedJournalEntry(uid, new Date(Date.UTC(2019, 9, 15, 8 + index)), { mood: 2 });
    }
    await seedJournalEntry(people[0]!, new Date('2019-10-18T09:00:00Z'), { mood: 4 });
    await seedJournalEntry(people[0]!, new Date('2019-10-19T09:00:00Z'), { mood: 3 });
    const monday = mondayAfter('2019-10-20');

    expect(await runWeeklyReports(monday, { job: reportsJob, pageSize: 2 })).toEqual({
      weeks: ['2019-W42'],
      generated: 5,
      failed: 0,
    });
    expect(await runWeeklyExports(monday, { job: exportsJob, pageSize: 2 })).toMatchObject({
      prepared: 5,
      failed: 0,
    });
    for (const uid of people) {
      expect(await report(uid, '2019-W42')).toBeDefined();
      expect(await exportOf(uid, '2019-W42')).toBeDefined();
    }
    expect(await report(people[0]!, '2019-W42')).toMatchObject({ entryCount: 3, averageMood: 3 });
  });
});
