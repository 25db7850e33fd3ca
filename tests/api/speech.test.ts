import { TRANSCRIBE_RATE_LIMIT, VOICE_LIMITS } from '@domain/voice';
import { encodeWav } from '../../web/src/features/voice/wav';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, FUNCTION_URL, patchDocument, suiteEmulators } from '../support/emulators';
import { newTrialUser } from './chat-helpers';
import { api } from './http';
import { proUser, toneWav, uploadAudio, userWithPlan, wavPart } from './speech-helpers';

// These run with no OPENAI_API_KEY, the offline default: a valid upload from a Pro user gets 503.
// tests/provider/speech.test.ts covers transcription itself, against a fake OpenAI server.

beforeAll(() => assertEmulatorsRunning(suiteEmulators));

const OFFLINE = {
  message: 'Voice input needs an AI service. Type your message instead.',
  error: 'voice_unavailable',
};

let pro: { token: string };
beforeAll(async () => {
  pro = await proUser();
});

describe('POST /api/speech/transcribe', () => {
  it('should refuse a caller without a valid ID token', async () => {
    expect((await uploadAudio(undefined, [wavPart()])).status).toBe(401);
    const forged = await uploadAudio('not-a-token', [wavPart()]);
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'Not authenticated', error: 'unauthenticated' });
  });

  it('should refuse voice to a Basic trial user, naming the plans that include it', async () => {
    const { token } = await newTrialUser();
    const response = await uploadAudio(token, [wavPart()]);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'Subscription required. Voice features available on Pro & Elite plans.',
      error: 'subscription_required',
      feature: 'voice',
      requiredPlans: ['pro', 'elite'],
    });
  });

  it('should refuse an active Basic subscription and a cancelled Pro one', async () => {
    const basic = await userWithPlan({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
    const cancelled = await userWithPlan({ subscriptionPlan: 'pro', subscriptionStatus: 'canceled' });
    expect((await uploadAudio(basic.token, [wavPart()])).status).toBe(403);
    expect((await uploadAudio(cancelled.token, [wavPart()])).status).toBe(403);
  });

  it('should say plainly that voice needs an AI service when none is configured', async () => {
    const response = await uploadAudio(pro.token, [wavPart()]);
    expect(response.status).toBe(503);
    expect(response.body).toEqual(OFFLINE);
  });

  it('should let VIP and Elite users through to the same point, also at the function URL', async () => {
    const vip = await userWithPlan({ isVipUser: true });
    const elite = await userWithPlan({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });
    expect((await uploadAudio(vip.token, [wavPart()])).body).toEqual(OFFLINE);
    expect((await uploadAudio(elite.token, [wavPart()], FUNCTION_URL)).body).toEqual(OFFLINE);
  });

  it('should refuse WebM, Ogg and MP4 recordings, whose length cannot be checked, naming WAV', async () => {
    const signatures: [Uint8Array<ArrayBuffer>, string][] = [
      [new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'WebM'],
      [new TextEncoder().encode('OggS\0\x02\0\0\0\0'), 'Ogg'],
      [new TextEncoder().encode('\0\0\0\x20ftypM4A \0\0\0\0'), 'MP4'],
    ];
    for (const [bytes, label] of signatures) {
      const response = await uploadAudio(pro.token, [
        { field: 'audio', bytes, filename: 'clip', type: 'audio/webm' },
      ]);
      expect(response).toMatchObject({
        status: 400,
        body: {
          field: 'audio',
          message: `audio: Send the recording as WAV; the length of ${label} audio cannot be checked before it is transcribed`,
        },
      });
    }
  });

  it.each([
    ['no file at all', [], 'audio: Attach an audio recording'],
    [
      'the file under another field name',
      [{ field: 'file', bytes: toneWav(), filename: 'recording.wav' }],
      'audio: Attach the recording as the form field "audio"',
    ],
    ['two files', [wavPart(), wavPart()], 'audio: Send one recording at a time'],
    ['an empty file', [wavPart(new Uint8Array(0))], 'audio: The recording is empty'],
    [
      'a file that is not audio',
      [{ field: 'audio', bytes: new TextEncoder().encode('%PDF-1.7 not a recording'), filename: 'x.wav' }],
      'audio: Not a recording we can read; send WAV audio',
    ],
  ])('should answer 400 naming the problem for %s', async (_case, parts, message) => {
    const response = await uploadAudio(pro.token, parts);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: 'bad_request', field: 'audio' });
  });

  it('should answer 400 for a body that is not a multipart form', async () => {
    const response = await api('/speech/transcribe', { token: pro.token, body: { audio: 'base64...' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_request', field: 'body' });
    expect(response.body.message).toMatch(/multipart\/form-data/);
  });

  it('should answer 413 for a recording over the size limit', async () => {
    const wav = toneWav();
    const tooBig = new Uint8Array(VOICE_LIMITS.maxUploadBytes + 1);
    tooBig.set(wav);
    const response = await uploadAudio(pro.token, [wavPart(tooBig)]);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      message: 'audio: A recording must be at most 10 MB',
      error: 'payload_too_large',
      field: 'audio',
    });
  });

  it('should answer 405 for other methods', async () => {
    const response = await api('/speech/transcribe', { token: pro.token });
    expect(response.status).toBe(405);
  });

  it('should refuse a WAV longer than the recording limit before any provider hears it', async () => {
    const seconds = VOICE_LIMITS.maxRecordingSeconds + 5;
    const long = encodeWav(
      new Float32Array(seconds * VOICE_LIMITS.wavSampleRate),
      VOICE_LIMITS.wavSampleRate,
    );
    const response = await uploadAudio(pro.token, [wavPart(long)]);
    expect(response).toMatchObject({
      status: 413,
      body: {
        error: 'payload_too_large',
        message: 'audio: A recording must be at most 2 minutes',
        field: 'audio',
      },
    });
  });

  it('should refuse a WAV whose header cannot be read', async () => {
    const broken = toneWav();
    new DataView(broken.buffer).setUint32(28, 1, true); // a byte rate that fits no format
    expect((await uploadAudio(pro.token, [wavPart(broken)])).body).toMatchObject({
      error: 'bad_request',
      field: 'audio',
    });
  });

  it('should meter recordings per person per hour, with Retry-After', async () => {
    const { uid, token } = await userWithPlan({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });
    const windowMs = TRANSCRIBE_RATE_LIMIT.windowMinutes * 60_000;
    const window = Math.floor(Date.now() / windowMs);
    // The hour's allowance, already used.
    await Promise.all(
      Array.from({ length: TRANSCRIBE_RATE_LIMIT.max }, (_, slot) =>
        patchDocument(`rateLimits/transcribe-${uid}-${window}-${slot}`, { seeded: true }),
      ),
    );
    const response = await fetch(`${FUNCTION_URL}/speech/transcribe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: (() => {
        const form = new FormData();
        form.append('audio', new Blob([toneWav()], { type: 'audio/wav' }), 'recording.wav');
        return form;
      })(),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(/many recordings this hour/);
    expect((await uploadAudio(pro.token, [wavPart()])).body).toEqual(OFFLINE);
  });
});
