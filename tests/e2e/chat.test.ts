import { usagePeriod } from '@domain/plans';
import { CHECKUP_MESSAGE } from '@domain/prompts';
import { AI_DISCLOSURE, crisisReply } from '@domain/safety';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { patchDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { ChatPage } from './chat-page';

const appPage = useAppPage();
let page: Page;
let chat: ChatPage;
let uid: string;

beforeEach(async () => {
  page = appPage();
  chat = new ChatPage(page);
  const auth = new AuthPage(page);
  const email = uniqueEmail('chat');
  await auth.openSignUp();
  await auth.signUp({ name: 'Casey Chat', email, password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  ({ uid } = await signInAuthAccount(email, 'secret123'));
});

describe('counselor chat', () => {
  it('should stream a reply, keep the conversation across a reload and continue it', async () => {
    await chat.input().waitFor();
    await page.getByRole('heading', { name: 'Hi Casey' }).waitFor();
    await page.getByText('10 of 10 sessions left').waitFor();

    await chat.recordReplyGrowth();
    await chat.send('I have been feeling stressed about work and I cannot switch off in the evenings.');
    await chat.userMessages().first().waitFor();
    await chat.waitForReply();

    const reply = await chat.assistantMessages().last().textContent();
    const lengths = await chat.recordedLengths();
    // The bubble grew in steps as the deltas arrived, ending with the whole reply.
    expect(lengths.length).toBeGreaterThan(1);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths.at(-1)).toBe(reply?.length);
    await page.getByText('Offline counselor', { exact: true }).waitFor();
    await page.getByText(AI_DISCLOSURE).waitFor();
    await page.getByText('9 of 10 sessions left').waitFor();

    await page.reload();
    await chat.userMessages().first().waitFor();
    expect(await chat.userMessages().allTextContents()).toEqual([
      'I have been feeling stressed about work and I cannot switch off in the evenings.',
    ]);
    expect(await chat.assistantMessages().last().textContent()).toBe(reply);
    expect(await page.getByText(AI_DISCLOSURE).count()).toBe(1);

    await chat.personality().selectOption({ label: 'Practical Problem-Solver' });
    await chat.send('What could I try tonight?');
    await chat.userMessages().nth(1).waitFor();
    await chat.waitForReply();
    expect(await chat.assistantMessages().count()).toBe(3);
    const [first, second] = chat.sent;
    expect(second).toMatchObject({ personalityType: 'practical', conversationId: expect.any(String) });
    expect(first?.conversationId).toBeUndefined();
    expect(second?.messages.at(-1)).toEqual({ role: 'user', content: 'What could I try tonight?' });
    // Still one session: the conversation continued.
    await page.getByText('9 of 10 sessions left').waitFor();
  });

  it('should open the help panel with 988 when a message speaks of suicide', async () => {
    await chat.send('I want to kill myself');
    const help = chat.helpPanel();
    await help.waitFor();
    expect(await help.getByText('988').first().isVisible()).toBe(true);
    await chat.waitForReply();
    expect(await chat.assistantMessages().last().textContent()).toContain('988');
    expect(chat.sent[0]?.country).toBe('US');
  });

  it("should start a crisis reply with the country's lines and keep help one tap away afterwards", async () => {
    // A browser in the UK: its lines in the panel, the reply and the notice.
    await chat.useLocales(['en-GB', 'en']);
    await page.reload();
    await chat.input().waitFor();
    expect(await chat.crisisNotice().count()).toBe(0);

    await chat.send('I want to kill myself');
    const help = chat.helpPanel();
    await help.waitFor();
    expect(await help.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    expect(await help.getByRole('link', { name: /Find A Helpline/ }).count()).toBe(1);
    await chat.waitForReply();
    expect(chat.sent[0]?.country).toBe('GB');
    // The crisis lines come first, before anything the counselor then says.
    const [opening, lines] = crisisReply([], 'GB').split('\n\n');
    const reply = chat.assistantMessages().last();
    expect(await reply.locator('p').first().textContent()).toBe(opening);
    expect(await reply.textContent()).toContain(lines);

    await chat.closeHelpPanel();
    await chat.send('Thank you. Can we talk about something else, like my work week?');
    await chat.userMessages().nth(1).waitFor();
    await chat.waitForReply();
    expect(await chat.assistantMessages().count()).toBe(3);
    expect(await help.count()).toBe(0);
    // The conversation reached crisis: the notice stays above the input, with the first UK line.
    const notice = chat.crisisNotice();
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    await notice.getByRole('button', { name: 'Get help now' }).click();
    await help.waitFor();

    // It is still there when the person comes back to the conversation.
    await page.reload();
    await chat.userMessages().nth(1).waitFor();
    await chat.crisisNotice().waitFor();
  });

  it('should answer a crisis in Spanish from Mexico with the Mexican line, in Spanish', async () => {
    await chat.useLocales(['es-MX', 'es']);
    await page.reload();
    await chat.input().waitFor();

    await chat.send('ya me quiero matar, neta ya no aguanto ni un día más');
    // The panel speaks Spanish: its name is its Spanish title.
    const help = chat.helpPanel('es');
    await help.waitFor();
    expect(await help.getByText('Línea de la Vida').isVisible()).toBe(true);
    expect(await help.getByRole('link', { name: 'Llamar al 800 911 2000' }).getAttribute('href')).toBe(
      'tel:8009112000',
    );
    await chat.waitForReply();
    expect(chat.sent[0]?.country).toBe('MX');
    const [opening] = crisisReply([], 'MX', { language: 'es' }).split('\n\n');
    expect(await chat.assistantMessages().last().locator('p').first().textContent()).toBe(opening);
    await chat.closeHelpPanel('es');
    // The notice that stays is in Spanish too, with the Mexican line.
    const notice = chat.crisisNotice('es');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Llamar al 800 911 2000' }).getAttribute('href')).toBe(
      'tel:8009112000',
    );
    await notice.getByRole('button', { name: 'Pedir ayuda ahora' }).click();
    await chat.helpPanel('es').waitFor();
    await chat.closeHelpPanel('es');
  });

  it('should follow the usage live and explain a session limit without losing the message', async () => {
    await page.getByText('10 of 10 sessions left').waitFor();
    // The server fills this month's sessions; the meter follows without a reload.
    const period = usagePeriod(new Date());
    for (let slot = 0; slot < 10; slot++) {
      await patchDocument(`users/${uid}/usage/${period}/slots/${slot}`, { seeded: true });
    }
    await patchDocument(`users/${uid}/usage/${period}`, { used: 10 });
    await page.getByText('0 of 10 sessions left').waitFor();

    await chat.send('Can we talk about my week?');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Session limit reached Upgrade your plan for more sessions.',
    );
    expect(await chat.input().inputValue()).toBe('Can we talk about my week?');
    expect(await chat.userMessages().count()).toBe(0);
  });

  it('should open the Trial Expired dialog when the trial is over', async () => {
    await chat.input().waitFor();
    await patchDocument(`users/${uid}`, { trialStartedAt: new Date(Date.now() - 8 * 86_400_000) });
    await chat.send('Hello again');
    const dialog = page.getByRole('dialog', { name: 'Trial Expired' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'View Subscription Plans' }).click();
    await page.waitForURL('**/subscription');
  });

  it('should prefill the check-up message with ?mode=checkup', async () => {
    await chat.open('/app/counselor?mode=checkup');
    await page.waitForFunction(
      (expected) => document.querySelector('textarea')?.value === expected,
      CHECKUP_MESSAGE,
    );
  });
});

describe('philosopher chat', () => {
  it('should be one click away from Home', async () => {
    await page.goto('/app');
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'AI Philosopher' })
      .click();
    await page.waitForURL('**/app/philosopher');
    await page.getByRole('heading', { name: 'AI Philosopher' }).waitFor();
    await chat.input().waitFor();
  });

  it('should answer as the philosopher', async () => {
    await chat.open('/app/philosopher');
    await page.getByRole('heading', { name: 'AI Philosopher' }).waitFor();
    expect(await chat.assistantMessages().first().textContent()).toContain('AI philosopher');
    await page.getByRole('button', { name: 'Stoic Resilience' }).click();
    expect(await chat.input().inputValue()).toContain('Stoic');
    await chat.input().press('Enter');
    await chat.userMessages().first().waitFor();
    await chat.waitForReply();
    expect(chat.sent[0]?.supportType).toBe('philosophy');
    expect((await chat.assistantMessages().last().textContent())?.length).toBeGreaterThan(20);
  });
});
