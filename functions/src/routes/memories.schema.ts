import { conversationId } from '@domain/chat-request';
import { z } from 'zod';

/** `POST /api/memories/propose` body: the conversation the person has just left. */
export const proposeMemoriesBody = z.strictObject({ conversationId });
