import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * The documents `query` finds, `pageSize` at a time (each page starting after the last one's final
 * document), so a caller never holds them all at once. The query must have a total order.
 */
export async function* queryPages(query: Query, pageSize: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < pageSize) return;
    last = page.docs.at(-1);
  }
}
