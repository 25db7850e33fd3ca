import type { UserRecordJson } from '@domain/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The query key of `useUserRecord`: writers of users/{uid} refresh the record with it. */
export const userRecordKey = (uid: string) => ['user', uid] as const;

/** The signed-in user's product record; the API also creates it for an account that has none yet. */
export function useUserRecord(uid: string) {
  return useQuery({
    queryKey: userRecordKey(uid),
    queryFn: () => apiRequest<UserRecordJson>('/api/user'),
    staleTime: 60_000,
  });
}
