import { describe, expect, it } from 'vitest';
import { AuthPage } from '../e2e/auth-page';
import { FAKE_MICROPHONE, useAppPage } from '../e2e/browser';
import { JournalPage } from '../e2e/journal-page';
import { fakeTranscriptions, scriptFake } from '../fakes/openai-control';
import { listDocumentIds, patchDocument, readDocument } from '../support/emulators';

// Chromium records from its fake microphone; the transcription comes from the fake OpenAI server this
// suite runs against (OPENAI_BASE_URL=http://127.0.0.1:4010/v1).
const appPage = useAppPage(FAKE_MICROPHONE);

describe('voice journaling in Chromium', () => {
  it('should add what a Pro user says to an entry that already has text, and save both', async () => {
    const page = appPage();
    const journal = new JournalPage(page);
    const uid = await new AuthPage(page).signUpNewUser('Dana Dictate', 'dictate');
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    await journal.open();
    await journal.waitForEntries();
    await journal.newEntry();
    const written = 'Long day at work.';
    await journal.body().fill(written);
    await journal.waitForStatus('Saved');

    const said = 'My manager thanked me for the report.';
    await scriptFake([{ kind: 'reply', text: said }]);
    await journal.dictate(1);
    await expect.poll(() => journal.body().inputValue(), { timeout: 20_000 }).toBe(`${written} ${said}`);
    await journal.waitForStatus('Saved');

    const ids = await listDocumentIds(`users/${uid}/journal`);
    expect(ids).toHaveLength(1);
    const stored = await readDocument(`users/${uid}/journal/${ids[0]}`);
    expect(stored?.fields.body).toEqual({ stringValue: `${written} ${said}` });
    // The browser decoded its own recording and sent 16 kHz WAV, as the chat does.
    const transcriptions = await fakeTranscriptions();
    expect(transcriptions).toHaveLength(1);
    expect(transcriptions[0]).toMatchObject({ filename: 'recording.wav', type: 'audio/wav' });
  });
});
