import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  getDoc,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { describeAccessMatrix, ownerOnly } from './access-matrix';
import { OWNER, useRulesEnvironment } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

const REPORTS = `users/${OWNER}/reports`;
const REPORT = `${REPORTS}/2026-W12`;

// A report as the weekly job stores it.
const report = {
  week: '2026-W12',
  startDate: '2026-03-16',
  endDate: '2026-03-22',
  timeZone: 'Europe/Paris',
  entryCount: 3,
  moodCount: 2,
  activeDays: 2,
  averageMood: 3.5,
  previousAverageMood: null,
  moodChange: null,
  topEmotions: [{ emotion: 'calm', count: 2 }],
  notableEntries: [],
  goals: { active: 1, completed: 0, archived: 0, averageProgress: 20, completedThisWeek: 0 },
  reflection: 'You wrote 3 journal entries on 2 days this week.',
  reflectionSource: 'template',
  complete: true,
  generatedAt: Timestamp.fromDate(new Date('2026-03-23T12:00:00Z')),
};

describe('users/{uid}/reports/{week}', () => {
  describeAccessMatrix('access by actor and operation', {
    dbFor,
    seed: () => seed(REPORT, report),
    attempts: {
      get: { label: 'read a weekly report', run: (db) => getDoc(doc(db, REPORT)) },
      list: { label: 'list the weekly reports', run: (db) => getDocs(collection(db, REPORTS)) },
      create: { label: 'write a report of their own', run: (db) => setDoc(doc(db, REPORT), report) },
      update: {
        label: 'rewrite a report’s mood',
        run: (db) => updateDoc(doc(db, REPORT), { averageMood: 5, reflection: 'All great!' }),
      },
      delete: { label: 'delete a report', run: (db) => deleteDoc(doc(db, REPORT)) },
    },
    allowed: ownerOnly({ get: true, list: true, create: false, update: false, delete: false }),
  });
});
