import type { ChatTurn } from '@domain/chat';
import {
  fromModelVerdict,
  modelSafetyVerdict,
  SAFETY_CLASSIFIER_PROMPT,
  type SafetyAssessment,
} from '@domain/safety';
import {
  MEMORY_PROPOSALS_FORMAT,
  MEMORY_PROPOSER_PROMPT,
  memoryProposalsSchema,
} from '@domain/memory-proposals';
import OpenAI, { toFile } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { logger } from 'firebase-functions';
import { config } from '../config.js';
import { boundedStream } from './bounded-stream.js';

const MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 4_000;

let client: OpenAI | undefined;

// Built on first use so cold starts without a key never load it. The SDK's own retries are off:
// it would retry a 429 for an exhausted quota, which never recovers by waiting.
function openai() {
  const settings = config().openai;
  if (!settings) throw new Error('OPENAI_API_KEY is not set');
  client ??= new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return { client, settings };
}

/** Whether a failed call may succeed if tried again: rate limits and server errors, not quota. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIConnectionError)
    return true;
  if (!(error instanceof OpenAI.APIError)) return false;
  if (error.code === 'insufficient_quota') return false;
  return error.status === 429 || (error.status ?? 0) >= 500;
}

function backoffMs(attempt: number, error: unknown): number {
  const retryAfter = Number((error as { headers?: Headers }).headers?.get?.('retry-after'));
  const exponential = BACKOFF_BASE_MS * 2 ** attempt;
  return Math.min(
    BACKOFF_CAP_MS,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : exponential,
  );
}

/** Waits before the next attempt, or rethrows `error` when it must not be tried again. */
async function backOffOrThrow(error: unknown, attempt: number): Promise<void> {
  if (attempt + 1 >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
  await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt, error)));
}

/**
 * Streams a chat completion's text inside the configured budget: failed attempts are retried with
 * backoff only until the first text arrives (after that a retry would repeat words the reader has
 * already seen), and a stream that stalls is ended. `signal` cancels it.
 */
export function streamOpenAiReply(
  system: string,
  messages: ChatTurn[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const { client, settings } = openai();
  return boundedStream(
    async ({ timeoutMs, signal: attemptSignal }) =>
      textOf(
        await client.chat.completions.create(
          {
            model: settings.model,
            stream: true,
            messages: [{ role: 'system', content: system }, ...messages],
          },
          { timeout: timeoutMs, signal: attemptSignal },
        ),
      ),
    {
      budgetMs: settings.budgetMs,
      attemptTimeoutMs: settings.timeoutMs,
      stallMs: settings.stallMs,
      maxAttempts: MAX_ATTEMPTS,
    },
    { isRetryable, backoffMs },
    signal,
  );
}

async function* textOf(stream: AsyncIterable<OpenAI.ChatCompletionChunk>): AsyncGenerator<string> {
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta?.content;
    if (text) yield text;
  }
}

// One structured answer about the person's messages (oldest first, each delimited as data), in one
// attempt bounded by `timeoutMs`; undefined when the model gives none.
async function parseAboutMessages<Schema extends z.ZodType>(
  system: string,
  userMessages: string[],
  format: { schema: Schema; name: string },
  timeoutMs: number,
) {
  const { client, settings } = openai();
  const completion = await client.chat.completions.parse(
    {
      model: settings.model,
      temperature: 0,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: userMessages.map((text) => `<message>${text}</message>`).join('\n') },
      ],
      response_format: zodResponseFormat(format.schema, format.name),
    },
    { timeout: timeoutMs, maxRetries: 0 },
  );
  return completion.choices[0]?.message.parsed ?? undefined;
}

/**
 * The model's reading of the person's recent messages (oldest first) for crisis risk, as structured
 * output; undefined when it fails or takes longer than the classification timeout.
 */
export async function classifySafety(userMessages: string[]): Promise<SafetyAssessment | undefined> {
  try {
    const verdict = await parseAboutMessages(
      SAFETY_CLASSIFIER_PROMPT,
      userMessages,
      { schema: modelSafetyVerdict, name: 'safety_verdict' },
      openai().settings.classifyTimeoutMs,
    );
    return verdict ? fromModelVerdict(verdict) : undefined;
  } catch (error) {
    // The local assessor has already run; the model's verdict only adds to it.
    logger.warn('safety classification unavailable', { error: String(error) });
    return undefined;
  }
}

/**
 * The model's proposals of what to remember from the person's messages (oldest first), as structured
 * output in one attempt; undefined when it fails. The caller screens them (domain/memory-proposals.ts).
 */
export async function proposeOpenAiMemories(userMessages: string[]): Promise<string[] | undefined> {
  try {
    const proposals = await parseAboutMessages(
      MEMORY_PROPOSER_PROMPT,
      userMessages,
      { schema: memoryProposalsSchema, name: MEMORY_PROPOSALS_FORMAT },
      openai().settings.timeoutMs,
    );
    return proposals?.items;
  } catch (error) {
    logger.warn('memory proposals unavailable', { error: String(error) });
    return undefined;
  }
}

/** The text spoken in a recording, with the same timeouts and retries as chat. */
export async function transcribeAudio(audio: Buffer, filename: string, mimeType: string): Promise<string> {
  const { client, settings } = openai();
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await client.audio.transcriptions.create({
        model: settings.transcribeModel,
        file: await toFile(audio, filename, { type: mimeType }),
      });
      return result.text.trim();
    } catch (error) {
      await backOffOrThrow(error, attempt);
    }
  }
}

/** The provider's moderation verdict for a message, or undefined where moderation is off or fails. */
export async function moderate(text: string): Promise<{ selfHarm: boolean; violence: boolean } | undefined> {
  const { client, settings } = openai();
  if (!settings.moderation) return undefined;
  try {
    const result = await client.moderations.create(
      { model: 'omni-moderation-latest', input: text },
      { timeout: settings.classifyTimeoutMs, maxRetries: 0 },
    );
    const categories = result.results[0]?.categories;
    if (!categories) return undefined;
    return {
      selfHarm:
        categories['self-harm'] || categories['self-harm/intent'] || categories['self-harm/instructions'],
      violence: categories.violence,
    };
  } catch (error) {
    // The local assessor has already run; moderation only adds to it.
    logger.warn('moderation unavailable', { error: String(error) });
    return undefined;
  }
}

/**
 * A short, non-streamed completion in one attempt bounded by `timeoutMs` (for background text such
 * as a weekly reflection, where the caller falls back to local text on any failure).
 */
export async function completeOpenAiText(system: string, user: string, timeoutMs: number): Promise<string> {
  const { client, settings } = openai();
  const result = await client.chat.completions.create(
    {
      model: settings.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    },
    { timeout: Math.min(timeoutMs, settings.timeoutMs), maxRetries: 0 },
  );
  return result.choices[0]?.message?.content?.trim() ?? '';
}
