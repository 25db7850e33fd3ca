import type { Page } from 'playwright-core';

/** The /app/patterns screen (Mind Patterns), as a person uses it. */
export class PatternsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/app/patterns');
    await this.page.getByRole('heading', { name: 'Mind Patterns', exact: true }).waitFor();
  }

  /** One chart's section, by its heading, e.g. 'Mood over time'. */
  chart(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** The chart's summary in words; what screen readers get instead of the drawing. */
  summary(title: string) {
    return this.chart(title).getByTestId(/-summary$/);
  }

  async choosePeriod(label: '7 days' | '30 days' | '90 days') {
    await this.page.getByRole('group', { name: 'Period' }).getByRole('button', { name: label }).click();
  }

  async generateReport() {
    await this.page.getByRole('button', { name: 'Generate this week’s report' }).click();
  }

  /** The reports listed, newest first. */
  reports() {
    return this.page.getByRole('list', { name: 'Weekly reports' }).getByRole('button');
  }

  /** The toast on screen (Radix also announces its text apart, so page-wide text would match twice). */
  toast() {
    return this.page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  }

  /** The report shown. */
  openReport() {
    return this.page.getByRole('article');
  }
}
