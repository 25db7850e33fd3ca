import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { documentListener } from './live-listeners';
import { useLiveQuery, type Listen } from './use-live-query';

// How often the document has changed since listening began: 0 for its first snapshot, then 1, 2...
const listenChanges: Listen<number> = (path, next, fail) => {
  let changes = -1;
  return documentListener(() => (changes += 1))(path, next, fail);
};

/**
 * Refetches the API query `queryKey` (TanStack Query) whenever the Firestore document at `path`
 * changes: for server state the API serves but Firestore announces. The first snapshot is the state
 * the query fetched anyway, so it refetches nothing; nothing is listened to while `path` is undefined.
 */
export function useInvalidateOnChange(path: string | undefined, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const { data: changes } = useLiveQuery(path, listenChanges);
  // By hash, so a key built afresh on every render is still the same key.
  const hash = hashKey(queryKey);
  useEffect(() => {
    if (changes) void queryClient.invalidateQueries({ predicate: (query) => query.queryHash === hash });
  }, [changes, hash, queryClient]);
}
