import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDocumentIds, patchDocument, readDocument } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { MemoryPage } from './memory-page';

const appPage = useAppPage();
let page: Page;
let memory: MemoryPage;
let uid: string;

beforeEach(async () => {
  page = appPage();
  memory = new MemoryPage(page);
  uid = await new AuthPage(page).signUpNewUser('Mo Memory', 'memory');
});

const waitLong = { timeout: 20_000, interval: 250 };

/** The stored items' fields, read with rules bypassed. */
async function storedItems() {
  const ids = await listDocumentIds(`users/${uid}/memories`);
  return Promise.all(ids.map(async (id) => (await readDocument(`users/${uid}/memories/${id}`))?.fields));
}

describe('what your counselor remembers', () => {
  it('should open from the chat and from Profile, and add, edit and delete an item', async () => {
    await page
      .getByRole('region', { name: 'Counselor chat' })
      .getByRole('link', { name: 'What your counselor remembers' })
      .click();
    await memory.waitForItems();
    await page.goBack();
    await page.waitForURL('**/app/counselor');

    await memory.openFromProfile();
    expect(page.url()).toMatch(/\/app\/memory$/);
    await page.getByText(/^Nothing remembered yet\./).waitFor();
    expect(await memory.isOn()).toBe(true);

    await memory.add('My sister is Ana');
    await memory.item('My sister is Ana').getByText('Added by you').waitFor();
    await vi.waitFor(async () => {
      const [item, ...others] = await storedItems();
      expect(others).toEqual([]);
      expect(item?.text).toEqual({ stringValue: 'My sister is Ana' });
      expect(item?.source).toEqual({ stringValue: 'user' });
      expect(item?.createdAt).toHaveProperty('timestampValue');
    }, waitLong);

    await memory.edit('My sister is Ana', 'My sister Ana lives in Lisbon');
    await memory.item('My sister Ana lives in Lisbon').getByText('Added by you').waitFor();
    await vi.waitFor(async () => {
      const [item] = await storedItems();
      expect(item?.text).toEqual({ stringValue: 'My sister Ana lives in Lisbon' });
    }, waitLong);

    await page.reload();
    await memory.item('My sister Ana lives in Lisbon').waitFor();
    await memory.delete('My sister Ana lives in Lisbon');
    await page.getByText(/^Nothing remembered yet\./).waitFor();
    await vi.waitFor(async () => expect(await storedItems()).toEqual([]), waitLong);
  });

  it("should show the counselor's suggestion as such, and pause memory on the account across a reload", async () => {
    await page.goto('/app/memory');
    await memory.waitForItems();
    const now = new Date();
    await patchDocument(`users/${uid}/memories/suggested`, {
      text: 'Starts a new job on Monday',
      source: 'counselor',
      createdAt: now,
      updatedAt: now,
    });
    await memory.item('Starts a new job on Monday').getByText('Suggested by your counselor').waitFor();

    expect(await memory.pausedNotice().count()).toBe(0);
    await memory.memorySwitch().click();
    await memory.pausedNotice().waitFor();
    expect(await memory.isOn()).toBe(false);
    await vi.waitFor(async () => {
      const settings = (await readDocument(`users/${uid}`))?.fields.settings as
        { mapValue: { fields: Record<string, unknown> } } | undefined;
      expect(settings?.mapValue.fields.memoryEnabled).toEqual({ booleanValue: false });
      expect(settings?.mapValue.fields.theme).toEqual({ stringValue: 'system' });
    }, waitLong);

    await page.reload();
    await memory.waitForItems();
    await memory.pausedNotice().waitFor();
    expect(await memory.isOn()).toBe(false);
    // Paused memory keeps its items: they stay listed, to edit, delete or use again.
    await memory.item('Starts a new job on Monday').waitFor();
  });

  it('should list what a VIP member taught the counselor and remove it from the account', async () => {
    await patchDocument(`users/${uid}`, { isVipUser: true });
    await patchDocument(`users/${uid}/preferences/shorter`, {
      text: 'Keep replies shorter.',
      createdAt: new Date(),
    });
    await page.goto('/app/memory');
    const taught = page.getByRole('list', { name: "What you've taught your counselor" });
    await taught.getByText('Keep replies shorter.').waitFor();
    await taught.getByRole('button', { name: 'Remove: Keep replies shorter.' }).click();
    await page.getByText(/^Nothing yet\. Give a reply a thumbs up or down/).waitFor();
    await vi.waitFor(
      async () => expect(await listDocumentIds(`users/${uid}/preferences`)).toEqual([]),
      waitLong,
    );
  });
});
