import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, FUNCTION_URL, suiteEmulators } from '../support/emulators';

// The chat streams from the function's own URL, so browsers call it across origins: only the app's.
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
});

const preflight = (origin: string) =>
  fetch(`${FUNCTION_URL}/chatbot/message`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS on the function URL', () => {
  it.each(['http://127.0.0.1:5000', 'http://localhost:5173', 'https://demo-reflectai.web.app'])(
    'should let the app at %s call it',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['https://evil.example', 'http://127.0.0.1:5001.evil.example', 'null'])(
    'should not let a page at %s read its answers',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});
