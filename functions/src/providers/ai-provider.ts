import type { BuiltInPersonality, ChatTurn, SupportType } from '@domain/chat';
import type { CounselorMode } from '@domain/counselor-modes';
import { proposeMemories } from '@domain/memory-proposals';
import type { SafetyAssessment } from '@domain/safety';
import { config } from '../config.js';
import { offlineReply } from './offline-counselor.js';
import {
  classifySafety,
  completeOpenAiText,
  moderate,
  proposeOpenAiMemories,
  streamOpenAiReply,
  transcribeAudio,
} from './openai.js';

/** What a model is asked: the system prompt, the conversation, and what the offline counselor needs. */
export interface ModelRequest {
  system: string;
  messages: ChatTurn[];
  supportType: SupportType;
  personality: BuiltInPersonality;
  /** The plan's counselor mode, which the offline counselor follows as the system prompt does. */
  mode: CounselorMode;
  /** Cancels the reply (the offline counselor's is instant and needs none). */
  signal?: AbortSignal;
}

/**
 * The AI behind every use: chat, the safety checks beside the local assessor, transcription and the
 * weekly reflection. A use the provider lacks is undefined, and its caller does without.
 */
export interface AiProvider {
  name: 'openai' | 'offline';
  /** Streams a chat reply's text. */
  stream: (request: ModelRequest) => AsyncGenerator<string>;
  /** The model's crisis reading of the person's recent messages (oldest first); undefined when it fails. */
  classify?: (userMessages: string[]) => Promise<SafetyAssessment | undefined>;
  /** The moderation verdict for a message; undefined where moderation is off or fails. */
  moderate?: (text: string) => Promise<{ selfHarm: boolean; violence: boolean } | undefined>;
  /** The text spoken in a recording. */
  transcribe?: (audio: Buffer, filename: string, mimeType: string) => Promise<string>;
  /** A short reflection on the week from its prompt, in one attempt bounded by `timeoutMs`. */
  reflect?: (prompt: { system: string; user: string }, timeoutMs: number) => Promise<string>;
  /**
   * What to remember from the person's messages of a conversation (oldest first), unscreened: a
   * model's structured output, or offline (and when the model fails) the domain's proposer.
   */
  proposeMemories: (userMessages: string[]) => Promise<string[]>;
  /** How many model calls a person may make a day (MODEL_CALLS_PER_DAY); offline nothing is counted. */
  callsPerDay?: number;
}

/**
 * The one place that decides OpenAI or offline: OpenAI (or a compatible server) when a key is
 * configured, else the offline counselor, which only chats.
 */
export function aiProvider(): AiProvider {
  const openai = config().openai;
  if (openai) {
    return {
      name: 'openai',
      stream: (request) => streamOpenAiReply(request.system, request.messages, request.signal),
      classify: classifySafety,
      moderate,
      transcribe: transcribeAudio,
      reflect: ({ system, user }, timeoutMs) => completeOpenAiText(system, user, timeoutMs),
      proposeMemories: async (messages) =>
        (await proposeOpenAiMemories(messages)) ?? proposeMemories(messages),
      callsPerDay: openai.callsPerDay,
    };
  }
  return {
    name: 'offline',
    proposeMemories: async (messages) => proposeMemories(messages),
    // The whole reply exists at once; it is sent word by word like a model's.
    async *stream(request) {
      const reply = offlineReply({
        messages: request.messages,
        supportType: request.supportType,
        personality: request.personality,
        mode: request.mode,
      });
      yield* reply.match(/\S+\s*/g) ?? [reply];
    },
  };
}
