import { usagePeriod, type UsageRecord } from '@domain/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { firestore } from '@/lib/firestore';

const USAGE_REFRESH_MS = 30_000;

/** The query key of a user's usage record; the chat also writes the usage a reply returns here. */
export const usageKey = (uid: string) => ['usage', uid] as const;

/**
 * The user's usage record (GET /api/chatbot/usage), refreshed every 30 s and at once whenever the
 * server changes this month's usage summary, so the meter follows sessions used in any tab.
 */
export function useUsage(uid: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let first = true;
    return onSnapshot(
      doc(firestore(), `users/${uid}/usage/${usagePeriod(new Date())}`),
      () => {
        // The first snapshot is the state the query just fetched; only changes need a refetch.
        if (!first) void queryClient.invalidateQueries({ queryKey: usageKey(uid) });
        first = false;
      },
      (error) => console.error('Listening to usage failed', error),
    );
  }, [uid, queryClient]);
  return useQuery({
    queryKey: usageKey(uid),
    queryFn: () => apiRequest<UsageRecord>('/api/chatbot/usage'),
    refetchInterval: USAGE_REFRESH_MS,
  });
}
