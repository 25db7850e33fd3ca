import { doc, onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import { firestore } from './firestore';
import type { Listen } from './use-live-query';

// The only place the app opens a Firestore listener: features say what to read (a path, a query,
// how to read a document) and hand the listener to `useLiveQuery`.

/**
 * A live listener for the document at the path, read by `read`: its data (a pending server time as the
 * local estimate), or undefined while no such document exists.
 */
export function documentListener<T>(read: (data: DocumentData | undefined) => T): Listen<T> {
  return (path, next, fail) =>
    onSnapshot(
      doc(firestore(), path),
      (snapshot) => next(read(snapshot.data({ serverTimestamps: 'estimate' }))),
      fail,
    );
}

/** What a query listener knows of a document besides its data. */
export interface DocumentInfo {
  id: string;
  /** Saved on this device but not yet on the server (offline, or just written). */
  pending: boolean;
}

/**
 * A live listener for the documents `queryOf(path)` finds, in the query's order or by `order`. `item`
 * reads a document's data (a pending server time as the local estimate) into an item, or undefined to
 * leave out a document the app cannot read (an older shape, or one the rules would refuse).
 */
export function queryListener<T>(
  queryOf: (path: string) => Query,
  item: (data: DocumentData, document: DocumentInfo) => T | undefined,
  order?: (a: T, b: T) => number,
): Listen<T[]> {
  return (path, next, fail) =>
    onSnapshot(
      queryOf(path),
      // Metadata changes too, so an item stops showing as pending the moment the server has it.
      { includeMetadataChanges: true },
      (snapshot) => {
        const items = snapshot.docs.flatMap((document) => {
          const read = item(document.data({ serverTimestamps: 'estimate' }), {
            id: document.id,
            pending: document.metadata.hasPendingWrites,
          });
          return read === undefined ? [] : [read];
        });
        next(order ? items.sort(order) : items);
      },
      fail,
    );
}
