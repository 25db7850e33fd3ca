import { PREFERENCES } from '@domain/counselor-training';
import { MODE_GUIDANCE, PREFERENCES_HEADING } from '@domain/prompts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendMessage } from '../api/chat-helpers';
import { api } from '../api/http';
import { userWithPlan } from '../api/speech-helpers';
import { fakeModelRequests, scriptFake } from '../fakes/openai-control';
import { assertEmulatorsRunning, listDocumentIds, readDocument, suiteEmulators } from '../support/emulators';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => scriptFake([]));

const withPlan = (subscriptionPlan: string) =>
  userWithPlan({ subscriptionPlan, subscriptionStatus: 'active' });

/** The system prompt of the last chat request the fake model received. */
async function lastSystemPrompt(): Promise<string> {
  const system = (await fakeModelRequests()).at(-1)?.messages[0];
  expect(system?.role).toBe('system');
  return system!.content;
}

/** The stored messages of a conversation: each id with its role. */
async function storedMessages(uid: string, conversationId: string) {
  const path = `users/${uid}/conversations/${conversationId}/messages`;
  const ids = await listDocumentIds(path);
  return Promise.all(
    ids.map(async (id) => ({ id, role: (await readDocument(`${path}/${id}`))?.fields.role?.stringValue })),
  );
}

/** Sends a message and returns its conversation and the id of the stored reply. */
async function replyTo(token: string, uid: string, content: string, conversationId?: string) {
  const response = await sendMessage(token, content, conversationId ? { conversationId } : {});
  expect(response.status).toBe(200);
  const conversation = response.body.conversationId as string;
  const replies = (await storedMessages(uid, conversation)).filter((message) => message.role === 'assistant');
  return { conversationId: conversation, messageId: replies.at(-1)!.id };
}

/** The rating kept on a stored reply, as the emulator stores the map. */
async function keptFeedback(uid: string, conversationId: string, messageId: string) {
  const message = await readDocument(`users/${uid}/conversations/${conversationId}/messages/${messageId}`);
  return message?.fields.feedback;
}

const feedback = (token: string, body: Record<string, unknown>) => api('/chatbot/feedback', { token, body });

describe('counselor modes by plan', () => {
  it("should leave the advanced section out of a Basic user's prompt and put it in a Pro user's", async () => {
    const basic = await withPlan('basic');
    await sendMessage(basic.token, 'I keep thinking I will fail my exam');
    const supportive = await lastSystemPrompt();
    expect(supportive).not.toContain(MODE_GUIDANCE.advanced);
    expect(supportive).not.toMatch(/behavioural experiment|homework/i);

    const pro = await withPlan('pro');
    await sendMessage(pro.token, 'I keep thinking I will fail my exam');
    const advanced = await lastSystemPrompt();
    expect(advanced).toContain(MODE_GUIDANCE.advanced);
    expect(advanced).not.toContain(MODE_GUIDANCE.elite);
  });

  it("should give an Elite user's prompt the elite section", async () => {
    const elite = await withPlan('elite');
    await sendMessage(elite.token, 'Work has been a lot lately');
    const prompt = await lastSystemPrompt();
    expect(prompt).toContain(MODE_GUIDANCE.advanced);
    expect(prompt).toContain(MODE_GUIDANCE.elite);
    expect(prompt).not.toContain(PREFERENCES_HEADING);
  });
});

describe('counselor training', () => {
  it('should turn an Elite user\'s thumbs down "shorter" into a preference the next reply\'s prompt carries', async () => {
    const { uid, token } = await withPlan('elite');
    const { conversationId, messageId } = await replyTo(token, uid, 'Can you help me plan my week?');
    expect(await lastSystemPrompt()).not.toContain(PREFERENCES.shorter.text);

    const response = await feedback(token, { conversationId, messageId, rating: 'down', note: 'shorter' });
    expect(response).toMatchObject({
      status: 200,
      body: { taught: [{ key: 'shorter', text: PREFERENCES.shorter.text }] },
    });
    expect((await readDocument(`users/${uid}/preferences/shorter`))?.fields.text).toEqual({
      stringValue: 'Keep replies shorter.',
    });
    expect(await keptFeedback(uid, conversationId, messageId)).toMatchObject({
      mapValue: { fields: { rating: { stringValue: 'down' }, note: { stringValue: 'shorter' } } },
    });

    await scriptFake([]);
    await replyTo(token, uid, 'And what about the weekend?', conversationId);
    expect(await lastSystemPrompt()).toContain(`${PREFERENCES_HEADING}\n- Keep replies shorter.`);
  });

  it('should keep a rating without a recognised word and teach nothing from it', async () => {
    const { uid, token } = await withPlan('elite');
    const { conversationId, messageId } = await replyTo(token, uid, 'Hello');
    const response = await feedback(token, { conversationId, messageId, rating: 'down' });
    expect(response).toMatchObject({ status: 200, body: { taught: [] } });
    expect(await keptFeedback(uid, conversationId, messageId)).toMatchObject({
      mapValue: { fields: { rating: { stringValue: 'down' } } },
    });
    expect(await listDocumentIds(`users/${uid}/preferences`)).toEqual([]);
  });

  it("should refuse a Basic user's feedback with the plan error, teaching nothing", async () => {
    const { uid, token } = await withPlan('basic');
    const { conversationId, messageId } = await replyTo(token, uid, 'Hello');
    const response = await feedback(token, { conversationId, messageId, rating: 'down', note: 'shorter' });
    expect(response).toMatchObject({
      status: 403,
      body: {
        error: 'subscription_required',
        feature: 'Personalized counselor training',
        requiredPlans: ['elite'],
      },
    });
    expect(await keptFeedback(uid, conversationId, messageId)).toBeUndefined();
    expect(await listDocumentIds(`users/${uid}/preferences`)).toEqual([]);
  });

  it('should answer 404 for a message the conversation does not have, or one the person wrote', async () => {
    const { uid, token } = await withPlan('elite');
    const { conversationId } = await replyTo(token, uid, 'Hello');
    const own = (await storedMessages(uid, conversationId)).find((message) => message.role === 'user');
    for (const messageId of ['nosuchmessage', own?.id]) {
      const response = await feedback(token, { conversationId, messageId, rating: 'up', note: 'practical' });
      expect(response).toMatchObject({ status: 404, body: { error: 'not_found' } });
    }
    expect(await listDocumentIds(`users/${uid}/preferences`)).toEqual([]);
  });
});
