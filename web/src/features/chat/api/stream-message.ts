import type { ChatTurn, SupportType } from '@domain/chat';
import type { PersonalityChoice } from '@domain/personalities';
import type { UsageRecord } from '@domain/plans';
import type { SafetyInfo } from '@domain/safety';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { env } from '../../../config/env';
import { ApiError, NetworkError, type ErrorEnvelope } from '../../../lib/api-client';

/** What the server says once a reply is complete (the `done` event: everything but the text). */
export interface ReplyOutcome {
  conversationId: string;
  usage: UsageRecord;
  safety: SafetyInfo;
  provider: 'openai' | 'offline';
  /** The AI disclosure, on a conversation's first reply and again after 3 hours. */
  notice?: string;
}

/** One message to send: the visible conversation ending with the user's new message. */
export interface StreamMessageInput {
  messages: ChatTurn[];
  supportType: SupportType;
  personality: PersonalityChoice;
  conversationId?: string;
  idToken: string | null;
  onText: (text: string) => void;
  signal?: AbortSignal;
}

// By the time an `error` event arrives the HTTP status was 200; 500 says the server failed mid-way.
const MID_STREAM_STATUS = 500;

/**
 * Sends a chat message and streams the reply: `onText` gets each piece as the model writes it, the
 * promise resolves with the `done` outcome. Streams come from the function's own URL because Hosting
 * buffers them. Throws ApiError for a refusal (before or during the stream), NetworkError offline.
 */
export async function streamMessage(input: StreamMessageInput): Promise<ReplyOutcome> {
  const { personality } = input;
  let response: Response;
  try {
    response = await fetch(`${env.functionsUrl}/chatbot/message`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        ...(input.idToken ? { authorization: `Bearer ${input.idToken}` } : {}),
      },
      body: JSON.stringify({
        messages: input.messages,
        supportType: input.supportType,
        personalityType: personality.personalityType,
        customInstructions: personality.customInstructions,
        basePersonality: personality.basePersonality,
        conversationId: input.conversationId,
      }),
      signal: input.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  if (!response.ok || !response.body) throw ApiError.fromResponse(response, await response.text());

  let outcome: ReplyOutcome | undefined;
  let failure: ApiError | undefined;
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      const data: unknown = JSON.parse(event.data);
      if (event.event === 'delta') input.onText((data as { text: string }).text);
      else if (event.event === 'done') outcome = data as ReplyOutcome;
      else if (event.event === 'error') {
        failure = ApiError.fromEnvelope(MID_STREAM_STATUS, data as ErrorEnvelope, 'The reply failed.');
      }
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (failure) throw failure;
  if (!outcome) throw new ApiError(MID_STREAM_STATUS, 'The reply ended unexpectedly.', 'incomplete_stream');
  return outcome;
}
