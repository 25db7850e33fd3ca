import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Where a page of a query ends: the values of its last document's ordering fields, in the query's
 * order (a document id last). Stored in a job's record, it is where the next run starts.
 */
export type PageCursor = readonly unknown[];

/** A page of people for a scheduled job: their uids, and where the next page starts. */
export interface UidPage {
  uids: string[];
  after: PageCursor;
}

/**
 * The documents `query` finds, `pageSize` at a time (each page starting after the last one's final
 * document), so a caller never holds them all at once. The query must have a total order. With
 * `after`, the first page starts after that cursor (the query's ordering values), not at the start.
 */
export async function* queryPages(
  query: Query,
  pageSize: number,
  after?: PageCursor,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const start = last ? query.startAfter(last) : after ? query.startAfter(...after) : query;
    const page = await start.limit(pageSize).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < pageSize) return;
    last = page.docs.at(-1);
  }
}
