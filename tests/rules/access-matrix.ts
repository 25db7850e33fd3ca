import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTOR_LABELS, type Actor, type Operation } from './rules-env';

/** What each operation tries, described for the test names ("read an entry"). */
export type Attempts = Record<Operation, { label: string; run: (db: Firestore) => Promise<unknown> }>;

/** Nobody may do anything. */
const NOTHING: Record<Operation, boolean> = {
  get: false,
  list: false,
  create: false,
  update: false,
  delete: false,
};

/** Access for a collection only its owner may touch: the owner as given, everyone else nothing. */
export const ownerOnly = (owner: Record<Operation, boolean>): Record<Actor, Record<Operation, boolean>> => ({
  owner,
  other: NOTHING,
  signedOut: NOTHING,
});

/** Access for a collection only functions touch: no client may do anything, not even its owner. */
export const serverOnly = ownerOnly(NOTHING);

/**
 * One test per actor and operation, each expecting success exactly where `allowed` says. Creation is
 * tried against an empty database; every other operation after `seed`.
 */
export function describeAccessMatrix(
  title: string,
  options: {
    dbFor: (actor: Actor) => Firestore;
    seed: () => Promise<void>;
    attempts: Attempts;
    allowed: Record<Actor, Record<Operation, boolean>>;
  },
) {
  const { dbFor, seed, attempts, allowed } = options;
  describe(title, () => {
    for (const actor of Object.keys(allowed) as Actor[]) {
      for (const operation of Object.keys(attempts) as Operation[]) {
        const expected = allowed[actor][operation];
        it(`should ${expected ? 'let' : 'not let'} ${ACTOR_LABELS[actor]} ${attempts[operation].label}`, async () => {
          if (operation !== 'create') await seed();
          const attempt = attempts[operation].run(dbFor(actor));
          if (expected) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  });
}
