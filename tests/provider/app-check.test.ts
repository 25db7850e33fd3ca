import { EMULATOR_APP_CHECK_TOKEN } from '@domain/app-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTrialUser } from '../api/chat-helpers';
import { api, type JsonResponse } from '../api/http';
import { proUser, toneWav } from '../api/speech-helpers';
import { scriptFake } from '../fakes/openai-control';
import { assertEmulatorsRunning, FUNCTION_URL, suiteEmulators, uniqueEmail } from '../support/emulators';

// This stage runs the API with APP_CHECK=enforce (package.json test:provider).
let person: { token: string };
let pro: { token: string };
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  person = await newTrialUser();
  pro = await proUser();
});

/** Each call App Check guards, made as the app makes it but with `appCheckToken` in its header. */
const guardedCalls: [string, (appCheckToken: string | null) => Promise<JsonResponse>][] = [
  [
    'POST /register',
    (appCheckToken) =>
      api('/register', { body: { email: uniqueEmail('appcheck'), password: 'secret1' }, appCheckToken }),
  ],
  [
    'POST /chatbot/message',
    (appCheckToken) =>
      api('/chatbot/message', {
        base: FUNCTION_URL,
        token: person.token,
        body: { messages: [{ role: 'user', content: 'Hello' }], supportType: 'emotional' },
        appCheckToken,
      }),
  ],
  [
    'POST /speech/transcribe',
    (appCheckToken) => {
      const form = new FormData();
      form.append('audio', new Blob([toneWav()], { type: 'audio/wav' }), 'recording.wav');
      return api('/speech/transcribe', { token: pro.token, form, appCheckToken });
    },
  ],
  [
    'POST /checkout-session',
    (appCheckToken) =>
      api('/checkout-session', { token: person.token, body: { planId: 'pro-monthly' }, appCheckToken }),
  ],
];

describe('App Check, enforced', () => {
  it.each(guardedCalls)(
    'should refuse %s without an App Check token, or with a wrong one',
    async (_, call) => {
      for (const token of [null, '', 'forged-app-check-token']) {
        const response = await call(token);
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({
          error: 'app_check_failed',
          message: 'This app could not be verified. Reload the page and try again.',
        });
      }
    },
  );

  it.each(guardedCalls)('should serve %s with the app’s token', async (_, call) => {
    await scriptFake([{ kind: 'reply', text: 'I hear you.' }]);
    const response = await call(EMULATOR_APP_CHECK_TOKEN);
    expect(response.status).toBeLessThan(300);
  });

  it('should leave calls that cost nothing open to any caller', async () => {
    expect((await api('/chatbot/usage', { token: person.token, appCheckToken: null })).status).toBe(200);
  });
});
