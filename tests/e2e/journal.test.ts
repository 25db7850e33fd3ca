import { templateBody } from '@domain/journal';
import { quoteOfTheDay } from '@domain/quotes';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDocumentIds, readDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { JournalPage } from './journal-page';

const appPage = useAppPage();
let page: Page;
let journal: JournalPage;
let uid: string;

beforeEach(async () => {
  page = appPage();
  journal = new JournalPage(page);
  const auth = new AuthPage(page);
  const email = uniqueEmail('journal');
  await auth.openSignUp();
  await auth.signUp({ name: 'Jo Journal', email, password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  ({ uid } = await signInAuthAccount(email, 'secret123'));
});

/** Polls the emulator (rules bypassed) until the journal holds `count` entries; returns their ids. */
async function storedEntryIds(count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ids = await listDocumentIds(`users/${uid}/journal`);
    if (ids.length === count || Date.now() > deadline) return ids;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stored = async (id: string) => (await readDocument(`users/${uid}/journal/${id}`))?.fields;

describe('journal', () => {
  it('should write an entry from a template with mood and tags, find it after a reload, edit and delete it', async () => {
    await journal.open();
    await page.getByText('Your journal is empty').waitFor();

    await journal.newEntry();
    await journal.useTemplate('CBT thought record');
    expect(await journal.body().inputValue()).toBe(templateBody('thought-record'));
    await journal
      .body()
      .fill(
        templateBody('thought-record')
          .replace('Situation:\n', 'Situation:\nMissed the bus to my interview.\n')
          .replace('Balanced thought:\n', 'Balanced thought:\nOne late bus says nothing about me.\n'),
      );
    await journal.chooseMood('Low');
    await journal.chooseEmotion('Anxious');
    await journal.addTag('Commute');
    await journal.addTag('interviews');
    // Auto-save is on by default: it saves after a pause, and the server confirms it.
    await journal.waitForStatus('Saved');

    const [id] = await storedEntryIds(1);
    const fields = await stored(id!);
    expect(fields?.title).toEqual({ stringValue: 'Thought record' });
    expect(fields?.mood).toEqual({ integerValue: '2' });
    expect(fields?.template).toEqual({ stringValue: 'thought-record' });
    expect(fields?.tags).toEqual({
      arrayValue: { values: [{ stringValue: 'commute' }, { stringValue: 'interviews' }] },
    });
    expect(fields?.emotions).toEqual({ arrayValue: { values: [{ stringValue: 'anxious' }] } });
    const createdAt = fields?.createdAt;

    await page.reload();
    await journal.waitForEntries();
    await journal.search('late bus');
    await journal.entry('Thought record').waitFor();
    await journal.search('holiday');
    await page.getByText('No entries match these filters.').waitFor();
    await journal.search('bus');

    await journal.entry('Thought record').click();
    expect(await journal.body().inputValue()).toContain('Missed the bus to my interview.');
    expect(await journal.editor().getByRole('radio', { name: 'Low', exact: true }).isChecked()).toBe(true);
    await journal.title().fill('The missed bus');
    await journal.waitForStatus('Saved');
    await journal.entry('The missed bus').waitFor();
    const edited = await stored(id!);
    expect(edited?.title).toEqual({ stringValue: 'The missed bus' });
    expect(edited?.createdAt).toEqual(createdAt);

    await journal.deleteOpenEntry();
    await page.getByText('Entry deleted').waitFor();
    expect(await storedEntryIds(0)).toEqual([]);
    await page.getByText('Your journal is empty').waitFor();
  });

  it('should show today’s quote and the streak on Home once an entry is written', async () => {
    await page.goto('/app');
    await page.getByText(`“${quoteOfTheDay(new Date()).text}”`).waitFor();
    await page.getByText('No streak yet').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
    await journal.waitForEntries();
    await journal.newEntry();
    await journal.body().fill('Wrote this before breakfast.');
    await journal.waitForStatus('Saved');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByText('1 day in a row').waitFor();
    await page.getByText('You have written today. See you tomorrow!').waitFor();

    // A check-in is an entry too, saved with one tap.
    await page.getByRole('button', { name: 'Great' }).click();
    await page.getByText('Check-in saved: Great.').waitFor();
    const ids = await storedEntryIds(2);
    const moods = await Promise.all(ids.map(async (id) => (await stored(id))?.mood));
    expect(moods).toContainEqual({ integerValue: '5' });
  });

  it('should keep an entry written offline on the device and store it once the network is back', async () => {
    await journal.open();
    await journal.waitForEntries();

    await page.context().setOffline(true);
    await page.getByText(/^You are offline\./).waitFor();
    await journal.newEntry();
    await journal.body().fill('Written on the train, no signal.');
    await journal.waitForStatus('Saved on this device, will sync');
    await journal
      .entry('Written on the train, no signal.')
      .getByText('Saved on this device, will sync')
      .waitFor();
    expect(await listDocumentIds(`users/${uid}/journal`)).toEqual([]);

    await page.context().setOffline(false);
    await journal.waitForStatus('Saved');
    const [id] = await storedEntryIds(1);
    expect((await stored(id!))?.body).toEqual({ stringValue: 'Written on the train, no signal.' });

    await page.reload();
    await journal.entry('Written on the train, no signal.').waitFor();
    expect(await journal.entries().count()).toBe(1);
  });
});
