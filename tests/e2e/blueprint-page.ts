import type { Download, Page } from 'playwright-core';

/** The /app/blueprint screen, as a person uses it. */
export class BlueprintPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/app/blueprint');
    await this.page.getByRole('heading', { name: 'Mental Health Blueprints' }).waitFor();
  }

  /** The badge shown to people whose plan does not include the blueprints. */
  proOnly() {
    return this.page.getByText('Pro Only', { exact: true });
  }

  upgrade() {
    return this.page.getByRole('link', { name: 'Upgrade' });
  }

  downloadButton(name: 'Anxiety Blueprint' | 'Overthinking Blueprint') {
    return this.page.getByRole('button', { name: `Download ${name}` });
  }

  /** The preview of the blueprint chosen to read on the page. */
  preview() {
    return this.page.getByRole('article', { name: /Blueprint preview$/ });
  }

  /** Clicks a download button and returns the file the browser receives. */
  async download(name: 'Anxiety Blueprint' | 'Overthinking Blueprint'): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadButton(name).click(),
    ]);
    return download;
  }
}
