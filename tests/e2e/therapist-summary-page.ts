import type { Download, Page } from 'playwright-core';

/** The /app/profile/summary screen, as a person uses it. */
export class TherapistSummaryPage {
  constructor(private readonly page: Page) {}

  /** Goes to Profile and follows its link to the summary. */
  async openFromProfile() {
    await this.page.goto('/app/profile');
    await this.page.getByRole('link', { name: 'Summary for a therapist' }).click();
    await this.page.waitForURL('**/app/profile/summary');
    await this.page.getByRole('heading', { name: 'Summary for a therapist' }).waitFor();
  }

  /** Ticks or unticks one of the parts to include, or one message among the excerpts. */
  async include(label: string | RegExp, included: boolean) {
    const box = this.page.getByRole('checkbox', { name: label });
    await (included ? box.check() : box.uncheck());
  }

  async setRange(from: string, to: string) {
    await this.page.getByLabel('From', { exact: true }).fill(from);
    await this.page.getByLabel('To', { exact: true }).fill(to);
  }

  /** The document as it will be downloaded. */
  preview() {
    return this.page.getByRole('article', { name: 'Summary preview' });
  }

  status(text: string) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Clicks Download PDF and returns the file the browser receives. */
  async download(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    return download;
  }
}
