import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, FUNCTION_URL, suiteEmulators } from '../support/emulators';
import { api } from './http';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));

describe('GET /api/health', () => {
  it('should answer ok through the Hosting rewrite', async () => {
    const response = await api('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it("should answer at the function's own URL too", async () => {
    expect((await api('/health', { base: FUNCTION_URL })).body).toEqual({ status: 'ok' });
  });
});

describe('error envelope', () => {
  it('should answer 404 in JSON for an unknown endpoint', async () => {
    const response = await api('/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.contentType).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Not found', error: 'not_found' });
  });

  it.each([
    ['POST', '/health'],
    ['DELETE', '/user'],
    ['GET', '/register'],
    ['PUT', '/login'],
    ['GET', '/logout'],
  ])('should answer 405 for %s %s', async (method, path) => {
    const response = await api(path, { method });
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: 'Method not allowed', error: 'method_not_allowed' });
  });

  it('should answer 413 for a body over 100 KB', async () => {
    const response = await api('/login', { body: { email: 'a@b.co', password: 'x'.repeat(101 * 1024) } });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: 'payload_too_large',
      message: expect.stringMatching(/100 KB/),
    });
  });

  it('should answer 413 for a chunked body over 100 KB, which declares no length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"email":"a@b.co","password":"'));
        if (sent++ < 14) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
      },
    });
    // At the function's own URL, where no proxy in between adds a length.
    const response = await fetch(`${FUNCTION_URL}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('should answer a body that is not an object with a 400 naming the body', async () => {
    const response = await api('/login', { rawBody: '["a@b.co", "secret1"]' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_request', field: 'body' });
  });
});
