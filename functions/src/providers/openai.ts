import type { ChatTurn } from '@domain/chat';
import OpenAI, { toFile } from 'openai';
import { config } from '../config.js';

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
 * Streams a chat completion's text. Failed attempts are retried with backoff only until the first
 * text arrives: after that a retry would repeat words the reader has already seen.
 */
export async function* streamOpenAiReply(system: string, messages: ChatTurn[]): AsyncGenerator<string> {
  const { client, settings } = openai();
  for (let attempt = 0; ; attempt++) {
    let started = false;
    try {
      const stream = await client.chat.completions.create({
        model: settings.model,
        stream: true,
        messages: [{ role: 'system', content: system }, ...messages],
      });
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) {
          started = true;
          yield text;
        }
      }
      return;
    } catch (error) {
      if (started) throw error;
      await backOffOrThrow(error, attempt);
    }
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
    const result = await client.moderations.create({ model: 'omni-moderation-latest', input: text });
    const categories = result.results[0]?.categories;
    if (!categories) return undefined;
    return {
      selfHarm:
        categories['self-harm'] || categories['self-harm/intent'] || categories['self-harm/instructions'],
      violence: categories.violence,
    };
  } catch (error) {
    // The local assessor has already run; moderation only adds to it.
    console.warn('moderation unavailable', error);
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
