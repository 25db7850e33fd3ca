import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiStream, NetworkError } from './api-client';
import { setIdTokenSource } from './id-token';

// The one place that sends the signed-in person's ID token: every call gets it from the source the
// auth layer registered (lib/id-token.ts), and nothing else reads ID tokens.

const fetchReturning = (response: () => Response) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const headersOf = (fetch: ReturnType<typeof fetchReturning>) =>
  fetch.mock.calls[0]![1].headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  setIdTokenSource(async () => null);
});

describe('the API client', () => {
  it('should send the registered source’s ID token, fresh on every call', async () => {
    let token = 'token-1';
    setIdTokenSource(async () => token);
    const fetch = fetchReturning(() => Response.json({ ok: true }));
    expect(await apiRequest('/api/user')).toEqual({ ok: true });
    token = 'token-2';
    await apiRequest('/api/user');
    expect(
      fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>).authorization),
    ).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('should send no token when signed out, or for a call made as a visitor', async () => {
    let fetch = fetchReturning(() => Response.json({}));
    await apiRequest('/api/newsletter', { body: { email: 'a@example.com' } });
    expect(headersOf(fetch).authorization).toBeUndefined();

    setIdTokenSource(async () => 'token-1');
    fetch = fetchReturning(() => Response.json({}));
    await apiRequest('/api/checkout-session', { body: { planId: 'pro-monthly' }, anonymous: true });
    expect(headersOf(fetch).authorization).toBeUndefined();
  });

  it('should stream with the token, and turn a refusal into an ApiError with its code', async () => {
    setIdTokenSource(async () => 'token-1');
    const fetch = fetchReturning(() => new Response('event: done\ndata: {}\n\n'));
    const response = await apiStream('http://functions/chatbot/message', 'text/event-stream', { body: {} });
    expect(await response.text()).toContain('event: done');
    expect(headersOf(fetch)).toMatchObject({ authorization: 'Bearer token-1', accept: 'text/event-stream' });

    fetchReturning(() =>
      Response.json({ message: 'Trial expired', error: 'trial_expired' }, { status: 403 }),
    );
    const refusal = await apiStream('http://functions/chatbot/message', 'text/event-stream').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 403, code: 'trial_expired', message: 'Trial expired' });
  });

  it('should report an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/user')).rejects.toBeInstanceOf(NetworkError);
  });
});
