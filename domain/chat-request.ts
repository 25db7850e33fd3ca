import { z } from 'zod';
import { BUILT_IN_PERSONALITIES, CHAT_LIMITS, SUPPORT_TYPES } from './chat';
import { DEFAULT_PERSONALITY } from './personalities';

// The chat request, shared by the server that checks it and the browser that sends it. Beside
// chat.ts rather than in it: it needs personalities.ts, which needs chat.ts.

/** A conversation's id, as Firestore makes them. */
export const conversationId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Not a conversation id');

const turn = z
  .object({
    role: z.enum(['user', 'assistant']),
    content: z
      .string()
      .trim()
      .min(1, 'A message cannot be empty')
      .max(
        CHAT_LIMITS.messageMaxLength,
        `A message must be at most ${CHAT_LIMITS.messageMaxLength} characters`,
      ),
  })
  .strict();

/** `POST /api/chatbot/message` body (docs/api.md). */
export const chatMessageBody = z
  .object({
    // Only the new message, the last, is read: the server keeps the conversation and decides what
    // history the model sees, so an older client's earlier turns (even a malformed or empty one) are
    // ignored, never refused, and cannot make a message fail (a crisis above all).
    messages: z
      .array(z.unknown())
      .min(1, 'At least one message is required')
      .transform((messages) => messages.slice(-1))
      .pipe(z.array(turn))
      .refine((messages) => messages[0]?.role === 'user', 'The last message must be from the user'),
    supportType: z.enum(SUPPORT_TYPES),
    personalityType: z
      .string()
      .trim()
      .min(1)
      .max(CHAT_LIMITS.personalityTypeMaxLength)
      .default(DEFAULT_PERSONALITY),
    customInstructions: z
      .string()
      .max(
        CHAT_LIMITS.customInstructionsMaxLength,
        `Custom instructions must be at most ${CHAT_LIMITS.customInstructionsMaxLength} characters`,
      )
      .optional(),
    // The voice a custom personality builds on.
    basePersonality: z.enum(BUILT_IN_PERSONALITIES).optional(),
    conversationId: conversationId.optional(),
    // The person's country (a region code or a locale such as en-GB), for the crisis lines.
    country: z.string().trim().max(16).optional(),
  })
  .strict();
/** The body as the server reads it (history trimmed, defaults filled in). */
export type ChatMessageBody = z.infer<typeof chatMessageBody>;
/** The body as the browser sends it. */
export type ChatMessageRequest = z.input<typeof chatMessageBody>;
