import { PREFERENCES } from '@domain/counselor-training';
import { describe, expect, it } from 'vitest';
import { listDocumentIds, patchDocument } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { ChatPage } from './chat-page';

const appPage = useAppPage();

/** A new person on `plan`, at the counselor, with one reply from the offline counselor. */
async function talkingOn(plan: 'basic' | 'elite') {
  const page = appPage();
  const chat = new ChatPage(page);
  const uid = await new AuthPage(page).signUpNewUser('Terry Training', 'training');
  await patchDocument(`users/${uid}`, { subscriptionPlan: plan, subscriptionStatus: 'active' });
  await chat.open();
  await chat.send('I am anxious that my presentation at work will go badly.');
  await chat.waitForReply();
  return { page, chat, uid };
}

describe('counselor training in Chromium', () => {
  it('should let an Elite user rate a reply with a word and keep it as a preference', async () => {
    const { page, chat, uid } = await talkingOn('elite');
    // The elite mode's offline counselor leaves a structured step and homework.
    expect(await chat.assistantMessages().last().textContent()).toMatch(/homework/i);
    await chat.ratingButtons().first().waitFor();

    await chat.rateLastReply('Not helpful', 'shorter');
    await page.getByText(`Noted: ${PREFERENCES.shorter.text}`).waitFor();
    expect(await listDocumentIds(`users/${uid}/preferences`)).toEqual(['shorter']);

    // The rating stays with the reply.
    await page.reload();
    const notHelpful = page.getByRole('button', { name: 'Not helpful', exact: true }).last();
    await notHelpful.waitFor();
    expect(await notHelpful.getAttribute('aria-pressed')).toBe('true');
  });

  it('should show a Basic user no rating, and a plain supportive reply', async () => {
    const { page, chat } = await talkingOn('basic');
    const reply = await chat.assistantMessages().last().textContent();
    expect(reply).not.toMatch(/988|homework/i);
    // Reloaded, the reply comes from the store, where an Elite user's would carry its thumbs.
    await page.reload();
    await chat.assistantMessages().nth(1).waitFor();
    expect(await chat.ratingButtons().count()).toBe(0);
  });
});
