/** The kinds of support a conversation offers; philosophy is the AI philosopher. */
export const SUPPORT_TYPES = ['general', 'emotional', 'productivity', 'philosophy'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** The 14 built-in personalities of the AI (docs/product.md#personalities). */
export const BUILT_IN_PERSONALITIES = [
  'default',
  'empathetic',
  'practical',
  'creative',
  'wise',
  'energetic',
  'socratic',
  'stoic',
  'existentialist',
  'analytical',
  'poetic',
  'humorous',
  'zen',
  'christian',
] as const;
export type BuiltInPersonality = (typeof BUILT_IN_PERSONALITIES)[number];

/** One turn of a conversation as the model sees it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Bounds on a chat request, enforced by the API (400 naming the field) and the chat input. */
export const CHAT_LIMITS = {
  messageMaxLength: 4000,
  // The browser sends only this much recent history, and the server keeps no more of what it is sent;
  // the model sees this many of the turns the server stored.
  historyTurns: 12,
  customInstructionsMaxLength: 2000,
  personalityTypeMaxLength: 60,
} as const;

/**
 * Chat messages one person may send in a window: past it, 429 with Retry-After, except that a crisis
 * is still answered, from the fixed crisis reply and without a model call.
 */
export const CHAT_RATE_LIMIT = { max: 20, windowMinutes: 1 } as const;

/**
 * Model safety classifications a day for an account without a plan, so that a crisis the local
 * assessor misses can still be found without letting such an account spend the model budget; past
 * it the local assessor and the (free) moderation decide.
 */
export const UNPLANNED_CLASSIFICATIONS_PER_DAY = 20;
