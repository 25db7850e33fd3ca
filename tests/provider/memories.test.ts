import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { newTrialUser, sendMessage } from '../api/chat-helpers';
import { api } from '../api/http';
import { fakeMemoryRequests, fakeModelRequests, scriptFake } from '../fakes/openai-control';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, suiteEmulators } from '../support/emulators';

// Memory with a model (the fake OpenAI server at OPENAI_BASE_URL): what goes into the system prompt,
// and what the model's proposals may add.
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});
beforeEach(() => scriptFake([]));

// An item as the memory screen adds it (the rules let the owner add only their own).
const addItem = (uid: string, text: string) =>
  adminDb().collection(`users/${uid}/memories`).add({
    text,
    source: 'user',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });

async function systemPromptOf(token: string, content: string): Promise<string> {
  await scriptFake([]);
  expect((await sendMessage(token, content)).status).toBe(200);
  const [request] = await fakeModelRequests();
  expect(request?.messages[0]?.role).toBe('system');
  return request!.messages[0]!.content;
}

async function converse(token: string, messages: string[]): Promise<string> {
  let conversationId: string | undefined;
  for (const content of messages) {
    const response = await sendMessage(token, content, conversationId ? { conversationId } : {});
    expect(response.status).toBe(200);
    conversationId = response.body.conversationId as string;
  }
  return conversationId!;
}

describe('memory in the system prompt', () => {
  it('should give the model the items the person keeps, not deleted ones, and none while paused', async () => {
    const { uid, token } = await newTrialUser();
    await addItem(uid, 'Sister: Ana');
    const deleted = await addItem(uid, 'Dog: Rex');
    await deleted.delete();

    const system = await systemPromptOf(token, 'I had a long week');
    expect(system).toContain('<user_memory>\n- Sister: Ana\n</user_memory>');
    expect(system).not.toContain('Dog: Rex');

    await adminDb().doc(`users/${uid}`).update({ 'settings.memoryEnabled': false });
    const paused = await systemPromptOf(token, 'Still thinking about it');
    expect(paused).not.toContain('Sister: Ana');
    expect(paused).not.toContain('<user_memory>');
  });
});

describe('memory proposals from a model', () => {
  it("should keep only the model's items that this conversation's own messages support", async () => {
    const { uid, token } = await newTrialUser();
    await converse(token, ['my sister is Ana', 'She visits on Sundays']);
    const conversationId = await converse(token, ['my brother is Leo', 'I start a new job on Monday']);
    await scriptFake([], {
      memoryProposals: [
        'Brother: Leo',
        // Said in the other conversation.
        'Sister: Ana',
        // Said nowhere.
        'Dog: Rex',
        'Starts a new job on Monday',
        'Brother: Leo wants to die',
      ],
    });

    const response = await api('/memories/propose', { token, body: { conversationId } });
    expect(response.status).toBe(200);
    expect((response.body.created as { text: string }[]).map((item) => item.text)).toEqual([
      'Brother: Leo',
      'Starts a new job on Monday',
    ]);
    const stored = await adminDb().collection(`users/${uid}/memories`).get();
    expect(stored.docs.map((doc) => doc.get('source'))).toEqual(['counselor', 'counselor']);

    // The model saw this conversation's messages alone, as data.
    const [request] = await fakeMemoryRequests();
    const sent = request!.messages.at(-1)!.content;
    expect(sent).toContain('<message>my brother is Leo</message>');
    expect(sent).not.toContain('Ana');
  });
});
