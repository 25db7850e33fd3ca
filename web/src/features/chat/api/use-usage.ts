import { usagePeriod, type UsageRecord } from '@domain/plans';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateOnChange } from '@/lib/use-invalidate-on-change';

const USAGE_REFRESH_MS = 30_000;

/** The query key of a user's usage record; the chat also writes the usage a reply returns here. */
export const usageKey = (uid: string) => ['usage', uid] as const;

/**
 * The user's usage record (GET /api/chatbot/usage), refreshed every 30 s and at once whenever the
 * server changes this month's usage summary, so the meter follows sessions used in any tab.
 */
export function useUsage(uid: string) {
  useInvalidateOnChange(`users/${uid}/usage/${usagePeriod(new Date())}`, usageKey(uid));
  return useQuery({
    queryKey: usageKey(uid),
    queryFn: () => apiRequest<UsageRecord>('/api/chatbot/usage'),
    refetchInterval: USAGE_REFRESH_MS,
  });
}
