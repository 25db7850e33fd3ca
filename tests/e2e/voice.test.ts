import { DICTATION_UPGRADE_NOTE, VOICE_UPGRADE_NOTE } from '@domain/voice';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { patchDocument } from '../support/emulators';
import { AuthPage } from './auth-page';
import { FAKE_MICROPHONE, useAppPage } from './browser';
import { ChatPage } from './chat-page';
import { JournalPage } from './journal-page';
import { VoiceControls } from './voice-controls';

// The emulators run with no AI service here; tests/provider/voice-chat.test.ts covers transcription.
const appPage = useAppPage(FAKE_MICROPHONE);
let page: Page;
let chat: ChatPage;
let voice: VoiceControls;
let uid: string;

beforeEach(async () => {
  page = appPage();
  chat = new ChatPage(page);
  voice = new VoiceControls(page);
  uid = await new AuthPage(page).signUpNewUser('Vera Voice', 'voice');
});

describe('voice controls', () => {
  it('should tell a trial user which plans include voice and open the upgrade notice', async () => {
    await page.getByText(VOICE_UPGRADE_NOTE).waitFor();
    expect(await voice.recordButton().count()).toBe(0);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
    await dialog.getByText('Voice Conversation requires the Pro plan to access.').waitFor();
  });

  it('should say plainly when no AI service can transcribe, and keep typing working', async () => {
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    await page.reload();
    await chat.input().fill('A draft I was typing');
    await voice.record(1);
    const alert = page.getByRole('alert').filter({ hasText: 'Voice input needs an AI service' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Type your message instead.');
    expect(chat.sent).toHaveLength(0);
    expect(await chat.input().inputValue()).toBe('A draft I was typing');
    expect(await voice.recordButton().isEnabled()).toBe(true);
  });
});

describe('voice journaling', () => {
  it('should tell a Basic user which plans include dictating an entry, with the way to them', async () => {
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'basic', subscriptionStatus: 'active' });
    const journal = new JournalPage(page);
    await journal.open();
    await journal.newEntry();
    await journal.editor().getByText(DICTATION_UPGRADE_NOTE).waitFor();
    expect(await journal.editor().getByRole('button', { name: 'Dictate' }).count()).toBe(0);
    await journal.editor().getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL('**/pricing');
  });

  it('should say dictation needs an AI service, keeping what was written', async () => {
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    const journal = new JournalPage(page);
    await journal.open();
    await journal.newEntry();
    await journal.body().fill('A few words first.');
    await journal.dictate(1);
    await journal.editor().getByRole('alert').filter({ hasText: 'Dictation needs an AI service' }).waitFor();
    expect(await journal.body().inputValue()).toBe('A few words first.');
    expect(await journal.editor().getByRole('button', { name: 'Dictate' }).isEnabled()).toBe(true);
  });
});
