import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { setIdTokenSource } from '@/lib/id-token';
import { transcribe } from './transcribe';

afterEach(() => {
  vi.unstubAllGlobals();
  setIdTokenSource(async () => null);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('transcribe', () => {
  it('should upload the recording as the form field "audio" with the ID token and return its words', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { text: '  I feel calmer today. ' }),
    );
    vi.stubGlobal('fetch', fetch);
    const recording = new Blob(['RIFF'], { type: 'audio/wav' });
    setIdTokenSource(async () => 'token-1');

    await expect(transcribe(recording)).resolves.toBe('I feel calmer today.');

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/speech/transcribe');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-1');
    // The browser writes the multipart content type with its boundary.
    expect(headers['content-type']).toBeUndefined();
    const form = init.body as FormData;
    expect(form.get('audio')).toBeInstanceOf(Blob);
    expect((form.get('audio') as Blob).size).toBe(recording.size);
  });

  it("should surface the server's error envelope, e.g. the plan a 403 asks for", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(403, {
          message: 'Subscription required. Voice features available on Pro & Elite plans.',
          error: 'subscription_required',
          feature: 'voice',
          requiredPlans: ['pro', 'elite'],
        }),
      ),
    );
    const error = await transcribe(new Blob(['x'])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'subscription_required',
      details: { feature: 'voice', requiredPlans: ['pro', 'elite'] },
    });
  });

  it('should report an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(transcribe(new Blob(['x']))).rejects.toBeInstanceOf(NetworkError);
  });
});
