import { conversationId } from '@domain/chat-request';
import { z } from 'zod';

/** The conversation in `DELETE /api/chatbot/conversations/:id` and its `/stop`. */
export const conversationParams = z.object({ id: conversationId });
