import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { ChatPage } from './chat-page';

const appPage = useAppPage();
let page: Page;
let chat: ChatPage;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const MESSAGES = [
  'Work has been a lot lately and I keep lying awake going over everything I did not finish.',
  'My manager added two projects this week and I said yes to both before thinking.',
  'I think I am scared that saying no will make them think less of me.',
];

beforeEach(async () => {
  page = appPage();
  chat = new ChatPage(page);
  const auth = new AuthPage(page);
  await auth.openSignUp();
  await auth.signUp({ name: 'Lee Layout', email: uniqueEmail('layout'), password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  await chat.input().waitFor();
});

async function threeExchanges() {
  for (const [i, message] of MESSAGES.entries()) {
    await chat.send(message);
    await chat.userMessages().nth(i).waitFor();
    await chat.waitForReply();
  }
}

/** How much of the viewport's height the element fills on screen, and whether it is wholly on screen. */
function onScreen(name: 'log' | 'input' | 'help') {
  return page.evaluate((name) => {
    const element = {
      log: () => document.querySelector('[role="log"]'),
      input: () => document.querySelector('textarea[aria-label="Message"]'),
      help: () =>
        [...document.querySelectorAll('button')].find((button) =>
          button.textContent?.includes('Get help now'),
        ),
    }[name]()!;
    const rect = element.getBoundingClientRect();
    const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
    const visible = Math.max(0, Math.min(rect.bottom, nav.top) - Math.max(rect.top, 0));
    return {
      share: visible / window.innerHeight,
      whole: rect.top >= 0 && rect.bottom <= nav.top && rect.height > 0,
    };
  }, name);
}

const pageScrolls = () =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1 || window.scrollY > 0);

describe('the counselor screen is a conversation first', () => {
  for (const [device, viewport, least] of [
    ['phone', PHONE, 0.5],
    ['laptop', LAPTOP, 0.55],
  ] as const) {
    it(`should give the conversation most of a ${device}'s screen, with the message box and Get help on it`, async () => {
      await page.setViewportSize(viewport);
      // Before the first message, the page offers its topics and support types.
      await page.getByRole('heading', { name: 'Start Talking' }).waitFor();
      await threeExchanges();

      expect(await page.getByRole('heading', { name: 'Start Talking' }).count()).toBe(0);
      expect((await onScreen('log')).share).toBeGreaterThanOrEqual(least);
      expect((await onScreen('input')).whole).toBe(true);
      expect((await onScreen('help')).whole).toBe(true);
      expect(await pageScrolls()).toBe(false);
      expect(await page.getByRole('region', { name: 'Session usage' }).isVisible()).toBe(true);
    });
  }

  it('should stay where the person scrolled to read while a reply streams, until "Jump to latest"', async () => {
    await page.setViewportSize(PHONE);
    await threeExchanges();
    const before = await chat.assistantMessages().count();

    // At the reply's first words, the person scrolls up to reread.
    const scrolled = page.evaluate((before) => {
      const log = document.querySelector<HTMLElement>('[role="log"]')!;
      return new Promise<{ busy: boolean; scrollable: boolean }>((resolve) => {
        const observer = new MutationObserver(() => {
          const bubbles = log.querySelectorAll('[data-role="assistant"] > div');
          if (bubbles.length <= before || !bubbles[bubbles.length - 1]!.textContent) return;
          observer.disconnect();
          log.scrollTop = 0;
          resolve({
            busy: log.getAttribute('aria-busy') === 'true',
            scrollable: log.scrollHeight > log.clientHeight,
          });
        });
        observer.observe(log, { subtree: true, childList: true, characterData: true });
      });
    }, before);
    await chat.send('Could you help me find one small way to say no next time?');
    expect(await scrolled).toEqual({ busy: true, scrollable: true });
    await chat.waitForReply();

    const log = page.getByRole('log', { name: 'Conversation' });
    const distanceFromBottom = () =>
      log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    expect(await log.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await distanceFromBottom()).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'Jump to latest' }).click();
    await page.getByRole('button', { name: 'Jump to latest' }).waitFor({ state: 'hidden' });
    expect(await distanceFromBottom()).toBeLessThanOrEqual(1);
  });
});
