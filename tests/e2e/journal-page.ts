import type { Page } from 'playwright-core';

/** The /app/journal screen, as a person uses it. */
export class JournalPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/app/journal');
    await this.page.getByRole('heading', { name: 'Journal', exact: true }).waitFor();
  }

  /** Waits until the entries have loaded: the list, or the invitation to write the first one. */
  async waitForEntries() {
    await this.page
      .getByRole('list', { name: 'Journal entries' })
      .or(this.page.getByText('Your journal is empty'))
      .waitFor();
  }

  async newEntry() {
    await this.page.getByRole('button', { name: 'New entry' }).click();
    await this.editor().waitFor();
  }

  /** Opens the journal, takes the browser offline and writes an entry that waits on this device to sync. */
  async writeOffline(text: string) {
    await this.open();
    await this.waitForEntries();
    await this.page.context().setOffline(true);
    await this.newEntry();
    await this.body().fill(text);
    await this.waitForStatus('Saved on this device, will sync');
  }

  /** The open editor (a new entry or an existing one). */
  editor() {
    return this.page.getByRole('form', { name: /^(New|Edit) entry$/ });
  }

  title() {
    return this.editor().getByRole('textbox', { name: 'Title (optional)' });
  }

  body() {
    return this.editor().getByRole('textbox', { name: 'Entry' });
  }

  async useTemplate(name: string) {
    await this.editor().getByRole('button', { name }).click();
  }

  /** Clicks the mood's label, as a person does (the radio button itself is visually hidden). */
  async chooseMood(label: string) {
    const radio = this.page.getByRole('radio', { name: label, exact: true });
    await this.editor().locator('label', { has: radio }).click();
  }

  async chooseEmotion(label: string) {
    await this.editor().getByRole('button', { name: label, exact: true }).click();
  }

  async addTag(tag: string) {
    const field = this.editor().getByRole('textbox', { name: 'Tags' });
    await field.fill(tag);
    await field.press('Enter');
  }

  /** Dictates for at least `seconds` by the recorder's own clock, then stops. */
  async dictate(seconds = 1) {
    await this.editor().getByRole('button', { name: 'Dictate' }).click();
    await this.editor()
      .getByText(`Recording 0:${String(seconds).padStart(2, '0')}`)
      .waitFor();
    await this.editor().getByRole('button', { name: 'Stop dictating' }).click();
  }

  /** The editor's save state, e.g. 'Saved' or 'Saved on this device, will sync'. */
  saveStatus() {
    return this.editor().getByRole('status');
  }

  async waitForStatus(text: string) {
    await this.page.waitForFunction(
      (expected) => document.querySelector('form [role="status"]')?.textContent?.trim() === expected,
      text,
    );
  }

  async close() {
    await this.editor().getByRole('button', { name: 'Close' }).click();
    await this.editor().waitFor({ state: 'detached' });
  }

  async deleteOpenEntry() {
    await this.editor().getByRole('button', { name: 'Delete' }).click();
    await this.editor().getByRole('button', { name: 'Yes, delete' }).click();
    await this.editor().waitFor({ state: 'detached' });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  entries() {
    return this.page.getByRole('list', { name: 'Journal entries' }).getByRole('button');
  }

  entry(headline: string) {
    return this.entries().filter({ hasText: headline });
  }
}
