import type { FeedbackInput } from '@domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/feedback`: sends a contact message to the team. */
function sendFeedback(input: FeedbackInput): Promise<{ success: true }> {
  return apiRequest('/api/feedback', { body: input });
}

/** Sending a contact message, as a mutation. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
