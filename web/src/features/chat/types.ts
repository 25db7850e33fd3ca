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
}
