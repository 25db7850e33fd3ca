import type { FeedbackInput, FeedbackReceipt } from '@domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/feedback`: sends a contact message to the team, with the person's ID token when someone is
 * signed in; the server answers whether their plan made it priority.
 */
function sendFeedback(input: FeedbackInput): Promise<FeedbackReceipt> {
  return apiRequest('/api/feedback', { body: input });
}

/** Sending a contact message, as a mutation. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
