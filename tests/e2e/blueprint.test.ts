import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPdf } from '../../web/src/test/pdf';
import { patchDocument } from '../support/emulators';
import { seedGoal } from '../support/seed-goal';
import { AuthPage } from './auth-page';
import { BlueprintPage } from './blueprint-page';
import { useAppPage } from './browser';
import { JournalPage } from './journal-page';

const appPage = useAppPage();
let page: Page;
let blueprints: BlueprintPage;
let uid: string;
/** Every script the page fetched, to prove what a refused person never loads. */
let scripts: string[];

beforeEach(async () => {
  page = appPage();
  blueprints = new BlueprintPage(page);
  scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  uid = await new AuthPage(page).signUpNewUser('Bea Blueprint', 'blueprint');
});

describe('mental health blueprints', () => {
  it('should refuse a trial user with Pro Only and send Upgrade to the plans, loading no PDF code', async () => {
    await blueprints.open();
    await blueprints.proOnly().waitFor();
    expect(await blueprints.downloadButton('Anxiety Blueprint').count()).toBe(0);
    expect(scripts.filter((url) => /jspdf|blueprints-page/.test(url))).toEqual([]);
    await blueprints.upgrade().click();
    await page.waitForURL('**/subscription');
  });

  it('should let a Pro user download an Anxiety Blueprint built from their journal and goals', async () => {
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    await seedGoal(uid, 'first-goal', { title: 'Walk every morning', progress: 25 });
    const journal = new JournalPage(page);
    await journal.open();
    await journal.newEntry();
    await journal.body().fill('Racing thoughts before the team meeting.');
    await journal.chooseMood('Low');
    await journal.chooseEmotion('Anxious');
    await journal.chooseEmotion('Tired');
    await journal.waitForStatus('Saved');

    await blueprints.open();
    await blueprints.preview().getByText('Made for Bea', { exact: false }).waitFor();
    await blueprints
      .preview()
      .getByText('The emotions you name most often: anxious (1) and tired (1).')
      .waitFor();
    expect(await blueprints.proOnly().count()).toBe(0);

    const download = await blueprints.download('Anxiety Blueprint');
    expect(download.suggestedFilename()).toMatch(/^reflectai-anxiety-blueprint-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(await readFile(await download.path()));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Anxiety Blueprint');
    expect(pdf.subject).toMatch(/^Made for Bea on /);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    const text = pdf.text.replace(/\n/g, ' ');
    expect(text).toContain('In the last 30 days you wrote 1 journal entry, 1 with a mood.');
    expect(text).toContain('The emotions you name most often: anxious (1) and tired (1).');
    expect(text).toContain('Walk every morning: 25% done.');
    expect(text).toContain('988 Suicide & Crisis Lifeline');
  });
});
