import { conversationId } from '@domain/chat-request';
import { z } from 'zod';

/** `DELETE /api/chatbot/conversations/:id` path parameter. */
export const conversationParams = z.object({ id: conversationId });
