import type { Page } from 'playwright-core';

/** The app as installed: its service worker, the network switch, installability and new versions. */
export class OfflineApp {
  constructor(private readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
  }

  /** Waits until the service worker has cached this version and controls the page. */
  async waitForServiceWorker() {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  async goOffline() {
    await this.page.context().setOffline(true);
  }

  /** What keeps Chromium from offering to install the app (the DevTools protocol's own check). */
  async installabilityErrors(): Promise<string[]> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map(({ errorId }) => errorId);
  }

  /** Asks the browser to look for a new service worker now, as it does on its own from time to time. */
  async checkForUpdate() {
    await this.page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  }

  newVersionToast() {
    return this.page
      .getByRole('region', { name: /notifications/i })
      .getByRole('listitem')
      .filter({ hasText: 'A new version is available.' });
  }
}
