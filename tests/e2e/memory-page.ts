import type { Page } from 'playwright-core';

/** The /app/memory screen ("What your counselor remembers"), as a person uses it. */
export class MemoryPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'What your counselor remembers', level: 1 });
  }

  /** Opens the screen from Profile's link. */
  async openFromProfile() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await this.page.getByRole('link', { name: 'What your counselor remembers' }).click();
    await this.waitForItems();
  }

  /** Waits until the items have loaded: the list, or the word that nothing is remembered yet. */
  async waitForItems() {
    await this.heading().waitFor();
    await this.page
      .getByRole('list', { name: 'What your counselor remembers' })
      .or(this.page.getByText(/^Nothing remembered yet\./))
      .waitFor();
  }

  async add(text: string) {
    const form = this.page.getByRole('form', { name: 'Something to remember' });
    await form.getByLabel('Something to remember').fill(text);
    await form.getByRole('button', { name: 'Add' }).click();
  }

  /** The listed item holding `text`. */
  item(text: string) {
    return this.page
      .getByRole('list', { name: 'What your counselor remembers' })
      .getByRole('listitem')
      .filter({ hasText: text });
  }

  async edit(from: string, to: string) {
    await this.item(from).getByRole('button', { name: 'Edit' }).click();
    const form = this.page.getByRole('form', { name: 'Edit what your counselor remembers' });
    await form.getByLabel('Edit what your counselor remembers').fill(to);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }

  async delete(text: string) {
    await this.item(text).getByRole('button', { name: 'Delete' }).click();
    await this.item(text).getByRole('button', { name: 'Yes, forget it' }).click();
    await this.item(text).waitFor({ state: 'detached' });
  }

  memorySwitch() {
    return this.page.getByRole('switch', { name: 'Remember things between conversations' });
  }

  /** Whether memory is on, as the switch announces it. */
  async isOn() {
    return (await this.memorySwitch().getAttribute('aria-checked')) === 'true';
  }

  pausedNotice() {
    return this.page.getByText('Memory is paused: nothing is used or added.');
  }
}
