import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { GOAL_LIMITS, GOAL_STATUSES } from '@domain/goals';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed, seedAccounts } = useRulesEnvironment();
beforeEach(() => seedAccounts());

const GOALS = `users/${OWNER}/goals`;
const GOAL = `${GOALS}/g1`;
const CHECK_INS = `${GOAL}/checkIns`;
const CHECK_IN = `${CHECK_INS}/c1`;

const A_WHILE_AGO = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

// A new goal as the app writes it: active, at 0%, timestamps from the server.
const goal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Walk every morning',
  description: 'Twenty minutes before work.',
  targetDate: '2026-06-30',
  status: 'active',
  progress: 0,
  completedAt: null,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

// An edit as the app writes it: the form's fields and a fresh updatedAt, never createdAt.
const edit = (overrides: Record<string, unknown> = {}) => ({
  title: 'Walk every morning, rain or shine',
  description: '',
  targetDate: null,
  updatedAt: serverTimestamp(),
  ...overrides,
});

const checkIn = (overrides: Record<string, unknown> = {}) => ({
  note: 'Three mornings this week.',
  progress: 40,
  createdAt: serverTimestamp(),
  ...overrides,
});

const seedGoal = (overrides: Record<string, unknown> = {}) =>
  seed(GOAL, goal({ createdAt: A_WHILE_AGO, updatedAt: A_WHILE_AGO, ...overrides }));

describe('users/{uid}/goals/{goalId}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seedGoal(),
    attempts: {
      get: { label: 'read a goal', run: (db) => getDoc(doc(db, GOAL)) },
      list: { label: 'list the goals', run: (db) => getDocs(collection(db, GOALS)) },
      create: { label: 'create a goal', run: (db) => setDoc(doc(db, GOAL), goal()) },
      update: { label: 'edit a goal', run: (db) => updateDoc(doc(db, GOAL), edit()) },
      delete: { label: 'delete a goal', run: (db) => deleteDoc(doc(db, GOAL)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: true, update: true, delete: true }),
  });

  describe('creating', () => {
    const create = (data: Record<string, unknown>) => setDoc(doc(dbFor('owner'), GOAL), data);

    it('should stamp createdAt and updatedAt with the server time', async () => {
      await assertSucceeds(create(goal()));
      const snapshot = await getDoc(doc(dbFor('owner'), GOAL));
      expect(snapshot.get('createdAt')).toBeInstanceOf(Timestamp);
      expect(snapshot.get('createdAt')).toEqual(snapshot.get('updatedAt'));
    });

    it('should accept a goal at every bound, and one without a target date', async () => {
      await assertSucceeds(
        create(
          goal({
            title: 't'.repeat(GOAL_LIMITS.titleMaxLength),
            description: 'd'.repeat(GOAL_LIMITS.descriptionMaxLength),
            progress: 100,
          }),
        ),
      );
      await assertSucceeds(
        setDoc(doc(dbFor('owner'), `${GOALS}/g2`), goal({ description: '', targetDate: null })),
      );
    });

    it.each([
      ['an empty title', { title: '' }],
      ['a 121-character title', { title: 't'.repeat(121) }],
      ['a title that is not a string', { title: 7 }],
      ['a 1001-character description', { description: 'd'.repeat(1001) }],
      ['a target date in another format', { targetDate: '30/06/2026' }],
      ['a target date as a timestamp', { targetDate: A_WHILE_AGO }],
      ['an unknown status', { status: 'paused' }],
      ['a completed status', { status: 'completed', completedAt: serverTimestamp() }],
      ['an archived status', { status: 'archived' }],
      ['progress -1', { progress: -1 }],
      ['progress 101', { progress: 101 }],
      ['progress 12.5', { progress: 12.5 }],
      ['progress given as text', { progress: '40' }],
      ['a completion time', { completedAt: serverTimestamp() }],
      ['an extra field', { priority: 'high' }],
      ['a client-chosen createdAt', { createdAt: A_WHILE_AGO }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
    ])('should not let the owner create a goal with %s', async (_reason, overrides) => {
      await assertFails(create(goal(overrides)));
    });

    it.each([
      'title',
      'description',
      'targetDate',
      'status',
      'progress',
      'completedAt',
      'createdAt',
      'updatedAt',
    ])('should not let the owner create a goal without %s', async (field) => {
      const data: Record<string, unknown> = goal();
      delete data[field];
      await assertFails(create(data));
    });
  });

  describe('editing', () => {
    const update = (data: Record<string, unknown>) => updateDoc(doc(dbFor('owner'), GOAL), data);

    it('should keep createdAt and stamp updatedAt with the server time', async () => {
      await seedGoal();
      await assertSucceeds(update(edit()));
      const snapshot = await getDoc(doc(dbFor('owner'), GOAL));
      expect(snapshot.get('createdAt')).toEqual(A_WHILE_AGO);
      expect((snapshot.get('updatedAt') as Timestamp).toMillis()).toBeGreaterThan(A_WHILE_AGO.toMillis());
      expect(snapshot.get('targetDate')).toBeNull();
    });

    it('should let the owner complete, archive, restore and reopen a goal', async () => {
      await seedGoal();
      const now = serverTimestamp();
      await assertSucceeds(update({ status: 'completed', progress: 100, completedAt: now, updatedAt: now }));
      await assertSucceeds(update({ status: 'archived', updatedAt: serverTimestamp() }));
      await assertSucceeds(update({ status: 'completed', updatedAt: serverTimestamp() }));
      await assertSucceeds(update({ status: 'active', completedAt: null, updatedAt: serverTimestamp() }));
      await assertSucceeds(update({ status: 'archived', updatedAt: serverTimestamp() }));
      expect((await getDoc(doc(dbFor('owner'), GOAL))).get('completedAt')).toBeNull();
    });

    it.each(GOAL_STATUSES)('should let the owner record progress on a %s goal', async (status) => {
      await seedGoal(status === 'completed' ? { status, completedAt: A_WHILE_AGO } : { status });
      await assertSucceeds(update({ progress: 55, updatedAt: serverTimestamp() }));
    });

    it.each([
      ['a new createdAt', { createdAt: serverTimestamp() }],
      ['a client-chosen createdAt', { createdAt: Timestamp.now() }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
      ['an empty title', { title: '' }],
      ['a 121-character title', { title: 't'.repeat(121) }],
      ['a 1001-character description', { description: 'd'.repeat(1001) }],
      ['a target date in another format', { targetDate: 'next June' }],
      ['progress 101', { progress: 101 }],
      ['an unknown status', { status: 'paused' }],
      ['completed without a completion time', { status: 'completed' }],
      ['completed with a backdated completion time', { status: 'completed', completedAt: A_WHILE_AGO }],
      ['active with a completion time', { completedAt: serverTimestamp() }],
      ['an extra field', { pinned: true }],
    ])('should not let the owner edit a goal to %s', async (_reason, changes) => {
      await seedGoal();
      await assertFails(update(edit(changes)));
    });

    it('should not let the owner edit a goal without a new updatedAt', async () => {
      await seedGoal();
      await assertFails(update({ title: 'Changed quietly' }));
    });

    it('should not let the owner replace a goal wholesale with a new createdAt', async () => {
      await seedGoal();
      await assertFails(setDoc(doc(dbFor('owner'), GOAL), goal({ title: 'Backdated?' })));
    });
  });
});

