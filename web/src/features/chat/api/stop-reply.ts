import { apiRequest } from '@/lib/api-client';

/**
 * Asks the server to stop the reply it is writing in a conversation (the Stop button): closing the
 * stream alone may not reach the instance writing it, so the request says so through the API.
 */
export function stopReply(conversationId: string): Promise<void> {
  return apiRequest(`/api/chatbot/conversations/${encodeURIComponent(conversationId)}/stop`, {
    method: 'POST',
  });
}
