import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { assertEmulatorsRunning, suiteEmulators } from '../support/emulators';

/** Debian's Chromium; test tools cannot download a browser on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags for a fake microphone (a steady tone) that needs no permission prompt. */
export const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * A headless Chromium with the flags that work as root and without a network, plus `extraArgs`.
 * Playwright gives each launch a fresh temporary profile of its own.
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A fresh browser context (its own storage) with the app as base URL. */
export function newAppContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: 'http://127.0.0.1:5000' });
}

/**
 * Registers the suite's hooks: one Chromium for the file (launched with `chromiumArgs`) and a fresh
 * context and page per test. The returned getter gives the current test's page. Every test also
 * proves the Content-Security-Policy from firebase.json let the app load all it needed: a blocked
 * script, style, image or connection fails it.
 */
export function useAppPage(chromiumArgs: string[] = []): () => Page {
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
    context = await newAppContext(browser);
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
