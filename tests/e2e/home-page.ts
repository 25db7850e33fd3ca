import type { Page } from 'playwright-core';

/** Home (/app), as a person sees it. */
export class HomePage {
  constructor(private readonly page: Page) {}

  /** Opens Home and waits until the goals (their card offers a link) and the journal (the streak) have loaded. */
  async open() {
    await this.page.goto('/app');
    await this.page.getByRole('region', { name: 'Goal progress' }).getByRole('link').first().waitFor();
    await this.page
      .getByRole('region', { name: 'Journaling streak' })
      .getByText('Loading your streak...')
      .waitFor({ state: 'detached' });
  }

  /** The mental health tip (Pro and above). */
  tip() {
    return this.page.getByRole('complementary', { name: 'Tip for you' });
  }

  /** Look back (Labs), whatever how long ago its entry was written. */
  lookBack() {
    return this.page.getByRole('region', { name: /^Look back/ });
  }
}
