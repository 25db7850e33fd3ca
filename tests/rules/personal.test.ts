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
import { BUILT_IN_PERSONALITIES } from '@domain/chat';
import { CUSTOM_PERSONALITY_LIMITS } from '@domain/personalities';
import { SAFETY_PLAN_SECTIONS, SAFETY_PLAN_SECTION_MAX_LENGTH } from '@domain/safety-plan';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed, seedAccounts } = useRulesEnvironment();
beforeEach(() => seedAccounts());

const PERSONALITIES = `users/${OWNER}/personalities`;
const PERSONALITY = `${PERSONALITIES}/p1`;
const SAFETY = `users/${OWNER}/safety`;
const PLAN = `${SAFETY}/plan`;

const A_WHILE_AGO = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

// A custom personality as the app writes it, stamped with the server time.
const personality = (overrides: Record<string, unknown> = {}) => ({
  name: 'Calm Coach',
  description: 'Slow and steady',
  instructions: 'Speak slowly and gently.',
  basePersonality: 'zen',
  updatedAt: serverTimestamp(),
  ...overrides,
});

// A safety plan as the app writes it.
const plan = (overrides: Record<string, unknown> = {}) => ({
  warningSigns: 'Not sleeping',
  copingStrategies: 'A walk with the dog',
  updatedAt: serverTimestamp(),
  ...overrides,
});

const seedPersonality = () => seed(PERSONALITY, personality({ updatedAt: Timestamp.now() }));
const seedPlan = () => seed(PLAN, plan({ updatedAt: Timestamp.now() }));

describe('users/{uid}/personalities/{personalityId}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: seedPersonality,
    attempts: {
      get: { label: 'get a custom personality', run: (db) => getDoc(doc(db, PERSONALITY)) },
      list: { label: 'list the custom personalities', run: (db) => getDocs(collection(db, PERSONALITIES)) },
      create: {
        label: 'create a custom personality',
        run: (db) => setDoc(doc(db, PERSONALITY), personality()),
      },
      update: {
        label: 'update a custom personality',
        run: (db) => updateDoc(doc(db, PERSONALITY), { name: 'Calmer Coach', updatedAt: serverTimestamp() }),
      },
      delete: { label: 'delete a custom personality', run: (db) => deleteDoc(doc(db, PERSONALITY)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: true, update: true, delete: true }),
  });

  describe('validation', () => {
    const create = (data: Record<string, unknown>) => setDoc(doc(dbFor('owner'), PERSONALITY), data);

    it('should let the owner create one at every bound: 40-character name, 200-character description, 2000-character instructions', async () => {
      await assertSucceeds(
        create(
          personality({
            name: 'n'.repeat(CUSTOM_PERSONALITY_LIMITS.nameMaxLength),
            description: 'd'.repeat(CUSTOM_PERSONALITY_LIMITS.descriptionMaxLength),
            instructions: 'i'.repeat(CUSTOM_PERSONALITY_LIMITS.instructionsMaxLength),
          }),
        ),
      );
      const snapshot = await getDoc(doc(dbFor('owner'), PERSONALITY));
      expect(snapshot.get('updatedAt')).toBeInstanceOf(Timestamp);
    });

    it('should let the owner leave the description empty', async () => {
      await assertSucceeds(create(personality({ description: '' })));
    });

    it.each(BUILT_IN_PERSONALITIES)('should accept the base personality %s', async (basePersonality) => {
      await assertSucceeds(create(personality({ basePersonality })));
    });

    it.each([
      ['a 41-character name', { name: 'n'.repeat(41) }],
      ['an empty name', { name: '' }],
      ['a name that is not a string', { name: 42 }],
      ['a 201-character description', { description: 'd'.repeat(201) }],
      ['instructions of 2001 characters', { instructions: 'i'.repeat(2001) }],
      ['empty instructions', { instructions: '' }],
      ['an unknown base personality', { basePersonality: 'sarcastic' }],
      ['a guide as base personality', { basePersonality: 'maya' }],
      ['an extra field', { isCustom: true }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
    ])('should not let the owner create one with %s', async (_reason, overrides) => {
      await assertFails(create(personality(overrides)));
    });

    it.each(['name', 'description', 'instructions', 'basePersonality', 'updatedAt'])(
      'should not let the owner create one without %s',
      async (field) => {
        const data: Record<string, unknown> = personality();
        delete data[field];
        await assertFails(create(data));
      },
    );

    it('should let the owner replace one with a full, valid document (the app’s save)', async () => {
      await seedPersonality();
      await assertSucceeds(create(personality({ instructions: 'Be brief.', basePersonality: 'stoic' })));
    });

    it.each([
      ['a 41-character name', { name: 'n'.repeat(41) }],
      ['instructions of 2001 characters', { instructions: 'i'.repeat(2001) }],
      ['an unknown base personality', { basePersonality: 'sarcastic' }],
      ['an extra field', { color: 'blue' }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
    ])('should not let the owner update one to %s', async (_reason, changes) => {
      await seedPersonality();
      await assertFails(
        updateDoc(doc(dbFor('owner'), PERSONALITY), { updatedAt: serverTimestamp(), ...changes }),
      );
    });

    it('should not let the owner update one without a new updatedAt', async () => {
      await seedPersonality();
      await assertFails(updateDoc(doc(dbFor('owner'), PERSONALITY), { name: 'Calmer Coach' }));
    });
  });
});

