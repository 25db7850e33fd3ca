import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTOR_LABELS, useRulesEnvironment, type Actor, type Operation } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

// As the API stores them; 'owner' stands for the signed-in person who sent the address or message.
const suites: { path: string; data: Record<string, unknown> }[] = [
  {
    path: 'newsletterSubscribers/5f0c',
    data: { email: 'alice@example.com', source: 'landing', createdAt: Timestamp.now() },
  },
  {
    path: 'feedback/m1',
    data: {
      name: 'Alice',
      email: 'alice@example.com',
      category: 'support',
      message: 'How do I export my journal?',
      createdAt: Timestamp.now(),
    },
  },
  {
    path: 'rateLimits/newsletter-abc-123-0',
    data: { claimedAt: Timestamp.now(), expiresAt: Timestamp.now() },
  },
  // Billing's own records: Stripe events handled, checkouts linked to accounts, the local checkout.
  { path: 'stripeEvents/evt_1', data: { type: 'invoice.paid', handledAt: Timestamp.now() } },
  { path: 'checkoutLinks/cs_1', data: { uid: 'owner', linkedAt: Timestamp.now() } },
  { path: 'localBilling/store', data: { email: 'alice@example.com' } },
  // Salted hashes of emails that had a trial.
  { path: 'trialEmails/5f0c', data: { firstTrialStartedAt: Timestamp.now() } },
  // Scheduled jobs' records: how far the weekly jobs and the orphan sweep got.
  {
    path: 'jobs/weeklyReports',
    data: { since: '2026-W12', doneWeeks: ['2026-W12'], current: null, updatedAt: Timestamp.now() },
  },
];

const attemptsOn = (
  path: string,
  data: Record<string, unknown>,
): Record<Operation, (db: Firestore) => Promise<unknown>> => {
  const collectionPath = path.slice(0, path.indexOf('/'));
  return {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(collection(db, collectionPath)),
    create: (db) => setDoc(doc(db, `${collectionPath}/new-doc`), data),
    update: (db) => updateDoc(doc(db, path), { email: 'mallory@example.com' }),
    delete: (db) => deleteDoc(doc(db, path)),
  };
};

for (const { path, data } of suites) {
  describe(path.slice(0, path.indexOf('/')), () => {
    const attempts = attemptsOn(path, data);
    for (const actor of Object.keys(ACTOR_LABELS) as Actor[]) {
      for (const operation of Object.keys(attempts) as Operation[]) {
        it(`should not let ${ACTOR_LABELS[actor]} ${operation}`, async () => {
          await seed(path, data);
          await assertFails(attempts[operation](dbFor(actor)));
        });
      }
    }
  });
}
