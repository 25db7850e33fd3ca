import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppPage } from './browser';

const appPage = useAppPage();

/** Every route a visitor reaches without signing in (docs/product.md#routes-and-access). */
const PUBLIC_ROUTES = [
  '/',
  '/auth?tab=login',
  '/auth?tab=register&source=pricing',
  '/pricing',
  '/subscription',
  '/create-account',
  '/checkout/local?session_id=cs_local_none',
  '/counselor-questionnaire',
  '/feedback',
  '/terms-of-service',
  '/privacy-policy',
  '/no-such-page',
];

/** Runs axe-core in the page and returns its serious and critical violations, with where they are. */
async function seriousViolations(page: Page) {
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => window.axe.run(document));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

describe('accessibility of the public site (axe-core)', () => {
  it.each(PUBLIC_ROUTES)('should have no serious or critical violations on %s', async (path) => {
    const page = appPage();
    // The popup opens only after 15 s: with the clock installed it never does during the audit.
    await page.clock.install();
    await page.goto(path);
    // Drawn: the screen's heading (hidden from the accessibility tree behind an open dialog), or the
    // auth screen's tabs, past any lazy-loading fallback.
    await page
      .locator('h1')
      .or(page.getByRole('tab', { name: 'Sign In' }))
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('should have none with the questionnaire open on the landing page', async () => {
    const page = appPage();
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Find the right counselor for you' }).first().click();
    await page.getByRole('dialog').getByText('Step 1 of 4').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
