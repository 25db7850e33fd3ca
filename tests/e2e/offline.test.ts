import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { patchDocument } from '../support/emulators';
import { seedGoal } from '../support/seed-goal';
import { seedJournalEntry } from '../support/seed-journal';
import { AuthPage } from './auth-page';
import { launchAppProfile, useAppPage } from './browser';
import { ChatPage } from './chat-page';
import { GoalsPage } from './goals-page';
import { JournalPage } from './journal-page';
import { OfflineApp } from './offline-page';

// Installable and offline (README): these tests let the service worker run.
const appPage = useAppPage([], { serviceWorkers: 'allow' });
let page: Page;
let app: OfflineApp;

beforeEach(() => {
  page = appPage();
  app = new OfflineApp(page);
});

const signUp = () => new AuthPage(page).signUpNewUser('Ola Offline', 'offline');

describe('the app with no network', () => {
  it('should open the journal, goals, the safety plan and the crisis lines seen on an earlier visit', async () => {
    const uid = await signUp();
    await seedJournalEntry(uid, new Date(), { title: 'Walk by the river', body: 'Calmer after.' });
    await seedGoal(uid, 'run', { title: 'Run 5 km', progress: 40 });
    // Never opened before the network goes: the app keeps it on the device anyway.
    await patchDocument(`users/${uid}/safety/plan`, { warningSigns: 'Skipping meals' });

    const journal = new JournalPage(page);
    const goals = new GoalsPage(page);
    await journal.open();
    await page.getByText('Walk by the river').waitFor();
    await goals.open();
    await goals.card('Run 5 km').waitFor();
    await app.waitForServiceWorker();

    await app.goOffline();
    await page.reload();
    await goals.card('Run 5 km').waitFor();
    await journal.open();
    await page.getByText('Walk by the river').waitFor();

    const chat = new ChatPage(page);
    await chat.open();
    await page.getByRole('button', { name: 'Get help now' }).click();
    await chat.helpPanel().getByText('Skipping meals').waitFor();
    await chat.helpPanel().getByText('988 Suicide & Crisis Lifeline').waitFor();
  });
});

describe('installing the app', () => {
  it('should pass every installability check of Chromium', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'reflectai-install-'));
    const context = await launchAppProfile(profile);
    try {
      const installed = new OfflineApp(await context.newPage());
      await installed.open('/');
      expect(await installed.installabilityErrors()).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

const BUILT_SERVICE_WORKER = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));

// What the next deploy's service worker adds: an answer that tells it from this one.
const NEXT_VERSION = `self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/sw-version') event.respondWith(new Response('next'));
});`;

/**
 * Hosting serves the next deploy's service worker (this build's plus NEXT_VERSION) until the test
 * ends. The browser fetches it itself, out of reach of Playwright's routing, so the file changes.
 */
async function deployNextVersion() {
  const built = await readFile(BUILT_SERVICE_WORKER, 'utf8');
  onTestFinished(() => writeFile(BUILT_SERVICE_WORKER, built));
  await writeFile(BUILT_SERVICE_WORKER, `${built}\n${NEXT_VERSION}`);
}

const servedVersion = () => page.evaluate(() => fetch('/sw-version').then((response) => response.text()));

describe('a new version', () => {
  it('should be offered with a toast, and run only once the person chooses to reload', async () => {
    await signUp();
    await app.waitForServiceWorker();
    const current = await servedVersion();
    expect(current).not.toBe('next');

    await deployNextVersion();
    await app.checkForUpdate();
    await app.newVersionToast().waitFor();
    // A reload is not a yes: the version on screen stays, and the offer comes back.
    await page.reload();
    await app.newVersionToast().waitFor();
    expect(await servedVersion()).toBe(current);

    await Promise.all([
      page.waitForEvent('load'),
      app.newVersionToast().getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    expect(await servedVersion()).toBe('next');
  });
});
