import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

const STRATEGIES = `users/${OWNER}/strategies`;
const STRATEGY = `${STRATEGIES}/2026-11-26`;

// A strategy as the API stores it on the first open of Home that day.
const strategy = {
  text: 'Give “Run a 5k” ten focused minutes today. Tonight, note one thing that went well.',
  source: 'offline',
  dismissed: false,
  createdAt: Timestamp.fromDate(new Date('2026-11-26T08:00:00Z')),
};

describe('users/{uid}/strategies/{day}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seed(STRATEGY, strategy),
    attempts: {
      get: { label: 'read today’s strategy', run: (db) => getDoc(doc(db, STRATEGY)) },
      list: { label: 'list the strategies', run: (db) => getDocs(collection(db, STRATEGIES)) },
      create: { label: 'write a strategy of their own', run: (db) => setDoc(doc(db, STRATEGY), strategy) },
      update: { label: 'dismiss a strategy', run: (db) => updateDoc(doc(db, STRATEGY), { dismissed: true }) },
      delete: { label: 'delete a strategy', run: (db) => deleteDoc(doc(db, STRATEGY)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: false, update: true, delete: false }),
  });

  describe('updating', () => {
    beforeEach(() => seed(STRATEGY, strategy));
    const update = (changes: Record<string, unknown>) => updateDoc(doc(dbFor('owner'), STRATEGY), changes);

    it('should let the owner dismiss it, and keep everything else as the server wrote it', async () => {
      await assertSucceeds(update({ dismissed: true }));
      const stored = (await getDoc(doc(dbFor('owner'), STRATEGY))).data();
      expect(stored).toEqual({ ...strategy, dismissed: true });
    });

    it.each([
      ['dismissed as text', { dismissed: 'yes' }],
      ['dismissed as a number', { dismissed: 1 }],
      ['dismissed removed', { dismissed: deleteField() }],
      ['the text rewritten', { dismissed: true, text: 'Skip everything today.' }],
      ['the source changed', { source: 'ai' }],
      ['createdAt moved', { createdAt: Timestamp.fromDate(new Date('2026-11-27T08:00:00Z')) }],
      ['an extra field', { dismissed: true, seen: true }],
    ])('should not let the owner update it with %s', async (_reason, changes) => {
      await assertFails(update(changes));
    });
  });
});
