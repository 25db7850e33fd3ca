import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { setIdTokenSource } from '@/lib/id-token';
import { basicUsage } from '@/test/fixtures';
import { streamMessage, type ReplyOutcome } from './stream-message';

const outcome: ReplyOutcome = {
  conversationId: 'c1',
  usage: basicUsage({ used: 1, remaining: 9 }),
  safety: { level: 'none' },
  provider: 'offline',
  notice: 'You are talking with an AI.',
};

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed response whose chunks the test pushes one at a time. */
function sseResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const input = (onText = vi.fn()) => ({
  messages: [{ role: 'user' as const, content: 'Hello' }],
  supportType: 'emotional' as const,
  personality: { personalityType: 'empathetic', label: 'Empathetic Listener' },
  conversationId: 'c1',
  onText,
});

afterEach(() => {
  vi.unstubAllGlobals();
  setIdTokenSource(async () => null);
});

describe('streamMessage', () => {
  it('should post to the function URL and pass each delta on as it arrives', async () => {
    const stream = sseResponse();
    const fetchMock = vi.fn(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    setIdTokenSource(async () => 'token-1');
    const onText = vi.fn();
    const reply = streamMessage(input(onText));

    stream.push(event('delta', { text: 'Hel' }));
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('Hel'));
    // An event split across chunks is reassembled.
    stream.push('event: delta\ndata: {"text":');
    stream.push('"lo"}\n\n');
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('lo'));
    stream.push(event('done', outcome));
    stream.end();

    await expect(reply).resolves.toEqual(outcome);
    expect(onText).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${env.functionsUrl}/chatbot/message`);
    expect(init.headers).toMatchObject({ accept: 'text/event-stream', authorization: 'Bearer token-1' });
    expect(JSON.parse(init.body as string)).toEqual({
      messages: [{ role: 'user', content: 'Hello' }],
      supportType: 'emotional',
      personalityType: 'empathetic',
      conversationId: 'c1',
    });
  });

  it('should send the country and pass the safety verdict on before any text', async () => {
    const stream = sseResponse();
    const fetchMock = vi.fn(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const safety = { level: 'crisis' as const, kinds: ['plan' as const] };
    const reply = streamMessage({
      ...input(),
      onText: (text) => seen.push(`text:${text}`),
      country: 'GB',
      onSafety: (info) => seen.push(`safety:${JSON.stringify(info)}`),
    });

    stream.push(event('safety', safety));
    // The verdict is passed on as it arrives, while the reply is still on its way.
    await vi.waitFor(() => expect(seen).toEqual([`safety:${JSON.stringify(safety)}`]));
    stream.push(event('delta', { text: 'Samaritans: call 116 123' }));
    stream.push(event('done', { ...outcome, safety }));
    stream.end();

    await expect(reply).resolves.toMatchObject({ safety });
    expect(seen).toEqual([`safety:${JSON.stringify(safety)}`, 'text:Samaritans: call 116 123']);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ country: 'GB' });
  });

  it('should throw the envelope of an error event', async () => {
    const stream = sseResponse();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stream.response),
    );
    stream.push(event('delta', { text: 'Partial' }));
    stream.push(
      event('error', {
        message: 'Failed to get a response. Please try again.',
        error: 'provider_unavailable',
      }),
    );
    stream.end();
    const failure = await streamMessage(input()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Failed to get a response. Please try again.',
      code: 'provider_unavailable',
    });
  });

  it('should map a 403 before the stream to an ApiError with remaining', async () => {
    const body = { message: 'Session limit reached', error: 'session_limit', remaining: 0 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 403 })),
    );
    const failure = await streamMessage(input()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      message: 'Session limit reached',
      code: 'session_limit',
      details: { remaining: 0 },
    });
  });

  it('should keep the feature and required plans of a subscription refusal', async () => {
    const body = {
      message: 'Subscription required',
      error: 'subscription_required',
      feature: 'custom-personalities',
      requiredPlans: ['pro', 'elite'],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 403 })),
    );
    await expect(streamMessage(input())).rejects.toMatchObject({
      details: { feature: 'custom-personalities', requiredPlans: ['pro', 'elite'] },
    });
  });

  it('should fail when the stream ends without a done event', async () => {
    const stream = sseResponse();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stream.response),
    );
    stream.push(event('delta', { text: 'Cut' }));
    stream.end();
    await expect(streamMessage(input())).rejects.toMatchObject({ code: 'incomplete_stream' });
  });

  it('should fail as an incomplete stream, after passing on what arrived, when the connection drops', async () => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
    );
    const onText = vi.fn();
    const reply = streamMessage(input(onText));
    controller.enqueue(encoder.encode(event('delta', { text: 'So far' })));
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('So far'));
    controller.error(new TypeError('network error'));

    const failure = await reply.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'incomplete_stream' });
  });
});
