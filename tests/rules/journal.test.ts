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
import { EMOTIONS, JOURNAL_LIMITS, JOURNAL_TEMPLATE_IDS } from '@domain/journal';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed, seedAccounts, remove } = useRulesEnvironment();
beforeEach(() => seedAccounts());

const JOURNAL = `users/${OWNER}/journal`;
const ENTRY = `${JOURNAL}/e1`;

const A_WHILE_AGO = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

// A new entry as the app writes it: both timestamps from the server.
const entry = (overrides: Record<string, unknown> = {}) => ({
  title: 'A walk by the river',
  body: 'Situation:\nThe meeting ran late.\n',
  mood: 3,
  emotions: ['anxious', 'tired'],
  tags: ['work'],
  template: 'thought-record',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

// An edit as the app writes it: the person's fields and a fresh updatedAt, never createdAt.
const edit = (overrides: Record<string, unknown> = {}) => ({
  title: 'A walk by the river',
  body: 'Balanced thought:\nIt was one meeting.\n',
  mood: 4,
  emotions: ['calm'],
  tags: ['work', 'walks'],
  template: 'thought-record',
  updatedAt: serverTimestamp(),
  ...overrides,
});

const seedEntry = () => seed(ENTRY, entry({ createdAt: A_WHILE_AGO, updatedAt: A_WHILE_AGO }));

describe('users/{uid}/journal/{entryId}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: seedEntry,
    attempts: {
      get: { label: 'read an entry', run: (db) => getDoc(doc(db, ENTRY)) },
      list: { label: 'list the journal', run: (db) => getDocs(collection(db, JOURNAL)) },
      create: { label: 'write a new entry', run: (db) => setDoc(doc(db, ENTRY), entry()) },
      update: { label: 'edit an entry', run: (db) => updateDoc(doc(db, ENTRY), edit()) },
      delete: { label: 'delete an entry', run: (db) => deleteDoc(doc(db, ENTRY)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: true, update: true, delete: true }),
  });

  describe('creating', () => {
    const create = (data: Record<string, unknown>) => setDoc(doc(dbFor('owner'), ENTRY), data);

    it('should stamp createdAt and updatedAt with the server time', async () => {
      await assertSucceeds(create(entry()));
      const snapshot = await getDoc(doc(dbFor('owner'), ENTRY));
      expect(snapshot.get('createdAt')).toBeInstanceOf(Timestamp);
      expect(snapshot.get('createdAt')).toEqual(snapshot.get('updatedAt'));
    });

    it('should accept an entry at every bound', async () => {
      await assertSucceeds(
        create(
          entry({
            title: 't'.repeat(JOURNAL_LIMITS.titleMaxLength),
            body: 'b'.repeat(JOURNAL_LIMITS.bodyMaxLength),
            emotions: EMOTIONS.slice(0, JOURNAL_LIMITS.emotionsMaxCount),
            tags: Array.from({ length: JOURNAL_LIMITS.tagsMaxCount }, (_, i) =>
              `${i}`.padEnd(JOURNAL_LIMITS.tagMaxLength, 't'),
            ),
          }),
        ),
      );
    });

    it('should accept a mood check-in: a mood and no words', async () => {
      await assertSucceeds(
        create(entry({ title: '', body: '', mood: 5, emotions: [], tags: [], template: null })),
      );
    });

    it('should accept words without a mood, and no template', async () => {
      await assertSucceeds(create(entry({ mood: null, template: null })));
    });

    it.each([1, 2, 3, 4, 5])('should accept mood %i', async (mood) => {
      await assertSucceeds(create(entry({ mood })));
    });

    it.each(EMOTIONS)('should accept the emotion %s', async (emotion) => {
      await assertSucceeds(create(entry({ emotions: [emotion] })));
    });

    it.each(JOURNAL_TEMPLATE_IDS)('should accept the template %s', async (template) => {
      await assertSucceeds(create(entry({ template })));
    });

    it.each([
      ['neither words nor a mood', { title: '', body: '', mood: null }],
      ['a 121-character title', { title: 't'.repeat(121) }],
      ['a title that is not a string', { title: 7 }],
      ['a 20001-character text', { body: 'b'.repeat(20_001) }],
      ['a text that is not a string', { body: ['Situation'] }],
      ['mood 0', { mood: 0 }],
      ['mood 6', { mood: 6 }],
      ['mood 2.5', { mood: 2.5 }],
      ['a mood given as text', { mood: '3' }],
      ['an unknown emotion', { emotions: ['smug'] }],
      ['the same emotion twice', { emotions: ['sad', 'sad'] }],
      ['nine emotions', { emotions: EMOTIONS.slice(0, 9) }],
      ['emotions that are not a list', { emotions: 'sad' }],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
      ['a 31-character first tag', { tags: ['t'.repeat(31)] }],
      [
        'a 31-character tenth tag',
        { tags: [...Array.from({ length: 9 }, (_, i) => `t${i}`), 't'.repeat(31)] },
      ],
      ['an empty tag', { tags: ['work', ''] }],
      ['a tag that is not a string', { tags: [42] }],
      ['the same tag twice', { tags: ['work', 'work'] }],
      ['tags that are not a list', { tags: 'work' }],
      ['an unknown template', { template: 'dream-diary' }],
      ['an extra field', { sentiment: 0.8 }],
      ['a client-chosen createdAt', { createdAt: A_WHILE_AGO }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
    ])('should not let the owner create an entry with %s', async (_reason, overrides) => {
      await assertFails(create(entry(overrides)));
    });

    it.each(['title', 'body', 'mood', 'emotions', 'tags', 'template', 'createdAt', 'updatedAt'])(
      'should not let the owner create an entry without %s',
      async (field) => {
        const data: Record<string, unknown> = entry();
        delete data[field];
        await assertFails(create(data));
      },
    );
  });

  describe('editing', () => {
    const update = (data: Record<string, unknown>) => updateDoc(doc(dbFor('owner'), ENTRY), data);

    it('should keep createdAt and stamp updatedAt with the server time', async () => {
      await seedEntry();
      await assertSucceeds(update(edit()));
      const snapshot = await getDoc(doc(dbFor('owner'), ENTRY));
      expect(snapshot.get('createdAt')).toEqual(A_WHILE_AGO);
      expect((snapshot.get('updatedAt') as Timestamp).toMillis()).toBeGreaterThan(A_WHILE_AGO.toMillis());
      expect(snapshot.get('tags')).toEqual(['work', 'walks']);
    });

    it('should let the owner turn a check-in into a written entry', async () => {
      await seed(
        ENTRY,
        entry({
          title: '',
          body: '',
          mood: 2,
          emotions: [],
          tags: [],
          template: null,
          createdAt: A_WHILE_AGO,
          updatedAt: A_WHILE_AGO,
        }),
      );
      await assertSucceeds(update(edit({ mood: 2, template: null })));
    });

    it.each([
      ['a new createdAt', { createdAt: serverTimestamp() }],
      ['a client-chosen createdAt', { createdAt: Timestamp.now() }],
      ['no createdAt at all', { createdAt: null }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
      ['a 121-character title', { title: 't'.repeat(121) }],
      ['a 20001-character text', { body: 'b'.repeat(20_001) }],
      ['mood 6', { mood: 6 }],
      ['an unknown emotion', { emotions: ['smug'] }],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
      ['neither words nor a mood', { title: '', body: '', mood: null }],
      ['an extra field', { pinned: true }],
    ])('should not let the owner edit an entry to %s', async (_reason, changes) => {
      await seedEntry();
      await assertFails(update(edit(changes)));
    });

    it('should not let the owner edit an entry without a new updatedAt', async () => {
      await seedEntry();
      await assertFails(update({ title: 'Changed quietly' }));
    });

    it('should not let the owner replace an entry wholesale with a new createdAt', async () => {
      await seedEntry();
      await assertFails(setDoc(doc(dbFor('owner'), ENTRY), entry({ title: 'Backdated?' })));
    });
  });
});

describe('after the account is deleted', () => {
  it('should refuse an entry written, or an edit synced late, under a record that no longer exists', async () => {
    await seedEntry();
    await assertSucceeds(updateDoc(doc(dbFor('owner'), ENTRY), edit()));
    await remove(`users/${OWNER}`);
    await assertFails(setDoc(doc(dbFor('owner'), `${JOURNAL}/late`), entry()));
    await assertFails(updateDoc(doc(dbFor('owner'), ENTRY), edit()));
  });
});
