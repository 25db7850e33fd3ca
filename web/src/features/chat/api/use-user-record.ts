import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The parts of the product user record the chat pages read (GET /api/user). */
export interface ChatUserRecord {
  name: string;
  completedCounselorQuestionnaire: boolean;
  matchedCounselorPersonality: string | null;
}

/** The signed-in user's product record; the API also creates it for an account that has none yet. */
export function useUserRecord(uid: string, getIdToken: () => Promise<string | null>) {
  return useQuery({
    queryKey: ['user', uid],
    queryFn: async () => apiRequest<ChatUserRecord>('/api/user', { idToken: await getIdToken() }),
    staleTime: 60_000,
  });
}
