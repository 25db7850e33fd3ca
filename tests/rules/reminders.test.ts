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
import { describeAccessMatrix, serverOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

const REMINDER = `reminders/${OWNER}`;

// The owner's schedule as POST /api/reminders/token stores it.
const reminder = {
  tokens: ['device-token'],
  time: '20:00',
  timeZone: 'Europe/Paris',
  nextAt: Timestamp.fromDate(new Date('2026-11-26T19:00:00Z')),
  lastSentDay: null,
};

describe('reminders/{uid}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seed(REMINDER, reminder),
    attempts: {
      get: { label: 'read the reminder schedule and tokens', run: (db) => getDoc(doc(db, REMINDER)) },
      list: { label: 'list everyone’s reminders', run: (db) => getDocs(collection(db, 'reminders')) },
      create: { label: 'register a token of their own', run: (db) => setDoc(doc(db, REMINDER), reminder) },
      update: {
        label: 'move the next reminder',
        run: (db) => updateDoc(doc(db, REMINDER), { nextAt: Timestamp.now() }),
      },
      delete: { label: 'delete the schedule', run: (db) => deleteDoc(doc(db, REMINDER)) },
    },
    // Not even the owner: the tokens are the sender's to hold, registered through the API.
    allowed: serverOnly,
  });
});
