import { describe, expect, it } from 'vitest';
import { AuthPage } from '../e2e/auth-page';
import { useAppPage } from '../e2e/browser';
import { ChatPage } from '../e2e/chat-page';
import { scriptFake } from '../fakes/openai-control';

// The chat in Chromium against a model that fails, from the fake OpenAI server this suite runs
// against (OPENAI_BASE_URL=http://127.0.0.1:4010/v1).
const appPage = useAppPage();

describe('chat in Chromium when the model fails', () => {
  it('should open the help panel and show the crisis lines when the model never answers', async () => {
    const page = appPage();
    const chat = new ChatPage(page);
    await new AuthPage(page).signUpNewUser('Robin Rescue', 'crisis');
    await scriptFake([{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }]);

    await chat.send("I've got the pills and I'm taking them tonight");
    const help = chat.helpPanel();
    await help.waitFor();
    expect(await help.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    await chat.waitForReply();
    const reply = (await chat.assistantMessages().last().textContent()) ?? '';
    expect(reply).toMatch(/988[\s\S]*741741/);
    expect(await page.getByRole('note', { name: 'Reply cut off' }).count()).toBe(0);
  });

  it('should keep what a stalled reply streamed, marked as cut off, and the message sent', async () => {
    const page = appPage();
    const chat = new ChatPage(page);
    await new AuthPage(page).signUpNewUser('Sam Stall', 'stall');
    await scriptFake([{ kind: 'stall', text: 'That sounds like a heavy week, and' }]);

    await chat.send('Work has been a lot this week.');
    await page.getByRole('note', { name: 'Reply cut off' }).waitFor();
    expect(await chat.assistantMessages().last().textContent()).toContain(
      'That sounds like a heavy week, and',
    );
    expect(await chat.userMessages().last().textContent()).toBe('Work has been a lot this week.');
    expect(await chat.input().inputValue()).toBe('');
  });
});
