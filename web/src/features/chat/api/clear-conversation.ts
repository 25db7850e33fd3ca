import { apiRequest } from '@/lib/api-client';

/** Deletes a stored conversation and its messages (the Clear button). */
export function clearConversation(conversationId: string): Promise<void> {
  return apiRequest(`/api/chatbot/conversations/${encodeURIComponent(conversationId)}`, {
    method: 'DELETE',
  });
}
