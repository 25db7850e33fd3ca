import type { Page } from 'playwright-core';

/** The /feedback contact form, as a person uses it. */
export class ContactPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/feedback');
    await this.page.getByRole('button', { name: 'Send Message' }).waitFor();
  }

  /** The line that says when to expect an answer, once it reads `text`. */
  answerTime(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  async send(message: { name: string; email: string; message: string }) {
    await this.page.getByLabel('Name').fill(message.name);
    await this.page.getByLabel('Email').fill(message.email);
    await this.page.getByLabel('What is it about?').selectOption({ label: 'Billing and subscription' });
    await this.page.getByLabel('Message').fill(message.message);
    await this.page.getByRole('button', { name: 'Send Message' }).click();
    await this.page.getByRole('heading', { name: 'Message sent' }).waitFor();
  }

  /** The confirmation shown once the message is sent. */
  confirmation() {
    return this.page.getByRole('status').filter({ hasText: 'Message sent' });
  }
}
