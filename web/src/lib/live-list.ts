import { Timestamp, type DocumentData, type Query } from 'firebase/firestore';
import { queryListener } from './live-listeners';
import type { Listen } from './use-live-query';

/** A stored timestamp as a Date: a pending server time reads as the local estimate, a missing one as now. */
export const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date());

/** What every listed document carries besides its own fields. */
export interface Listed {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  /** Saved on this device but not yet on the server (offline, or just written). */
  pending: boolean;
}

// Estimated times of items still on their way can fall out of the server's order.
const newestFirst = (a: Listed, b: Listed) => b.createdAt.getTime() - a.createdAt.getTime();

/**
 * A live listener for the documents `queryOf(path)` finds, newest first, including writes not yet
 * synced. `fields` turns a document's data into the item's own fields, or undefined to skip a document
 * the rules would refuse.
 */
export function newestFirstListener<T extends object>(
  queryOf: (path: string) => Query,
  fields: (data: DocumentData) => T | undefined,
): Listen<(T & Listed)[]> {
  return queryListener(
    queryOf,
    (data, { id, pending }) => {
      const own = fields(data);
      return (
        own && { ...own, id, createdAt: toDate(data.createdAt), updatedAt: toDate(data.updatedAt), pending }
      );
    },
    newestFirst,
  );
}
