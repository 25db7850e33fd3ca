import { act } from '@testing-library/react';

/**
 * A stand-in for the few `firebase/firestore` functions a live document hook uses, so a test plays
 * the server's part: `vi.mock('firebase/firestore', () => import('.../test/fake-firestore-doc'))`,
 * then `serveDoc(data)` or `failDoc(error)`.
 */
interface Listener {
  path: string;
  next: (snapshot: { data: () => Record<string, unknown> | undefined }) => void;
  fail: (error: Error) => void;
}

let listener: Listener | undefined;

/** Firestore's Timestamp: a date the hooks turn back into a Date. */
export class Timestamp {
  constructor(private readonly date: Date) {}
  toDate() {
    return this.date;
  }
}

/** A document reference: just its path. */
export const doc = (_db: unknown, path: string) => ({ path });

/** Starts listening to a document; the test answers with serveDoc or failDoc. */
export function onSnapshot(ref: { path: string }, next: Listener['next'], fail: Listener['fail']) {
  const current: Listener = { path: ref.path, next, fail };
  listener = current;
  return () => {
    if (listener === current) listener = undefined;
  };
}

/** The path being listened to, if any. */
export const listenedPath = () => listener?.path;

/** Delivers a snapshot holding `data` (undefined: the document does not exist). */
export function serveDoc(data: Record<string, unknown> | undefined) {
  act(() => listener?.next({ data: () => data }));
}

/** Makes the listener fail, as a refused or broken connection does. */
export function failDoc(error: Error) {
  act(() => listener?.fail(error));
}
