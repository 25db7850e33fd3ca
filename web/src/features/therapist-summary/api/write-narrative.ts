import type { TherapistSummaryStats } from '@domain/therapist-summary';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Asks the API for a short narrative written from the summary's numbers and headlines; null when no
 * AI service is set up (the summary is complete without one).
 */
async function writeNarrative(stats: TherapistSummaryStats): Promise<string | null> {
  const { narrative } = await apiRequest<{ narrative: string | null }>('/api/reports/therapist-summary', {
    method: 'POST',
    body: { stats },
    appCheck: true,
  });
  return narrative;
}

/** The 'Add a short narrative' action. */
export function useWriteNarrative() {
  return useMutation({ mutationFn: writeNarrative });
}
