import type { ReplyFeedbackAnswer, ReplyFeedbackBody } from '@domain/counselor-training';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a rating of a reply (counselor training); answers with the preferences it taught. */
function rateReply(body: ReplyFeedbackBody): Promise<ReplyFeedbackAnswer> {
  return apiRequest('/api/chatbot/feedback', { method: 'POST', body });
}

/** Rates one reply: a thumbs up or down with an optional word. */
export function useRateReply() {
  return useMutation({ mutationFn: rateReply });
}
