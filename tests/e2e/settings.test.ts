import { DEFAULT_SETTINGS } from '@domain/settings';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { patchDocument, readDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { newAppContext, useAppPage } from './browser';
import { SettingsPage } from './settings-page';

const appPage = useAppPage();
let page: Page;
let settings: SettingsPage;
let uid: string;
let email: string;

/** The settings map on the user record, read with rules bypassed. */
async function storedSettings() {
  const fields = (await readDocument(`users/${uid}`))?.fields.settings as
    { mapValue: { fields: Record<string, { stringValue?: string; booleanValue?: boolean }> } } | undefined;
  if (!fields) return undefined;
  const value = (key: string) => {
    const field = fields.mapValue.fields[key];
    return field?.stringValue ?? field?.booleanValue;
  };
  return {
    theme: value('theme'),
    notifications: value('notifications'),
    dataExport: value('dataExport'),
    autoSave: value('autoSave'),
  };
}

describe('settings', () => {
  beforeEach(async () => {
    page = appPage();
    settings = new SettingsPage(page);
    email = uniqueEmail('settings');
    const auth = new AuthPage(page);
    await auth.openSignUp();
    await auth.signUp({ name: 'Sam Settings', email, password: 'secret123' });
    await page.waitForURL('**/app/counselor');
    ({ uid } = await signInAuthAccount(email, 'secret123'));
  });

  it('should save theme and toggles on the account and hold them on another device, theme applied', async () => {
    await page.clock.install();
    await settings.open();
    expect(await settings.isChosen('System')).toBe(true);
    await page.getByText('Follows your system preference').waitFor();
    expect(await settings.saveButton().textContent()).toBe('No Changes to Save');

    await settings.theme('Dark').click();
    // Choosing a theme applies it at once, before saving.
    expect(await settings.isDark()).toBe(true);
    await settings.toggle('Journal Reminders').click();
    await settings.toggle('Export Data').click();
    await settings.toggle('Auto-Save').click();
    await page.getByText('Changes pending').waitFor();

    // 'Saving...' holds for 800 ms of the page's clock, then the confirmation.
    await page.clock.pauseAt(Date.now() + 60_000);
    await settings.saveButton().click();
    // TanStack Query tells the page how a save stands on a 0 ms timer, which this clock holds too.
    await page.clock.runFor(0);
    await page.getByRole('button', { name: 'Saving...' }).waitFor();
    await page.clock.runFor(799);
    expect(await settings.saveButton().textContent()).toBe('Saving...');
    await page.clock.runFor(1);
    // Saved at 800 ms. TanStack Query tells the page on timers of its own, and the toast's code loads
    // on first use and React reveals it on its own timers: let time run again.
    await page.clock.resume();
    await page.getByRole('button', { name: 'No Changes to Save' }).waitFor();
    await settings.toast('Settings saved').waitFor();
    await settings.toast('Your preferences have been updated successfully.').waitFor();

    const saved = { theme: 'dark', notifications: false, dataExport: true, autoSave: false };
    await vi.waitFor(async () => expect(await storedSettings()).toEqual(saved), {
      timeout: 20_000,
      interval: 250,
    });
    expect(await settings.stored('ui-theme')).toBe('dark');

    // Another device: a new browser context with nothing stored, signed in as the same person.
    const other = await newAppContext(page.context().browser()!);
    try {
      const otherPage = await other.newPage();
      const otherSettings = new SettingsPage(otherPage);
      await new AuthPage(otherPage).openSignIn();
      await new AuthPage(otherPage).signIn({ email, password: 'secret123' });
      await otherPage.waitForURL('**/app/counselor');
      await vi.waitFor(async () => expect(await otherSettings.isDark()).toBe(true), { timeout: 20_000 });
      expect(await otherSettings.stored('ui-theme')).toBe('dark');

      await otherSettings.open();
      await otherSettings.theme('Dark').waitFor();
      expect(await otherSettings.isChosen('Dark')).toBe(true);
      expect(await otherSettings.isOn('Journal Reminders')).toBe(false);
      expect(await otherSettings.isOn('Export Data')).toBe(true);
      expect(await otherSettings.isOn('Auto-Save')).toBe(false);

      // And a reload there starts dark at once.
      await otherPage.reload();
      await otherSettings.waitForForm();
      expect(await otherSettings.isDark()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('should save the reminder time with this browser’s zone, and say the banner reminds where push is not set up', async () => {
    await settings.open();
    const notifications = settings.section('Notifications');
    // The emulators have no Cloud Messaging (no VITE_FCM_VAPID_KEY): nothing to allow, and it says so.
    await notifications
      .getByText(
        /^Notifications are not set up for this copy of ReflectAI, so your reminder is the banner on Home/,
      )
      .waitFor();
    expect(await notifications.getByRole('button', { name: 'Allow notifications' }).count()).toBe(0);

    await settings.reminderTime().selectOption('07:30');
    await settings.saveButton().click();
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await vi.waitFor(
      async () => {
        const stored = (await readDocument(`users/${uid}`))?.fields.settings as
          { mapValue: { fields: Record<string, { stringValue?: string }> } } | undefined;
        expect(stored?.mapValue.fields.reminderTime?.stringValue).toBe('07:30');
        expect(stored?.mapValue.fields.timeZone?.stringValue).toBe(timeZone);
      },
      { timeout: 20_000, interval: 250 },
    );

    await settings.toggle('Journal Reminders').click();
    await settings.reminderTime().waitFor({ state: 'detached' });
    expect(await notifications.getByText(/banner on Home/).count()).toBe(0);
  });

  it('should discard unsaved changes back to the saved settings, theme included', async () => {
    await settings.open();
    await settings.theme('Dark').click();
    await settings.toggle('Export Data').click();
    expect(await settings.discardButton().textContent()).toBe('Discard Changes');
    await settings.discardButton().click();

    await settings.toast('Changes discarded').waitFor();
    await settings.toast('Your unsaved changes have been reset to current settings.').waitFor();
    expect(await settings.isChosen('System')).toBe(true);
    expect(await settings.isOn('Export Data')).toBe(DEFAULT_SETTINGS.dataExport);
    expect(await settings.isDark()).toBe(false);
    expect(await settings.discardButton().textContent()).toBe('No Changes');
    expect(await settings.discardButton().isDisabled()).toBe(true);
    expect(await settings.saveButton().isDisabled()).toBe(true);
    expect(await storedSettings()).toBeUndefined();
  });

  it('should find a new counselor: the match forgotten here and on the account, home, and a toast', async () => {
    await patchDocument(`users/${uid}`, {
      completedCounselorQuestionnaire: true,
      matchedCounselorPersonality: 'cognitive-behavioral',
    });
    await page.evaluate(() => {
      localStorage.setItem(
        'questionnaireAnswers',
        JSON.stringify(['anxiety', 'thoughtful', 'daily', 'stress']),
      );
      localStorage.setItem(
        'personalizedCounselor',
        JSON.stringify({
          name: 'Quinn',
          specialty: 'Overthinking and thought patterns',
          description: 'Structured.',
        }),
      );
    });
    await settings.open();
    const counselor = settings.section('Counselor Settings');
    await counselor.getByText('Quinn').waitFor();
    await counselor.getByText('Matched').waitFor();

    await counselor.getByRole('button', { name: 'Find New Counselor' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await settings.toast('Counselor reset').waitFor();
    await settings.toast('Visit the home page to find a new personalized counselor match.').waitFor();
    expect(await settings.stored('personalizedCounselor')).toBeNull();
    expect(await settings.stored('questionnaireAnswers')).toBeNull();
    await vi.waitFor(
      async () => {
        const fields = (await readDocument(`users/${uid}`))?.fields;
        expect(fields?.completedCounselorQuestionnaire).toEqual({ booleanValue: false });
        expect(fields?.matchedCounselorPersonality).toEqual({ nullValue: null });
      },
      { timeout: 20_000, interval: 250 },
    );

    await settings.open();
    await settings.section('Counselor Settings').getByText('No Personalized Counselor').waitFor();
  });

  it('should run the tour from Help & Support and store how it ended', async () => {
    await settings.open();
    await page.getByRole('button', { name: 'Start Tutorial' }).click();
    await settings.toast('Tutorial Started').waitFor();
    await settings.tour().getByText('Step 1 of 6').waitFor();
    await page.waitForURL('**/app');
    await settings.tour().getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/app/counselor');
    await settings.tour().getByRole('button', { name: 'Skip' }).click();
    await settings.tour().waitFor({ state: 'detached' });
    expect(await settings.stored('tutorialSkipped')).toBe('true');

    await settings.open();
    await settings.section('Help & Support').getByText('You skipped the tour last time.').waitFor();
    await page.getByRole('button', { name: 'Start Tutorial' }).click();
    for (const step of ['/app', '/app/counselor', '/app/philosopher', '/app/journal', '/app/patterns']) {
      await page.waitForURL(`**${step}`);
      await settings.tour().getByRole('button', { name: 'Next' }).click();
    }
    await page.waitForURL('**/app/settings');
    await settings.tour().getByRole('button', { name: 'Finish' }).click();
    await settings.tour().waitFor({ state: 'detached' });
    expect(await settings.stored('tutorialCompleted')).toBe('true');
    expect(await settings.stored('tutorialSkipped')).toBeNull();
    expect(Number.isNaN(Date.parse((await settings.stored('tutorialCompletedDate')) ?? ''))).toBe(false);
  });
});

describe('theme before the app loads', () => {
  beforeEach(() => {
    page = appPage();
    settings = new SettingsPage(page);
  });

  const darkAtDomContentLoaded = (on: Page) =>
    on.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtLoad: boolean }).darkAtLoad =
          document.documentElement.classList.contains('dark');
      });
    });
  const readDarkAtLoad = (on: Page) =>
    on.evaluate(() => (window as unknown as { darkAtLoad?: boolean }).darkAtLoad);

  it('should have the dark class at DOMContentLoaded when ui-theme is dark, even with the app script blocked', async () => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('ui-theme', 'dark'));
    await darkAtDomContentLoaded(page);
    await page.reload();
    expect(await readDarkAtLoad(page)).toBe(true);

    // Without the app's own code only the inline script in index.html can have set it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await settings.isDark()).toBe(true);
  });

  it('should follow the OS preference by default and keep a chosen light theme over it', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.removeItem('ui-theme'));
    await darkAtDomContentLoaded(page);
    await page.reload();
    expect(await readDarkAtLoad(page)).toBe(true);

    await page.evaluate(() => localStorage.setItem('ui-theme', 'light'));
    await page.reload();
    expect(await readDarkAtLoad(page)).toBe(false);

    // System follows a change of the OS preference live, without a reload.
    await page.evaluate(() => localStorage.setItem('ui-theme', 'system'));
    await page.reload();
    await page.emulateMedia({ colorScheme: 'light' });
    await vi.waitFor(async () => expect(await settings.isDark()).toBe(false));
  });
});
