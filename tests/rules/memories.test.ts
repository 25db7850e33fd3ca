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
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_LIMITS } from '@domain/memory';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed, remove, seedAccounts } = useRulesEnvironment();
beforeEach(() => seedAccounts());

const MEMORIES = `users/${OWNER}/memories`;
const MEMORY = `${MEMORIES}/m1`;

const A_WHILE_AGO = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

// An item as the memory screen adds it: the person's words, timestamps from the server.
const item = (overrides: Record<string, unknown> = {}) => ({
  text: 'Sister: Ana',
  source: 'user',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

// An edit as the screen writes it: the new text and a fresh updatedAt.
const edit = (overrides: Record<string, unknown> = {}) => ({
  text: 'Sister: Ana, lives in Porto',
  updatedAt: serverTimestamp(),
  ...overrides,
});

// An item the counselor proposed, as functions store it.
const seedItem = (overrides: Record<string, unknown> = {}) =>
  seed(MEMORY, item({ source: 'counselor', createdAt: A_WHILE_AGO, updatedAt: A_WHILE_AGO, ...overrides }));

describe('users/{uid}/memories/{memoryId}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seedItem(),
    attempts: {
      get: { label: 'read an item', run: (db) => getDoc(doc(db, MEMORY)) },
      list: { label: 'list the items', run: (db) => getDocs(collection(db, MEMORIES)) },
      create: { label: 'add an item', run: (db) => setDoc(doc(db, MEMORY), item()) },
      update: { label: 'edit an item', run: (db) => updateDoc(doc(db, MEMORY), edit()) },
      delete: { label: 'delete an item', run: (db) => deleteDoc(doc(db, MEMORY)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: true, update: true, delete: true }),
  });

  describe('adding', () => {
    const create = (data: Record<string, unknown>) => setDoc(doc(dbFor('owner'), MEMORY), data);

    it('should stamp createdAt and updatedAt with the server time', async () => {
      await assertSucceeds(create(item()));
      const snapshot = await getDoc(doc(dbFor('owner'), MEMORY));
      expect(snapshot.get('createdAt')).toBeInstanceOf(Timestamp);
      expect(snapshot.get('createdAt')).toEqual(snapshot.get('updatedAt'));
    });

    it('should accept a text of 1 and of the most characters', async () => {
      await assertSucceeds(create(item({ text: 'A' })));
      await assertSucceeds(
        setDoc(
          doc(dbFor('owner'), `${MEMORIES}/m2`),
          item({ text: 't'.repeat(MEMORY_LIMITS.textMaxLength) }),
        ),
      );
    });

    it.each([
      ['the counselor as its source', { source: 'counselor' }],
      ['an unknown source', { source: 'therapist' }],
      ['an empty text', { text: '' }],
      ['a text one character too long', { text: 't'.repeat(MEMORY_LIMITS.textMaxLength + 1) }],
      ['a text that is not a string', { text: 42 }],
      ['an extra field', { pinned: true }],
      ['a client-chosen createdAt', { createdAt: A_WHILE_AGO }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
    ])('should not let the owner add an item with %s', async (_reason, overrides) => {
      await assertFails(create(item(overrides)));
    });

    it.each(['text', 'source', 'createdAt', 'updatedAt'])(
      'should not let the owner add an item without %s',
      async (field) => {
        const data: Record<string, unknown> = item();
        delete data[field];
        await assertFails(create(data));
      },
    );
  });

  describe('editing', () => {
    const update = (data: Record<string, unknown>) => updateDoc(doc(dbFor('owner'), MEMORY), data);

    it("should change the text of the counselor's item and keep its source and createdAt", async () => {
      await seedItem();
      await assertSucceeds(update(edit()));
      const snapshot = await getDoc(doc(dbFor('owner'), MEMORY));
      expect(snapshot.get('text')).toBe('Sister: Ana, lives in Porto');
      expect(snapshot.get('source')).toBe('counselor');
      expect(snapshot.get('createdAt')).toEqual(A_WHILE_AGO);
      expect((snapshot.get('updatedAt') as Timestamp).toMillis()).toBeGreaterThan(A_WHILE_AGO.toMillis());
    });

    it.each([
      ['its source', { source: 'user' }],
      ['its createdAt', { createdAt: serverTimestamp() }],
      ['an empty text', { text: '' }],
      ['a text one character too long', { text: 't'.repeat(MEMORY_LIMITS.textMaxLength + 1) }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
      ['an extra field', { pinned: true }],
    ])('should not let the owner change %s', async (_reason, overrides) => {
      await seedItem();
      await assertFails(update(edit(overrides)));
    });

    it('should not let the owner edit without stamping updatedAt', async () => {
      await seedItem();
      await assertFails(update({ text: 'Sister: Ana' }));
    });

    it('should not let the owner replace an item wholesale with a new createdAt', async () => {
      await seedItem({ source: 'user' });
      await assertFails(setDoc(doc(dbFor('owner'), MEMORY), item({ text: 'Backdated?' })));
    });
  });
});

describe('memories after the account is deleted', () => {
  it('should refuse an item added, or an edit synced late, under a record that no longer exists', async () => {
    await seedItem();
    await assertSucceeds(updateDoc(doc(dbFor('owner'), MEMORY), edit()));
    await remove(`users/${OWNER}`);
    await assertFails(setDoc(doc(dbFor('owner'), `${MEMORIES}/late`), item()));
    await assertFails(updateDoc(doc(dbFor('owner'), MEMORY), edit()));
  });
});
