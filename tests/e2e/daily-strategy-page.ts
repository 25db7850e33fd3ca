import type { Page, Response } from 'playwright-core';

/** Home (/app) with its daily strategy card, as a person uses it. */
export class DailyStrategyPage {
  constructor(private readonly page: Page) {}

  /** Opens Home and resolves with the strategy request's response once the app has made one. */
  async open(): Promise<Response> {
    const response = this.strategyResponse();
    await this.page.goto('/app');
    return response;
  }

  /** Reloads Home and waits for the strategy request's response. */
  async reload(): Promise<Response> {
    const response = this.strategyResponse();
    await this.page.reload();
    return response;
  }

  private strategyResponse() {
    return this.page.waitForResponse((response) => response.url().includes('/api/strategy/today'));
  }

  card() {
    return this.page.getByRole('region', { name: 'Today’s strategy' });
  }

  /** The strategy's text, once it has loaded. */
  async text(): Promise<string> {
    await this.card().getByRole('button', { name: 'Dismiss' }).waitFor();
    return (await this.card().locator('p').first().textContent()) ?? '';
  }

  async dismiss() {
    await this.card().getByRole('button', { name: 'Dismiss' }).click();
    await this.card().waitFor({ state: 'detached' });
  }
}
