import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const EMULATOR_HOST = '127.0.0.1';
const EMULATOR_PORT = 8080;

export const OWNER = 'alice';
export const OTHER = 'bob';

export type Actor = 'owner' | 'other' | 'signedOut';
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

export const ACTOR_LABELS: Record<Actor, string> = {
  owner: 'the owner',
  other: 'another signed-in user',
  signedOut: 'a signed-out visitor',
};

/**
 * Registers the suite's hooks: check the emulator answers, load the real rules file, clear
 * Firestore before each test. Returns fresh clients per actor and a rules-free seeder.
 */
export function useRulesEnvironment() {
  let testEnv: RulesTestEnvironment | undefined;
  const env = () => {
    if (!testEnv) throw new Error('The rules test environment was not initialised');
    return testEnv;
  };

  beforeAll(async () => {
    try {
      await fetch(`http://${EMULATOR_HOST}:${EMULATOR_PORT}/`);
    } catch {
      throw new Error(
        `Firestore emulator is not running on ${EMULATOR_HOST}:${EMULATOR_PORT}: run this suite through npm run test:rules`,
      );
    }
    // Denied writes are the point of most tests here; keep the SDK from logging each one as a warning.
    setLogLevel('error');
    testEnv = await initializeTestEnvironment({
      // A project of the file's own: clearing it before each test leaves the suites running beside it alone.
      projectId: `demo-rules-${randomUUID().slice(0, 8)}`,
      firestore: {
        host: EMULATOR_HOST,
        port: EMULATOR_PORT,
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });
  beforeEach(() => env().clearFirestore());
  afterAll(() => testEnv?.cleanup());

  return {
    // A fresh client for one actor; the modular API accepts the compat instance the library returns.
    dbFor(actor: Actor): Firestore {
      const context: RulesTestContext =
        actor === 'owner'
          ? env().authenticatedContext(OWNER)
          : actor === 'other'
            ? env().authenticatedContext(OTHER)
            : env().unauthenticatedContext();
      return context.firestore() as unknown as Firestore;
    },
    async seed(path: string, data: Record<string, unknown>): Promise<void> {
      await env().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
      });
    },
    /** Deletes a document as the server would, rules aside (an account deletion, say). */
    async remove(path: string): Promise<void> {
      await env().withSecurityRulesDisabled(async (context) => {
        await deleteDoc(doc(context.firestore() as unknown as Firestore, path));
      });
    },
    /** The owner's and the other person's records, whose existence every write under them needs. */
    async seedAccounts(): Promise<void> {
      await env().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        await Promise.all([OWNER, OTHER].map((uid) => setDoc(doc(db, 'users', uid), { username: uid })));
      });
    },
  };
}
