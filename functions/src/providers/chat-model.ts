import type { BuiltInPersonality, ChatTurn, SupportType } from '@domain/chat';
import { config } from '../config.js';
import { offlineReply } from './offline-counselor.js';
import { streamOpenAiReply } from './openai.js';

/** What a model is asked: the system prompt, the conversation, and what the offline counselor needs. */
export interface ModelRequest {
  system: string;
  messages: ChatTurn[];
  supportType: SupportType;
  personality: BuiltInPersonality;
  /** Cancels the reply (the offline counselor's is instant and needs none). */
  signal?: AbortSignal;
}

/** The configured model: OpenAI (or a compatible server) with a key, else the offline counselor. */
export function chatModel(): {
  provider: 'openai' | 'offline';
  stream: (request: ModelRequest) => AsyncGenerator<string>;
} {
  if (config().openai) {
    return {
      provider: 'openai',
      stream: (request) => streamOpenAiReply(request.system, request.messages, request.signal),
    };
  }
  return {
    provider: 'offline',
    // The whole reply exists at once; it is sent word by word like a model's.
    async *stream(request) {
      const reply = offlineReply({
        messages: request.messages,
        supportType: request.supportType,
        personality: request.personality,
      });
      yield* reply.match(/\S+\s*/g) ?? [reply];
    },
  };
}
