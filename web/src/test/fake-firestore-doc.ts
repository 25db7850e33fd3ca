import { act } from '@testing-library/react';

/**
 * A stand-in for the few `firebase/firestore` functions the live listeners of web/src/lib use, so a
 * test plays the server's part: `vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'))`,
 * then `serveDoc(data)` for a document, `serveDocs(documents)` for a query, or `failDoc(error)`.
 * It lives here, not beside one test, because it must stand in for `onSnapshot` under that name,
 * and no file outside web/src/lib and this folder may name it (tests/build/code-shape.test.ts).
 */
interface Listener {
  path: string;
  next: (snapshot: FakeSnapshot) => void;
  fail: (error: Error) => void;
}

/** What a document or query snapshot holds, as far as the listeners read it. */
interface FakeSnapshot {
  data?: () => Record<string, unknown> | undefined;
  docs?: {
    id: string;
    data: () => Record<string, unknown>;
    metadata: { hasPendingWrites: boolean };
  }[];
}

/** One document of a query's answer; `pending` when it waits to reach the server. */
export interface ServedDoc {
  id: string;
  data: Record<string, unknown>;
  pending?: boolean;
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

/** A collection reference: just its path. */
export const collection = (_db: unknown, path: string) => ({ path });

/** A query: the collection it reads, with its constraints (what `orderBy` and `limit` return). */
export const query = (ref: { path: string }, ...constraints: unknown[]) => ({ path: ref.path, constraints });

/** A sort constraint. */
export const orderBy = (field: string, direction: 'asc' | 'desc' = 'asc') => ({ orderBy: field, direction });

/** A size constraint. */
export const limit = (count: number) => ({ limit: count });

/** Starts listening to a document or query (options, if given, come second); the test answers. */
export function onSnapshot(
  ref: { path: string },
  ...handlers: [unknown, Listener['next'], Listener['fail']] | [Listener['next'], Listener['fail']]
) {
  const [next, fail] = handlers.length === 3 ? [handlers[1], handlers[2]] : handlers;
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

/** Delivers a query's answer: these documents, in this order. */
export function serveDocs(documents: ServedDoc[]) {
  act(() =>
    listener?.next({
      docs: documents.map(({ id, data, pending = false }) => ({
        id,
        data: () => data,
        metadata: { hasPendingWrites: pending },
      })),
    }),
  );
}

/** Makes the listener fail, as a refused or broken connection does. */
export function failDoc(error: Error) {
  act(() => listener?.fail(error));
}
