import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { assertEmulatorsRunning, HOSTING_URL, suiteEmulators } from '../support/emulators';

/** Debian's Chromium; test tools cannot download a browser on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags for a fake microphone (a steady tone) that needs no permission prompt. */
export const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The flags that work as root and without a network. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A headless Chromium with the flags that work as root and without a network, plus `extraArgs`.
 * Playwright gives each launch a fresh temporary profile of its own.
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/**
 * The app in a Chromium whose profile lives in `userDataDir`, with its service worker. Contexts of
 * `launchChromium` are incognito, where Chromium never offers to install an app.
 */
export function launchAppProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    baseURL: HOSTING_URL,
    serviceWorkers: 'allow',
  });
}

/**
 * A fresh browser context (its own storage) with the app as base URL, and any other `options`. The
 * service worker is blocked unless `options` allow it (tests/e2e/offline.test.ts): the requests it
 * answers from its cache never reach `page.route`, which other tests use to stand in for a deploy.
 */
export function newAppContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: 'http://127.0.0.1:5000', serviceWorkers: 'block', ...options });
}

/**
 * Registers the suite's hooks: one Chromium for the file (launched with `chromiumArgs`) and a fresh
 * context (with `contextOptions`) and page per test. The returned getter gives the current test's
 * page. Every test also proves the Content-Security-Policy from firebase.json let the app load all it
 * needed: a blocked script, style, image or connection fails it.
 */
export function useAppPage(
  chromiumArgs: string[] = [],
  contextOptions: BrowserContextOptions = {},
): () => Page {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let blocked: string[] = [];
  beforeAll(async () => {
    await assertEmulatorsRunning(suiteEmulators);
    browser = await launchChromium(chromiumArgs);
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await newAppContext(browser, contextOptions);
    page = await context.newPage();
    blocked = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        blocked.push(message.text());
      }
    });
  });
  afterEach(async () => {
    await context?.close();
    expect(blocked, 'requests the Content-Security-Policy blocked').toEqual([]);
  });
  return () => page;
}
