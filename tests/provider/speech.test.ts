import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTrialUser } from '../api/chat-helpers';
import { proUser, toneWav, uploadAudio, wavPart } from '../api/speech-helpers';
import { fakeTranscriptions, scriptFake } from '../fakes/openai-control';
import { assertEmulatorsRunning, suiteEmulators } from '../support/emulators';

let pro: { token: string };
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  pro = await proUser();
});
beforeEach(() => scriptFake([]));

describe('voice transcription through an OpenAI-compatible server', () => {
  it("should send a Pro user's WAV to the transcription model and return the text", async () => {
    await scriptFake([{ kind: 'reply', text: '  I keep replaying the meeting in my head. ' }]);
    const wav = toneWav();
    const response = await uploadAudio(pro.token, [wavPart(wav)]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ text: 'I keep replaying the meeting in my head.' });

    const [received] = await fakeTranscriptions();
    expect(received).toMatchObject({ model: 'whisper-1', filename: 'recording.wav', type: 'audio/wav' });
    expect(Buffer.from(received!.audio, 'base64').equals(Buffer.from(wav))).toBe(true);
  });

  it('should refuse a 3-minute Ogg or WebM recording, and compressed audio in a WAV file, before the model', async () => {
    await scriptFake([]);
    // Three minutes of 32 kbit/s Opus, as a browser records it: some 720 KB after the signature.
    const threeMinutes = new Uint8Array(180 * 4_000).fill(0x7f);
    const ogg = new Uint8Array([...new TextEncoder().encode('OggS\0\x02'), ...threeMinutes]);
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, ...threeMinutes]);
    // A WAV header that claims a few seconds, over MPEG audio (format tag 0x55) that could run for hours.
    const mpegInWav = toneWav();
    mpegInWav[20] = 0x55;
    for (const bytes of [ogg, webm, mpegInWav]) {
      const response = await uploadAudio(pro.token, [
        { field: 'audio', bytes, filename: 'recording', type: 'application/octet-stream' },
      ]);
      expect(response).toMatchObject({ status: 400, body: { field: 'audio' } });
    }
    expect(await fakeTranscriptions()).toEqual([]);
  });

  it('should retry a rate limit and then succeed', async () => {
    await scriptFake([
      { kind: 'status', status: 429 },
      { kind: 'reply', text: 'Second time lucky' },
    ]);
    const response = await uploadAudio(pro.token, [wavPart()]);
    expect(response.body).toEqual({ text: 'Second time lucky' });
    expect(await fakeTranscriptions()).toHaveLength(2);
  });

  it('should give a plain 503 after repeated provider failures', async () => {
    await scriptFake([
      { kind: 'status', status: 500 },
      { kind: 'status', status: 502 },
      { kind: 'status', status: 500 },
    ]);
    const response = await uploadAudio(pro.token, [wavPart()]);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message: 'Could not transcribe your recording. Please try again, or type your message.',
      error: 'transcription_failed',
    });
    expect(await fakeTranscriptions()).toHaveLength(3);
  });

  it('should not call the paid model for a user whose plan lacks voice', async () => {
    const { token } = await newTrialUser();
    expect((await uploadAudio(token, [wavPart()])).status).toBe(403);
    expect(await fakeTranscriptions()).toHaveLength(0);
  });
});
