import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteAuthAccount, listDocumentIds } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { ChatPage } from './chat-page';
import { JournalPage } from './journal-page';

// A shared computer: signing out leaves nothing of the account behind, and loses nothing written.
const appPage = useAppPage();
let page: Page;
let journal: JournalPage;
let uid: string;

beforeEach(async () => {
  page = appPage();
  journal = new JournalPage(page);
  uid = await new AuthPage(page).signUpNewUser('Sasha Shared', 'shared');
});

/** The names of Firestore's offline databases in this browser. */
const offlineCopies = () =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('firestore/')),
  );

describe('signing out on a shared computer', () => {
  it("should clear Firestore's offline copy and the app's storage, keeping the theme", async () => {
    await page.evaluate(() => localStorage.setItem('personalizedCounselor', '{"name":"Sage"}'));
    await journal.open();
    await journal.newEntry();
    await journal.body().fill('Notes from the library computer.');
    await journal.waitForStatus('Saved');
    expect(await offlineCopies()).not.toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(offlineCopies).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'ui-theme'))).toEqual(
      [],
    );
  });

  it('should not lose an entry written offline: it asks, and staying lets the entry sync', async () => {
    await journal.writeOffline('Written with no signal.');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Not everything is saved yet' });
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    expect(page.url()).toMatch(/\/app\/journal$/);

    await page.context().setOffline(false);
    await journal.waitForStatus('Saved');
    await expect.poll(() => listDocumentIds(`users/${uid}/journal`)).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
  });
});

describe('a session the server has ended', () => {
  it('should sign out at the next API call and say why on /auth', async () => {
    const chat = new ChatPage(page);
    await chat.input().waitFor();
    // The account goes while the app still holds an unexpired ID token for it.
    await deleteAuthAccount(uid);
    await chat.send('Is anyone there?');

    await page.waitForURL('**/auth');
    await page.getByRole('status').getByText('Your session has ended. Please sign in again.').waitFor();
    // Signed out for real, not only sent away: the app leads back here.
    await page.goto('/app/journal');
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });
});
