import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTrialUser, sendMessage } from '../api/chat-helpers';
import { proUser, uploadAudio, wavPart } from '../api/speech-helpers';
import { fakeModelRequests, scriptFake } from '../fakes/openai-control';
import { assertEmulatorsRunning, patchDocument, suiteEmulators } from '../support/emulators';

// MODEL_CALLS_PER_DAY is left at its default here: a day's calls already counted stand in for them.
const DEFAULT_CAP = 300;

beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => scriptFake([]));

const spendToday = (uid: string) =>
  patchDocument(`modelCalls/${uid}-${new Date().toISOString().slice(0, 10)}`, { count: DEFAULT_CAP });

describe('the daily cap on model calls', () => {
  it('should refuse a chat message past the cap with 429, without asking the model', async () => {
    const { uid, token } = await newTrialUser();
    expect((await sendMessage(token, 'Hello there')).status).toBe(200);
    await spendToday(uid);
    await scriptFake([]);
    const response = await sendMessage(token, 'Can we keep talking?');
    expect(response).toMatchObject({
      status: 429,
      body: {
        error: 'daily_limit',
        message: "You have reached today's limit of AI replies. It resets at midnight UTC.",
      },
    });
    expect(await fakeModelRequests()).toEqual([]);
  });

  it('should still answer a crisis past the cap, with the fixed reply and no model call', async () => {
    const { uid, token } = await newTrialUser();
    await spendToday(uid);
    await scriptFake([]);
    const response = await sendMessage(token, 'I want to kill myself tonight');
    expect(response.status).toBe(200);
    expect(response.body.safety).toMatchObject({ level: 'crisis' });
    expect(response.body.content).toMatch(/988/);
    expect(response.body.content).toMatch(/name five things you can see/);
    expect(await fakeModelRequests()).toEqual([]);
  });

  it('should count transcriptions too, VIP or not', async () => {
    const { uid, token } = await proUser();
    await patchDocument(`users/${uid}`, { isVipUser: true });
    await spendToday(uid);
    expect((await uploadAudio(token, [wavPart()])).body).toMatchObject({ error: 'daily_limit' });
  });
});
