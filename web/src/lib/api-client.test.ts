import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiStream, NetworkError } from './api-client';
import { setIdTokenRefusedHandler, setIdTokenSource } from './id-token';

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
  setIdTokenRefusedHandler(() => {});
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

  it('should tell the auth layer when the API refuses the person’s token, and still throw the 401', async () => {
    const refused = vi.fn();
    setIdTokenRefusedHandler(refused);
    setIdTokenSource(async () => 'revoked-token');
    fetchReturning(() =>
      Response.json({ message: 'Not authenticated', error: 'unauthenticated' }, { status: 401 }),
    );
    await expect(apiRequest('/api/chatbot/usage')).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    await expect(apiStream('http://functions/chatbot/message', 'text/event-stream')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('should not end a session over a 401 to a call that sent no token, or over other refusals', async () => {
    const refused = vi.fn();
    setIdTokenRefusedHandler(refused);
    fetchReturning(() =>
      Response.json({ message: 'Not authenticated', error: 'unauthenticated' }, { status: 401 }),
    );
    // Signed out, then signed in but calling as a visitor.
    await expect(apiRequest('/api/checkout-session', { body: {} })).rejects.toMatchObject({ status: 401 });
    setIdTokenSource(async () => 'token-1');
    await expect(apiRequest('/api/checkout-session', { body: {}, anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    // App Check's refusal is a 401 too, but says nothing about the session.
    fetchReturning(() =>
      Response.json(
        { message: 'This app could not be verified.', error: 'app_check_failed' },
        { status: 401 },
      ),
    );
    await expect(apiRequest('/api/chatbot/message', { body: {} })).rejects.toMatchObject({ status: 401 });
    fetchReturning(() => Response.json({ message: 'Forbidden', error: 'forbidden' }, { status: 403 }));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ status: 403 });
    expect(refused).not.toHaveBeenCalled();
  });

  it('should report an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/user')).rejects.toBeInstanceOf(NetworkError);
  });
});
