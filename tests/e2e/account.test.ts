import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsUnder, useDemoProject } from '../support/admin';
import { listDocumentIds, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { JournalPage } from './journal-page';
import { SettingsPage } from './settings-page';

const appPage = useAppPage();
let page: Page;
let uid: string;
let email: string;

const ENTRY = 'Walked by the river after a hard call; felt lighter by the bridge.';

beforeAll(() => useDemoProject());

beforeEach(async () => {
  page = appPage();
  email = uniqueEmail('account');
  const auth = new AuthPage(page);
  await auth.openSignUp();
  await auth.signUp({ name: 'Ash Account', email, password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  ({ uid } = await signInAuthAccount(email, 'secret123'));

  const journal = new JournalPage(page);
  await journal.open();
  await journal.newEntry();
  await journal.body().fill(ENTRY);
  await journal.chooseMood('Good');
  await journal.waitForStatus('Saved');
  expect(await listDocumentIds(`users/${uid}/journal`)).toHaveLength(1);
});

/** Clicks a download button and returns the downloaded file's name and text. */
async function download(name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

describe('the person’s own data', () => {
  it('should export the journal entry as JSON and as Markdown from Settings', async () => {
    const settings = new SettingsPage(page);
    await settings.open();

    const json = await download('Download my data (JSON)');
    expect(json.name).toMatch(/\.json$/);
    const exported = JSON.parse(json.text);
    expect(JSON.stringify(exported)).toContain(ENTRY);
    expect(JSON.stringify(exported)).toContain(email);

    const markdown = await download('Download my data (Markdown)');
    expect(markdown.name).toMatch(/\.md$/);
    expect(markdown.text).toContain(ENTRY);
  });

  it('should delete the account after the typed confirmation, leaving no document under the user', async () => {
    const settings = new SettingsPage(page);
    await settings.open();
    expect((await documentsUnder(`users/${uid}`)).length).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account forever' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();

    await page.getByText('Account deleted', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await documentsUnder(`users/${uid}`)).toEqual([]);
    await expect(signInAuthAccount(email, 'secret123')).rejects.toThrow();

    // Signed out: the app is closed to this browser now.
    await page.goto('/app');
    await page.waitForURL('**/auth');
  });
});
