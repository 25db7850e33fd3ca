import { HELP_PANEL_TEXT, type ReplyLanguage } from '@domain/crisis-reply-text';
import type { Page, Request } from 'playwright-core';

/** What the chat page sent to the API: the parsed body of a chat message request. */
export interface SentMessage {
  messages: { role: string; content: string }[];
  supportType: string;
  personalityType: string;
  conversationId?: string;
  country?: string;
}

/** The counselor and philosopher chat, as a person uses it. */
export class ChatPage {
  readonly sent: SentMessage[] = [];

  constructor(private readonly page: Page) {
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/chatbot/message')) {
        this.sent.push(request.postDataJSON() as SentMessage);
      }
    });
  }

  async open(path = '/app/counselor') {
    await this.page.goto(path);
    await this.input().waitFor();
  }

  input() {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  userMessages() {
    return this.page.locator('[data-role="user"] > p');
  }

  /** The replies' bubbles (a reply's Markdown may hold several paragraphs). */
  assistantMessages() {
    return this.page.locator('[data-role="assistant"] > div');
  }

  personality() {
    return this.page.getByLabel('Personality');
  }

  /** The help panel, open by itself on a crisis or through 'Get help now', in `language`. */
  helpPanel(language: ReplyLanguage = 'en') {
    return this.page.getByRole('dialog', { name: HELP_PANEL_TEXT[language].title });
  }

  async closeHelpPanel(language: ReplyLanguage = 'en') {
    await this.helpPanel(language).getByRole('button', { name: HELP_PANEL_TEXT[language].close }).click();
    await this.helpPanel(language).waitFor({ state: 'hidden' });
  }

  /** The notice that keeps help one tap away once the conversation has reached crisis, in `language`. */
  crisisNotice(language: ReplyLanguage = 'en') {
    return this.page.getByRole('region', { name: HELP_PANEL_TEXT[language].noticeLabel });
  }

  /** Makes the browser's locales `languages` from the next page load on (the app reads the country there). */
  async useLocales(languages: string[]) {
    await this.page.addInitScript((languages) => {
      Object.defineProperty(navigator, 'languages', { get: () => languages });
      Object.defineProperty(navigator, 'language', { get: () => languages[0] });
    }, languages);
  }

  /** The thumbs under the replies (counselor training: Elite and VIP only). */
  ratingButtons() {
    return this.page
      .getByRole('log', { name: 'Conversation' })
      .getByRole('button', { name: /^(Not )?helpful$/i });
  }

  /** Rates the last reply with a thumb and an optional word, and sends it. */
  async rateLastReply(thumb: 'Helpful' | 'Not helpful', word = '') {
    await this.page.getByRole('button', { name: thumb, exact: true }).last().click();
    if (word) await this.page.getByLabel('What would make it better?').fill(word);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  async send(text: string) {
    await this.input().fill(text);
    await this.input().press('Enter');
  }

  /** Waits until the reply has finished: the input is enabled again and no reply is on its way. */
  async waitForReply() {
    await this.page.waitForFunction(() => {
      const log = document.querySelector('[role="log"]');
      const input = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
      return log?.getAttribute('aria-busy') === 'false' && input && !input.disabled;
    });
  }

  /**
   * Starts recording the length of the next reply's bubble each time the page changes, to see it
   * grow as it streams; `recordedLengths` returns the lengths seen, in order.
   */
  async recordReplyGrowth() {
    const before = await this.assistantMessages().count();
    await this.page.evaluate((before) => {
      const seen: number[] = [];
      (window as unknown as { replyLengths: number[] }).replyLengths = seen;
      new MutationObserver(() => {
        const bubbles = document.querySelectorAll('[data-role="assistant"] > div');
        if (bubbles.length <= before) return;
        const length = bubbles[bubbles.length - 1]!.textContent?.length ?? 0;
        if (seen.at(-1) !== length) seen.push(length);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, before);
  }

  recordedLengths(): Promise<number[]> {
    return this.page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
  }
}