describe('users/{uid}/safety/{docId}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: seedPlan,
    attempts: {
      get: { label: 'get the safety plan', run: (db) => getDoc(doc(db, PLAN)) },
      list: { label: 'list the safety collection', run: (db) => getDocs(collection(db, SAFETY)) },
      create: { label: 'create the safety plan', run: (db) => setDoc(doc(db, PLAN), plan()) },
      update: {
        label: 'update the safety plan',
        run: (db) => updateDoc(doc(db, PLAN), { professionals: 'Dr. Lee', updatedAt: serverTimestamp() }),
      },
      delete: { label: 'delete the safety plan', run: (db) => deleteDoc(doc(db, PLAN)) },
    },
    allowed: ownerOnly({ get: true, list: false, create: true, update: true, delete: true }),
  });

  describe('validation', () => {
    const write = (data: Record<string, unknown>) => setDoc(doc(dbFor('owner'), PLAN), data);

    it('should let the owner save all five sections at the 2000-character bound', async () => {
      const full = Object.fromEntries(
        SAFETY_PLAN_SECTIONS.map(({ key }) => [key, 's'.repeat(SAFETY_PLAN_SECTION_MAX_LENGTH)]),
      );
      await assertSucceeds(write({ ...full, updatedAt: serverTimestamp() }));
    });

    it('should let the owner save a plan with no sections or empty ones', async () => {
      await assertSucceeds(write({ updatedAt: serverTimestamp() }));
      await assertSucceeds(write(plan({ warningSigns: '', copingStrategies: '' })));
    });

    it('should let the owner merge changes into the plan, as the app saves it', async () => {
      await seedPlan();
      await assertSucceeds(
        setDoc(
          doc(dbFor('owner'), PLAN),
          { safeEnvironment: 'Give my pills to Sam', updatedAt: serverTimestamp() },
          { merge: true },
        ),
      );
      const snapshot = await getDoc(doc(dbFor('owner'), PLAN));
      expect(snapshot.get('warningSigns')).toBe('Not sleeping');
      expect(snapshot.get('safeEnvironment')).toBe('Give my pills to Sam');
    });

    it.each(['notes', 'backup', 'plan2'])(
      'should not let the owner write the safety document %s',
      async (id) => {
        await assertFails(setDoc(doc(dbFor('owner'), SAFETY, id), plan()));
      },
    );

    it('should not let the owner read a safety document other than plan', async () => {
      await seed(`${SAFETY}/notes`, plan({ updatedAt: Timestamp.now() }));
      await assertFails(getDoc(doc(dbFor('owner'), SAFETY, 'notes')));
    });

    it.each(SAFETY_PLAN_SECTIONS.map(({ key }) => key))(
      'should not let the owner save %s longer than 2000 characters',
      async (key) => {
        await assertFails(write(plan({ [key]: 's'.repeat(SAFETY_PLAN_SECTION_MAX_LENGTH + 1) })));
      },
    );

    it.each([
      ['a section that is not a string', { warningSigns: ['Not sleeping'] }],
      ['an unknown field', { mood: 'low' }],
      ['a client-chosen updatedAt', { updatedAt: A_WHILE_AGO }],
    ])('should not let the owner save a plan with %s', async (_reason, overrides) => {
      await assertFails(write(plan(overrides)));
    });

    it('should not let the owner save a plan without updatedAt', async () => {
      const data: Record<string, unknown> = plan();
      delete data.updatedAt;
      await assertFails(write(data));
    });

    it('should not let the owner update a section past 2000 characters', async () => {
      await seedPlan();
      await assertFails(
        updateDoc(doc(dbFor('owner'), PLAN), {
          warningSigns: 's'.repeat(SAFETY_PLAN_SECTION_MAX_LENGTH + 1),
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });
});
