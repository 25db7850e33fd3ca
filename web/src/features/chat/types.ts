import type { ReplyRating } from '@domain/counselor-training';

/** One message of the chat (docs/product.md#sending-and-streaming). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  /** Who wrote an assistant message: the AI service or the offline counselor. */
  provider?: 'openai' | 'offline';
  /** The AI disclosure, on the message that gave it. */
  notice?: string;
  /** A reply whose stream broke before it finished: what arrived is kept and marked. */
  cutOff?: boolean;
  /** A reply the person stopped with the Stop button: what arrived is kept and marked. */
  stopped?: boolean;
  /** Stored under this id, so the reply can be rated (counselor training). */
  stored?: boolean;
  /** The person's rating of this reply, if they gave one. */
  rating?: ReplyRating;
}
