import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, HOSTING_URL, suiteEmulators } from '../support/emulators';
import { newTrialUser, sendMessage } from './chat-helpers';
import { api } from './http';

// Memory proposals with the offline counselor (no model): what the person said in a conversation,
// screened, becomes the counselor's items.
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

/** Has a conversation of `messages`, one at a time as the chat sends them; returns its id. */
async function converse(token: string, messages: string[], conversationId?: string): Promise<string> {
  let id = conversationId;
  for (const content of messages) {
    const response = await sendMessage(token, content, id ? { conversationId: id } : {});
    expect(response.status).toBe(200);
    id = response.body.conversationId as string;
  }
  return id!;
}

const propose = (token: string | undefined, body: unknown) => api('/memories/propose', { token, body });

async function createdTexts(token: string, conversationId: string): Promise<string[]> {
  const response = await propose(token, { conversationId });
  expect(response.status).toBe(200);
  return (response.body.created as { id: string; text: string }[]).map((item) => item.text);
}

// By text: the items of one proposal are written together, so they share a createdAt.
const storedItems = async (uid: string) =>
  (await adminDb().collection(`users/${uid}/memories`).orderBy('text').get()).docs.map((doc) => doc.data());

describe('POST /api/memories/propose', () => {
  it('should answer 401 without a token and 400 without a conversation id', async () => {
    expect((await propose(undefined, { conversationId: 'abc' })).status).toBe(401);
    const { token } = await newTrialUser();
    for (const body of [{}, { conversationId: 'not/an/id' }, { conversationId: 'abc', extra: 1 }])
      expect(await propose(token, body)).toMatchObject({ status: 400, body: { error: 'bad_request' } });
  });

  it("should answer 404 for a conversation the person does not have, another person's included", async () => {
    const owner = await newTrialUser();
    const other = await newTrialUser();
    const conversationId = await converse(owner.token, ['my brother is Leo']);
    expect(await propose(other.token, { conversationId })).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    expect(await storedItems(other.uid)).toEqual([]);
  });

  it("should propose items from this conversation's own messages only, as the counselor's, once", async () => {
    const { uid, token } = await newTrialUser();
    await converse(token, ['my sister is Ana', 'Talking to my sister really helped']);
    const conversationId = await converse(token, ['my brother is Leo', 'I start a new job on Monday']);

    expect(await createdTexts(token, conversationId)).toEqual(['Brother: Leo', 'Starts a new job on Monday']);
    const items = await storedItems(uid);
    expect(items.map((item) => [item.text, item.source])).toEqual([
      ['Brother: Leo', 'counselor'],
      ['Starts a new job on Monday', 'counselor'],
    ]);
    expect(items[0]!.createdAt).toEqual(items[0]!.updatedAt);

    // The same messages again: nothing new. A later message: only what it adds.
    expect(await createdTexts(token, conversationId)).toEqual([]);
    await converse(token, ['my brother is Leo, by the way', 'my cousin is Mia'], conversationId);
    expect(await createdTexts(token, conversationId)).toEqual(['Cousin: Mia']);
    expect(await storedItems(uid)).toHaveLength(3);
  });

  it('should not propose anything from a crisis message', async () => {
    const { uid, token } = await newTrialUser();
    const conversationId = await converse(token, [
      'I want to kill myself tonight. My cousin is Mia.',
      'my friend is Sam',
    ]);
    expect(await createdTexts(token, conversationId)).toEqual(['Friend: Sam']);
    expect((await storedItems(uid)).map((item) => item.text)).toEqual(['Friend: Sam']);
  });

  it('should create nothing while memory is paused, nor later from what was said then', async () => {
    const { uid, token } = await newTrialUser();
    const user = adminDb().doc(`users/${uid}`);
    await user.update({
      settings: {
        theme: 'system',
        notifications: true,
        dataExport: false,
        autoSave: true,
        memoryEnabled: false,
      },
    });
    const conversationId = await converse(token, ['my brother is Leo', 'I start a new job on Monday']);
    expect(await createdTexts(token, conversationId)).toEqual([]);

    await user.update({ 'settings.memoryEnabled': true });
    expect(await createdTexts(token, conversationId)).toEqual([]);
    expect(await storedItems(uid)).toEqual([]);
  });

  it('should put the items in the export and delete them with the account', async () => {
    const { uid, token } = await newTrialUser();
    const conversationId = await converse(token, ['my brother is Leo', 'Walking helps me']);
    expect(await createdTexts(token, conversationId)).toEqual(['Brother: Leo', 'What helps: walking']);

    const response = await fetch(`${HOSTING_URL}/api/account/export?format=markdown&tz=UTC`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const markdown = await response.text();
    // Both items were made in one write, so they share a time and either may come first.
    const section = markdown.split('# What your counselor remembers\n\n')[1]?.split('\n\n')[0];
    expect(section?.split('\n').sort()).toEqual([
      expect.stringMatching(/^- Brother: Leo \(suggested by your counselor/),
      expect.stringMatching(/^- What helps: walking \(suggested by your counselor/),
    ]);

    expect(await storedItems(uid)).toHaveLength(2);
    expect((await api('/account', { method: 'DELETE', token, body: { confirm: 'DELETE' } })).status).toBe(
      204,
    );
    expect(await storedItems(uid)).toEqual([]);
  });
});
