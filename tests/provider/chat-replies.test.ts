import { usagePeriod } from '@domain/plans';
import { describe, expect, it } from 'vitest';
import { AuthPage } from '../e2e/auth-page';
import { useAppPage } from '../e2e/browser';
import { ChatPage } from '../e2e/chat-page';
import { scriptFake } from '../fakes/openai-control';
import { listDocumentIds, readDocument } from '../support/emulators';

// Replies from the fake OpenAI server this suite runs against (OPENAI_BASE_URL=http://127.0.0.1:4010/v1),
// read in Chromium.
const appPage = useAppPage();

// The assistant messages stored in the person's only conversation, as the emulator holds them.
async function storedReplies(uid: string) {
  const [conversation] = await listDocumentIds(`users/${uid}/conversations`);
  if (!conversation) return [];
  const path = `users/${uid}/conversations/${conversation}/messages`;
  const messages = await Promise.all(
    (await listDocumentIds(path)).map((id) => readDocument(`${path}/${id}`)),
  );
  return messages
    .map((message) => message!.fields)
    .filter((fields) => fields.role?.stringValue === 'assistant')
    .map((fields) => ({ content: fields.content?.stringValue, stopped: fields.stopped?.booleanValue }));
}

describe('chat replies in Chromium', () => {
  it("should show a model's Markdown as formatting", async () => {
    const page = appPage();
    const chat = new ChatPage(page);
    await new AuthPage(page).signUpNewUser('Mara Markdown', 'markdown');
    await scriptFake([{ kind: 'reply', text: '**Breathe** slowly.\n\n- one\n- two' }]);

    await chat.send('I feel tense.');
    await chat.waitForReply();
    const reply = chat.assistantMessages().last();
    expect(await reply.locator('strong').textContent()).toBe('Breathe');
    expect(await reply.locator('li').allTextContents()).toEqual(['one', 'two']);
    expect(await reply.textContent()).not.toContain('*');
  });

  it('should stop a streaming reply, keep its words marked as stopped after a reload, and count one session', async () => {
    const page = appPage();
    const chat = new ChatPage(page);
    const uid = await new AuthPage(page).signUpNewUser('Stella Stop', 'stop');
    // The reply goes on word by word until stopped (a stalled one would end by timing out instead).
    await scriptFake([{ kind: 'trickle', text: 'First words ' }]);

    await chat.send('Can we talk about my week?');
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('First words').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await log.getByText('Stopped', { exact: true }).waitFor();
    await chat.waitForReply();
    expect(await chat.assistantMessages().last().textContent()).toMatch(/^First words/);
    expect(await chat.input().inputValue()).toBe('');

    // The server stopped the model and kept what it had said, marked, rather than failing the reply.
    await expect
      .poll(() => storedReplies(uid), { timeout: 10_000 })
      .toEqual([{ content: expect.stringMatching(/^First words (more )*$/), stopped: true }]);
    const [stored] = await storedReplies(uid);
    await page.reload();
    await chat.assistantMessages().last().getByText(String(stored?.content).trim()).waitFor();
    await log.getByText('Stopped', { exact: true }).waitFor();
    expect(await chat.userMessages().allTextContents()).toEqual(['Can we talk about my week?']);

    // The session the message opened stays counted, once.
    const usage = await readDocument(`users/${uid}/usage/${usagePeriod(new Date())}`);
    expect(usage?.fields.used).toEqual({ integerValue: '1' });
  });
});
