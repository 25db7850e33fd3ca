import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

const EXPORTS = `users/${OWNER}/exports`;
const WEEKLY = `${EXPORTS}/2026-W47`;
const PARTS = `${WEEKLY}/parts`;
const PART = `${PARTS}/0`;

const weekly = {
  week: '2026-W47',
  timeZone: 'UTC',
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  entryCount: 3,
  bytes: 1200,
  parts: 1,
  createdAt: Timestamp.fromDate(new Date('2026-11-23T12:00:00Z')),
};
const part = { index: 0, markdown: '# ReflectAI journal, week 2026-W47\n' };

// The owner reads what the scheduled function prepared; nobody, the owner included, writes it.
const readsOnly = ownerOnly({ get: true, list: true, create: false, update: false, delete: false });

describe('users/{uid}/exports/{week}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seed(WEEKLY, weekly),
    attempts: {
      get: { label: 'read a weekly export', run: (db) => getDoc(doc(db, WEEKLY)) },
      list: { label: 'list the weekly exports', run: (db) => getDocs(collection(db, EXPORTS)) },
      create: { label: 'create a weekly export', run: (db) => setDoc(doc(db, WEEKLY), weekly) },
      update: {
        label: 'change a weekly export',
        run: (db) => updateDoc(doc(db, WEEKLY), { entryCount: 99 }),
      },
      delete: { label: 'delete a weekly export', run: (db) => deleteDoc(doc(db, WEEKLY)) },
    },
    allowed: readsOnly,
  });
});

describe('users/{uid}/exports/{week}/parts/{part}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seed(PART, part),
    attempts: {
      get: { label: 'read a part of an export', run: (db) => getDoc(doc(db, PART)) },
      list: { label: 'list the parts of an export', run: (db) => getDocs(collection(db, PARTS)) },
      create: { label: 'add a part to an export', run: (db) => setDoc(doc(db, PART), part) },
      update: {
        label: 'rewrite a part of an export',
        run: (db) => updateDoc(doc(db, PART), { markdown: '# Something else\n' }),
      },
      delete: { label: 'delete a part of an export', run: (db) => deleteDoc(doc(db, PART)) },
    },
    allowed: readsOnly,
  });
});
