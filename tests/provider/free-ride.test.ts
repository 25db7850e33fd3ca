import { UNPLANNED_CLASSIFICATIONS_PER_DAY } from '@domain/chat';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTrialUser, sendMessage } from '../api/chat-helpers';
import { fakeClassifications, fakeModelRequests, scriptFake } from '../fakes/openai-control';
import {
  assertEmulatorsRunning,
  listDocumentIds,
  patchDocument,
  readDocument,
  suiteEmulators,
} from '../support/emulators';

// Nothing of value free by accident (issue 25): against the fake OpenAI server this suite runs with.
beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => scriptFake([]));

const CRISIS_TEXT = 'I want to kill myself';
const GROUNDING = /name five things you can see/;
const today = () => new Date().toISOString().slice(0, 10);

async function accountWithoutPlan() {
  const user = await newTrialUser();
  await patchDocument(`users/${user.uid}`, { trialStartedAt: new Date(Date.now() - 30 * 86_400_000) });
  return user;
}

async function storedMessages(uid: string, conversationId: string) {
  const path = `users/${uid}/conversations/${conversationId}/messages`;
  return Promise.all(
    (await listDocumentIds(path)).map(async (id) => {
      const fields = (await readDocument(`${path}/${id}`))!.fields;
      return { role: fields.role?.stringValue as string, content: fields.content?.stringValue as string };
    }),
  );
}

describe('a crisis from an account without a plan', () => {
  it('should be answered six times over with the fixed reply and no model call', async () => {
    const { token } = await accountWithoutPlan();
    await scriptFake([]);
    for (let i = 0; i < 6; i++) {
      const response = await sendMessage(token, CRISIS_TEXT);
      expect(response.status).toBe(200);
      expect(response.body.safety).toMatchObject({ level: 'crisis' });
      expect(response.body.content).toMatch(/988/);
      expect(response.body.content).toMatch(GROUNDING);
    }
    expect(await fakeModelRequests()).toEqual([]);
    expect(await fakeClassifications()).toEqual([]);
  });

  it('should cost a classification only while a few remain today, and be refused either way', async () => {
    const { uid, token } = await accountWithoutPlan();
    await scriptFake([]);
    expect((await sendMessage(token, 'Just checking in')).body).toMatchObject({ error: 'trial_expired' });
    expect(await fakeClassifications()).toHaveLength(1);

    await patchDocument(`modelCalls/${uid}-${today()}`, { count: UNPLANNED_CLASSIFICATIONS_PER_DAY });
    await scriptFake([]);
    expect((await sendMessage(token, 'Checking in again')).body).toMatchObject({ error: 'trial_expired' });
    expect(await fakeClassifications()).toEqual([]);
    expect(await fakeModelRequests()).toEqual([]);
  });
});

describe('a model answer with no words', () => {
  it('should fail the reply without storing it, and leave the conversation working', async () => {
    await scriptFake([
      { kind: 'reply', text: 'Hello, I am here.' },
      { kind: 'reply', text: '' },
      { kind: 'reply', text: 'Tell me more about work.' },
    ]);
    const { uid, token } = await newTrialUser();
    const first = await sendMessage(token, 'Hello');
    const conversationId = first.body.conversationId as string;

    const empty = await sendMessage(token, 'Work was hard today', { conversationId });
    expect(empty).toMatchObject({ status: 503, body: { error: 'provider_unavailable' } });
    const stored = await storedMessages(uid, conversationId);
    expect(stored.filter((message) => !message.content.trim())).toEqual([]);
    // What the person wrote is kept.
    expect(stored.map((message) => message.content)).toContain('Work was hard today');

    const next = await sendMessage(token, 'Still there?', { conversationId });
    expect(next).toMatchObject({ status: 200, body: { content: 'Tell me more about work.' } });
    const crisis = await sendMessage(token, CRISIS_TEXT, { conversationId });
    expect(crisis.status).toBe(200);
    expect(crisis.body.safety).toMatchObject({ level: 'crisis' });
  });

  it('should never show the model an empty message kept from before', async () => {
    const { uid, token } = await newTrialUser();
    const first = await sendMessage(token, 'Hello');
    const conversationId = first.body.conversationId as string;
    await patchDocument(`users/${uid}/conversations/${conversationId}/messages/emptyreply`, {
      role: 'assistant',
      content: '',
      createdAt: new Date(),
    });
    await scriptFake([{ kind: 'reply', text: 'I am listening.' }]);
    expect((await sendMessage(token, 'Are you there?', { conversationId })).status).toBe(200);
    const [request] = await fakeModelRequests();
    expect(request!.messages.filter((message) => !message.content.trim())).toEqual([]);
    expect(request!.messages.at(-1)).toEqual({ role: 'user', content: 'Are you there?' });
  });
});
