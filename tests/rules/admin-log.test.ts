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
import { describe } from 'vitest';
import { describeAccessMatrix, serverOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

// An entry about the owner, as `npm run admin` records it: even the person it names may not see it.
const ENTRY = 'adminLog/e1';
const entry = {
  operator: 'ops@example.com',
  action: 'vip.grant',
  targetUid: OWNER,
  at: Timestamp.fromDate(new Date('2026-11-20T09:00:00Z')),
};

describe('adminLog/{entryId}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seed(ENTRY, entry),
    attempts: {
      get: { label: 'read an entry about them', run: (db) => getDoc(doc(db, ENTRY)) },
      list: { label: 'list the admin log', run: (db) => getDocs(collection(db, 'adminLog')) },
      create: {
        label: 'write an entry',
        run: (db) => setDoc(doc(db, 'adminLog/e2'), { ...entry, at: serverTimestamp() }),
      },
      update: {
        label: 'rewrite who made a change',
        run: (db) => updateDoc(doc(db, ENTRY), { operator: 'someone-else' }),
      },
      delete: { label: 'erase an entry', run: (db) => deleteDoc(doc(db, ENTRY)) },
    },
    allowed: serverOnly,
  });
});
