import type { Page } from 'playwright-core';

/** The /app/settings screen, as a person uses it. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/app/settings');
    await this.waitForForm();
  }

  /** Waits until the settings have loaded (the theme choice is on screen). */
  async waitForForm() {
    await this.theme('System').waitFor();
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  theme(name: 'Light' | 'Dark' | 'System') {
    return this.page.getByRole('radio', { name, exact: true });
  }

  toggle(name: 'Journal Reminders' | 'Export Data' | 'Auto-Save') {
    return this.page.getByRole('switch', { name, exact: true });
  }

  /** A Labs feature's switch (Elite only). */
  labSwitch(name: 'Look back') {
    return this.section('Labs').getByRole('switch', { name, exact: true });
  }

  /** The switch's state as the page announces it. */
  async isOn(name: 'Journal Reminders' | 'Export Data' | 'Auto-Save') {
    return (await this.toggle(name).getAttribute('aria-checked')) === 'true';
  }

  async isChosen(name: 'Light' | 'Dark' | 'System') {
    return (await this.theme(name).getAttribute('aria-checked')) === 'true';
  }

  /** Journal Reminders' time picker (shown while the switch is on). */
  reminderTime() {
    return this.page.getByLabel('Remind me at');
  }

  saveButton() {
    return this.page.getByRole('button', { name: /^(Save Settings|No Changes to Save|Saving\.\.\.)$/ });
  }

  discardButton() {
    return this.page.getByRole('button', { name: /^(Discard Changes|No Changes)$/ });
  }

  /** Whether the page is dark right now (the class on the document root). */
  isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  /** A value this browser keeps in localStorage. */
  stored(key: string) {
    return this.page.evaluate((name) => localStorage.getItem(name), key);
  }

  /** A toast's title or description (exact, as screen readers also get a copy of it). */
  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  /** The guided tour's card while it runs. */
  tour() {
    return this.page.getByRole('dialog').filter({ hasText: /Step \d+ of \d+/ });
  }
}
