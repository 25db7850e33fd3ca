import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
import { ownerOnly, serverOnly } from './access-matrix';
import { ACTOR_LABELS, OWNER, useRulesEnvironment, type Actor, type Operation } from './rules-env';

const { dbFor, seed } = useRulesEnvironment();

const CONVERSATION = `users/${OWNER}/conversations/c1`;
const MESSAGE = `${CONVERSATION}/messages/m1`;
const STOP_REQUEST = `${CONVERSATION}/control/stop`;
const USAGE = `users/${OWNER}/usage/2026-11`;
const SLOT = `${USAGE}/slots/0`;

const conversation = {
  supportType: 'emotional',
  personalityType: 'empathetic',
  title: 'Hi',
  lastMessageAt: Timestamp.now(),
};
const message = { role: 'user', content: 'Hello', createdAt: Timestamp.now() };
const usage = { used: 1, updatedAt: Timestamp.now() };

type Attempts = Record<Operation, (db: Firestore) => Promise<unknown>>;

// Every operation on one document path (list = its collection).
function attemptsOn(path: string, data: Record<string, unknown>): Attempts {
  const collectionPath = path.slice(0, path.lastIndexOf('/'));
  return {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(collection(db, collectionPath)),
    create: (db) => setDoc(doc(db, `${collectionPath}/new-doc`), data),
    update: (db) => updateDoc(doc(db, path), { ...data, touched: true }),
    delete: (db) => deleteDoc(doc(db, path)),
  };
}

const readsOnly = (ownerList: boolean) =>
  ownerOnly({ get: true, list: ownerList, create: false, update: false, delete: false });

const suites: {
  path: string;
  data: Record<string, unknown>;
  allowed: Record<Actor, Record<Operation, boolean>>;
}[] = [
  { path: CONVERSATION, data: conversation, allowed: readsOnly(true) },
  { path: MESSAGE, data: message, allowed: readsOnly(true) },
  // Stop requests pass between functions only (POST .../stop to the instance writing the reply).
  { path: STOP_REQUEST, data: { requestedAt: Timestamp.now() }, allowed: serverOnly },
  { path: USAGE, data: usage, allowed: readsOnly(false) },
  // The owner may not read slot documents either: only the summary is theirs to see.
  { path: SLOT, data: { claimedAt: Timestamp.now() }, allowed: serverOnly },
];

for (const { path, data, allowed } of suites) {
  describe(path.replace(OWNER, '{uid}'), () => {
    const attempts = attemptsOn(path, data);
    for (const actor of Object.keys(allowed) as Actor[]) {
      for (const operation of Object.keys(attempts) as Operation[]) {
        const expected = allowed[actor][operation];
        it(`should ${expected ? 'let' : 'not let'} ${ACTOR_LABELS[actor]} ${operation}`, async () => {
          await seed(path, data);
          const attempt = attempts[operation](dbFor(actor));
          if (expected) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  });
}
