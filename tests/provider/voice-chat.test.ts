import { SPOKEN_REPLY } from '@domain/voice';
import { describe, expect, it } from 'vitest';
import { AuthPage } from '../e2e/auth-page';
import { FAKE_MICROPHONE, useAppPage } from '../e2e/browser';
import { ChatPage } from '../e2e/chat-page';
import { VoiceControls } from '../e2e/voice-controls';
import { fakeTranscriptions, scriptFake } from '../fakes/openai-control';
import { patchDocument } from '../support/emulators';

// Chromium records from its fake microphone; transcription and the reply come from the fake OpenAI
// server this suite runs against (OPENAI_BASE_URL=http://127.0.0.1:4010/v1).
const appPage = useAppPage(FAKE_MICROPHONE);

describe('voice chat in Chromium', () => {
  it('should send what a Pro user says as a message and read the reply aloud', async () => {
    const page = appPage();
    const chat = new ChatPage(page);
    const voice = new VoiceControls(page);
    await voice.recordSpeech();
    const uid = await new AuthPage(page).signUpNewUser('Vic Voice', 'voice');
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    await page.reload();

    const said = 'I keep worrying about my exam tomorrow.';
    const reply = 'That sounds stressful. What would help you feel a little more prepared?';
    await scriptFake([
      { kind: 'reply', text: said },
      { kind: 'reply', text: reply },
    ]);
    await voice.voiceResponses().click();
    expect(await voice.voiceResponses().getAttribute('aria-checked')).toBe('true');

    await voice.record(1);
    await chat.userMessages().first().waitFor();
    expect(await chat.userMessages().allTextContents()).toEqual([said]);
    await chat.waitForReply();
    expect(await chat.assistantMessages().last().textContent()).toBe(reply);
    expect(chat.sent.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: said });

    // The browser decoded its own recording and sent 16 kHz WAV with sound in it.
    const transcriptions = await fakeTranscriptions();
    expect(transcriptions).toHaveLength(1);
    expect(transcriptions[0]).toMatchObject({ filename: 'recording.wav', type: 'audio/wav' });
    const wav = Buffer.from(transcriptions[0]!.audio, 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt32LE(40)).toBeGreaterThan(16_000); // over half a second of samples

    await page.waitForFunction(() => (window as unknown as { spoken: unknown[] }).spoken.length > 0);
    const spoken = await voice.spoken();
    expect(spoken.map((utterance) => utterance.text).join(' ')).toBe(reply);
    // The browser keeps these as 32-bit floats.
    expect(spoken[0]!.rate).toBeCloseTo(SPOKEN_REPLY.rate);
    expect(spoken[0]!.pitch).toBeCloseTo(SPOKEN_REPLY.pitch);
    expect(spoken[0]!.volume).toBeCloseTo(SPOKEN_REPLY.volume);

    // The choice is remembered.
    await page.reload();
    expect(await voice.voiceResponses().getAttribute('aria-checked')).toBe('true');
  });
});
