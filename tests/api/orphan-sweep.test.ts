import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuth, adminDb } from '../../functions/src/admin';
import { sweepOrphans } from '../../functions/src/services/orphan-sweep';
import { documentsUnder, useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, createAuthAccount, suiteEmulators } from '../support/emulators';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let sweeps = 0;
const newSweep = () => `test-orphan-sweep-${Date.now()}-${++sweeps}`;

/** Documents under `users/{uid}` as a person's use of the app leaves them (the record aside). */
async function seedData(uid: string) {
  const user = adminDb().doc(`users/${uid}`);
  await Promise.all([
    user.collection('journal').doc('e1').set({ body: 'Some words.', createdAt: Timestamp.now() }),
    user.collection('goals').doc('g1').set({ title: 'Walk', createdAt: Timestamp.now() }),
    adminDb().doc(`${user.path}/goals/g1/checkIns/k1`).set({ note: 'Twice', createdAt: Timestamp.now() }),
    adminDb()
      .doc(`${user.path}/conversations/c1/messages/m1`)
      .set({ role: 'user', content: 'Hi', createdAt: Timestamp.now() }),
  ]);
}

/** Someone using the app: a sign-in, a record and data. */
async function livePerson() {
  const { uid } = await createAuthAccount();
  await adminDb().doc(`users/${uid}`).set({ email: 'live@example.com', createdAt: Timestamp.now() });
  await seedData(uid);
  return uid;
}

/**
 * What a write landing after an account's deletion leaves: the record and the sign-in gone, data
 * under the uid again (a function that was already under way wrote it).
 */
async function orphanedPerson(uid?: string) {
  const id = uid ?? (await createAuthAccount()).uid;
  await adminAuth()
    .deleteUser(id)
    .catch(() => undefined);
  await seedData(id);
  return id;
}

describe('the orphan sweep', () => {
  it('should delete data whose record and sign-in are gone, and log what it did', async () => {
    const info = vi.spyOn(logger, 'info');
    const orphan = await orphanedPerson();
    const deepOrphan = await orphanedPerson();

    const result = await sweepOrphans({ job: newSweep(), pageSize: 2 });

    expect(await documentsUnder(`users/${orphan}`)).toEqual([]);
    expect(await documentsUnder(`users/${deepOrphan}`)).toEqual([]);
    expect(await adminDb().collection('users').doc(orphan).listCollections()).toEqual([]);
    expect(result).toMatchObject({ failed: 0, finished: true });
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect(result.orphaned).toBe(result.deleted);
    expect(result.checked).toBeGreaterThanOrEqual(2);
    expect(info).toHaveBeenCalledWith('orphan sweep', result);
  });

  it('should leave a live person, someone mid-sign-up and a record without its sign-in untouched', async () => {
    const live = await livePerson();
    // Signed up, record not yet written (ensureUserRecord comes after the account), data already there.
    const { uid: signingUp } = await createAuthAccount();
    await seedData(signingUp);
    // A record whose sign-in is gone: not for the sweep to judge.
    const recordOnly = await livePerson();
    await adminAuth().deleteUser(recordOnly);
    const before = await Promise.all(
      [live, signingUp, recordOnly].map((uid) => documentsUnder(`users/${uid}`)),
    );
    const orphan = await orphanedPerson();

    await sweepOrphans({ job: newSweep(), pageSize: 2 });

    expect(await documentsUnder(`users/${orphan}`)).toEqual([]);
    const after = await Promise.all(
      [live, signingUp, recordOnly].map((uid) => documentsUnder(`users/${uid}`)),
    );
    expect(after).toEqual(before);
    expect(after[0]).toHaveLength(5);
    expect(after[1]).toHaveLength(4);
  });

  it('should stop when its time is spent and carry on from there on the next run', async () => {
    const job = newSweep();
    // Ids that sort before any sign-in's ('-' before digits and letters): these two are checked first.
    const suffix = `${Date.now()}`;
    const live = `---a-live-${suffix}`;
    await adminDb().doc(`users/${live}`).set({ email: 'live@example.com', createdAt: Timestamp.now() });
    const orphan = await orphanedPerson(`---b-orphan-${suffix}`);

    // One uid per run: the first run checks the live person and stops.
    expect(await sweepOrphans({ job, pageSize: 1, budgetMs: 0 })).toMatchObject({
      checked: 1,
      deleted: 0,
      finished: false,
    });
    expect(await documentsUnder(`users/${orphan}`)).not.toEqual([]);
    // The next starts after it: the orphan.
    expect(await sweepOrphans({ job, pageSize: 1, budgetMs: 0 })).toMatchObject({ checked: 1, deleted: 1 });
    expect(await documentsUnder(`users/${orphan}`)).toEqual([]);
    expect((await adminDb().doc(`users/${live}`).get()).exists).toBe(true);
  });
});
