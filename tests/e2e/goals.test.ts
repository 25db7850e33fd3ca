import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDocumentIds, readDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { GoalsPage } from './goals-page';

const appPage = useAppPage();
let page: Page;
let goals: GoalsPage;
let uid: string;

beforeEach(async () => {
  page = appPage();
  goals = new GoalsPage(page);
  const auth = new AuthPage(page);
  const email = uniqueEmail('goals');
  await auth.openSignUp();
  await auth.signUp({ name: 'Gale Goals', email, password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  ({ uid } = await signInAuthAccount(email, 'secret123'));
});

/** Polls the emulator (rules bypassed) until `path` holds `count` documents; returns their ids. */
async function storedIds(path: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ids = await listDocumentIds(path);
    if (ids.length === count || Date.now() > deadline) return ids;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Polls the emulator until the goal's stored field equals `value`; returns the goal's fields. */
async function storedGoalOnce(id: string, field: string, value: unknown) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const fields = (await readDocument(`users/${uid}/goals/${id}`))?.fields;
    if (JSON.stringify(fields?.[field]) === JSON.stringify(value) || Date.now() > deadline) return fields;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('goals', () => {
  it('should create a goal with a target date, check in, show it on Home, complete and archive it, and hold after a reload', async () => {
    await goals.open();
    await page.getByText('No goals yet').waitFor();

    await goals.create({
      title: 'Walk every morning',
      description: 'Twenty minutes before work.',
      targetDate: '2099-06-30',
    });
    await page.getByRole('status').filter({ hasText: 'Goal created' }).waitFor();
    await goals
      .card('Walk every morning')
      .getByText(/^Target: /)
      .waitFor();
    const [id] = await storedIds(`users/${uid}/goals`, 1);
    const created = await storedGoalOnce(id!, 'status', { stringValue: 'active' });
    expect(created?.targetDate).toEqual({ stringValue: '2099-06-30' });
    expect(created?.progress).toEqual({ integerValue: '0' });

    await goals.checkIn('Walk every morning', 40, 'Three mornings this week.');
    await page.getByText('Check-in saved: 40%').waitFor();
    await expect.poll(() => goals.progress('Walk every morning')).toBe('40');
    await goals.checkIns('Walk every morning').filter({ hasText: 'Three mornings this week.' }).waitFor();
    expect(await storedIds(`users/${uid}/goals/${id}/checkIns`, 1)).toHaveLength(1);
    await storedGoalOnce(id!, 'progress', { integerValue: '40' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const card = page.getByRole('region', { name: 'Goal progress' });
    await card.getByText('average across 1 active goal').waitFor();
    expect(
      await card
        .getByRole('progressbar', { name: 'Walk every morning progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');

    await card.getByRole('link', { name: 'See all goals' }).click();
    await goals.waitForGoals();
    await goals.act('Walk every morning', 'Complete');
    await page.getByText('Goal completed. Well done!').waitFor();
    await goals.show('Completed');
    await expect.poll(() => goals.progress('Walk every morning')).toBe('100');
    await goals.act('Walk every morning', 'Archive');
    await page.getByText('Goal archived').waitFor();
    const archived = await storedGoalOnce(id!, 'status', { stringValue: 'archived' });
    expect(archived?.completedAt).toHaveProperty('timestampValue');
    expect(archived?.createdAt).toEqual(created?.createdAt);

    await page.reload();
    await goals.waitForGoals();
    await page.getByText('No active goals.', { exact: false }).waitFor();
    await goals.show('Archived');
    const held = goals.card('Walk every morning');
    await held.getByText('Archived', { exact: true }).waitFor();
    await held.getByText(/^Completed /).waitFor();
    await held.getByText('Twenty minutes before work.').waitFor();
    await expect.poll(() => goals.progress('Walk every morning')).toBe('100');
    await goals.act('Walk every morning', 'History');
    // The history loads after the click: wait for it, then check it holds exactly the one check-in.
    await goals.checkIns('Walk every morning').first().waitFor();
    expect(await goals.checkIns('Walk every morning').allTextContents()).toEqual([
      expect.stringMatching(/^40%.*Three mornings this week\.$/),
    ]);

    await page.goto('/app');
    await page
      .getByRole('region', { name: 'Goal progress' })
      .getByText(/No active goals\. 1 completed/)
      .waitFor();
  });

  it('should keep a goal created offline on the device and store it once the network is back', async () => {
    await goals.open();
    await goals.waitForGoals();
    await page.context().setOffline(true);
    await page.getByText(/^You are offline\./).waitFor();
    await goals.create({ title: 'Read on the train' });
    await goals.card('Read on the train').getByText('Saved on this device, will sync').waitFor();
    expect(await listDocumentIds(`users/${uid}/goals`)).toEqual([]);

    await page.context().setOffline(false);
    await goals
      .card('Read on the train')
      .getByText('Saved on this device, will sync')
      .waitFor({ state: 'detached' });
    expect(await storedIds(`users/${uid}/goals`, 1)).toHaveLength(1);
    await page.reload();
    await goals.card('Read on the train').waitFor();
  });

  it('should flag an active goal whose target date has passed', async () => {
    await goals.open();
    await goals.waitForGoals();
    await goals.create({ title: 'File the tax return', targetDate: '2020-01-31' });
    await goals
      .card('File the tax return')
      .getByText(/^Overdue: target was /)
      .waitFor();
  });
});