describe('users/{uid}/goals/{goalId}/checkIns/{checkInId}', () => {
  const seedCheckIn = async () => {
    await seedGoal();
    await seed(CHECK_IN, checkIn({ createdAt: A_WHILE_AGO }));
  };

  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: seedCheckIn,
    attempts: {
      get: { label: 'read a check-in', run: (db) => getDoc(doc(db, CHECK_IN)) },
      list: { label: "list a goal's check-ins", run: (db) => getDocs(collection(db, CHECK_INS)) },
      create: {
        label: 'check in with the goal in the same write',
        run: (db) => {
          const batch = writeBatch(db);
          batch.set(doc(db, GOAL), goal());
          batch.set(doc(db, CHECK_IN), checkIn());
          return batch.commit();
        },
      },
      update: { label: 'edit a check-in', run: (db) => updateDoc(doc(db, CHECK_IN), { note: 'Edited' }) },
      delete: { label: 'delete a check-in', run: (db) => deleteDoc(doc(db, CHECK_IN)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: true, update: false, delete: true }),
  });

  describe('checking in', () => {
    const create = (data: Record<string, unknown>) => setDoc(doc(dbFor('owner'), CHECK_IN), data);

    it('should record a check-in and the goal’s new progress in one write', async () => {
      await seedGoal();
      const db = dbFor('owner');
      const batch = writeBatch(db);
      batch.set(doc(db, CHECK_IN), checkIn({ progress: 60 }));
      batch.update(doc(db, GOAL), { progress: 60, updatedAt: serverTimestamp() });
      await assertSucceeds(batch.commit());
      expect((await getDoc(doc(db, GOAL))).get('progress')).toBe(60);
      expect((await getDoc(doc(db, CHECK_IN))).get('createdAt')).toBeInstanceOf(Timestamp);
    });

    it('should accept a check-in at every bound', async () => {
      await seedGoal();
      await assertSucceeds(
        create(checkIn({ note: 'n'.repeat(GOAL_LIMITS.checkInNoteMaxLength), progress: 100 })),
      );
      await assertSucceeds(
        setDoc(doc(dbFor('owner'), `${CHECK_INS}/c2`), checkIn({ note: '', progress: 0 })),
      );
    });

    it('should not let the owner check in on a goal that does not exist', async () => {
      await assertFails(create(checkIn()));
    });

    it.each([
      ['a 501-character note', { note: 'n'.repeat(501) }],
      ['a note that is not a string', { note: 3 }],
      ['progress -1', { progress: -1 }],
      ['progress 101', { progress: 101 }],
      ['progress 33.3', { progress: 33.3 }],
      ['progress given as text', { progress: '40' }],
      ['a client-chosen createdAt', { createdAt: A_WHILE_AGO }],
      ['an extra field', { mood: 4 }],
    ])('should not let the owner create a check-in with %s', async (_reason, overrides) => {
      await seedGoal();
      await assertFails(create(checkIn(overrides)));
    });

    it.each(['note', 'progress', 'createdAt'])(
      'should not let the owner create a check-in without %s',
      async (field) => {
        await seedGoal();
        const data: Record<string, unknown> = checkIn();
        delete data[field];
        await assertFails(create(data));
      },
    );
  });
});
