import type { ChatMessageRequest } from '@domain/chat-request';
import type { ChatTurn, SupportType } from '@domain/chat';
import type { PersonalityChoice } from '@domain/personalities';
import type { UsageRecord } from '@domain/plans';
import type { SafetyInfo } from '@domain/safety';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { env } from '@/config/env';
import { apiStream, ApiError, type ErrorEnvelope } from '@/lib/api-client';

/** What the server says once a reply is complete (the `done` event: everything but the text). */
export interface ReplyOutcome {
  conversationId: string;
  usage: UsageRecord;
  safety: SafetyInfo;
  provider: 'openai' | 'offline';
  /** The AI disclosure, on a conversation's first reply and again after 3 hours. */
  notice?: string;
}

/** One message to send: the recent conversation ending with the user's new message. */
export interface StreamMessageInput {
  messages: ChatTurn[];
  supportType: SupportType;
  personality: PersonalityChoice;
  conversationId?: string;
  /** The person's country (a region code or locale), for the crisis lines. */
  country?: string;
  onText: (text: string) => void;
  /** The server's verdict on the message and the conversation it went to, as soon as it arrives: before any text. */
  onSafety?: (safety: SafetyInfo & { conversationId: string }) => void;
  signal?: AbortSignal;
}

// By the time an `error` event arrives the HTTP status was 200; 500 says the server failed mid-way.
const MID_STREAM_STATUS = 500;

/**
 * Sends a chat message and streams the reply: `onSafety` gets the `safety` event first, `onText` each
 * piece as it is written (on a crisis the lines come first), and the promise resolves with the `done`
 * outcome. Streams come from the function's own URL because Hosting buffers them. Throws ApiError for
 * a refusal or a stream that breaks (an `error` event, a dropped connection, no `done`), NetworkError
 * when the server cannot be reached.
 */
export async function streamMessage(input: StreamMessageInput): Promise<ReplyOutcome> {
  const { personality } = input;
  const body: ChatMessageRequest = {
    messages: input.messages,
    supportType: input.supportType,
    personalityType: personality.personalityType,
    customInstructions: personality.customInstructions,
    basePersonality: personality.basePersonality,
    conversationId: input.conversationId,
    country: input.country,
  };
  const response = await apiStream(`${env.functionsUrl}/chatbot/message`, 'text/event-stream', {
    body,
    appCheck: true,
    signal: input.signal,
  });

  let outcome: ReplyOutcome | undefined;
  let failure: ApiError | undefined;
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      const data: unknown = JSON.parse(event.data);
      if (event.event === 'safety') input.onSafety?.(data as SafetyInfo & { conversationId: string });
      else if (event.event === 'delta') input.onText((data as { text: string }).text);
      else if (event.event === 'done') outcome = data as ReplyOutcome;
      else if (event.event === 'error') {
        failure = ApiError.fromEnvelope(MID_STREAM_STATUS, data as ErrorEnvelope, 'The reply failed.');
      }
    },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const incomplete = () =>
    new ApiError(MID_STREAM_STATUS, 'The reply ended unexpectedly.', 'incomplete_stream');
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      // The connection dropped mid-reply: what was streamed stays with the caller.
      if ((error as Error).name === 'AbortError') throw error;
      throw failure ?? incomplete();
    }
    if (chunk.done) break;
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
  if (failure) throw failure;
  if (!outcome) throw incomplete();
  return outcome;
}
