import { describe, expect, it } from 'vitest';
import { AuthPage } from './auth-page';
import { AUDITED_THEMES, applyTheme, isDrawnDark, seriousViolations } from './axe';
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

/** Every signed-in route (docs/product.md#routes-and-access) and the document title it sets. */
const SIGNED_IN_ROUTES: Record<string, string> = {
  '/app': 'Home',
  '/app/counselor': 'Counselor',
  '/app/philosopher': 'AI Philosopher',
  '/app/journal': 'Journal',
  '/app/patterns': 'Mind Patterns',
  '/app/goals': 'Goals',
  '/app/profile': 'Profile',
  '/app/profile/summary': 'Summary for a therapist',
  '/app/memory': 'What your counselor remembers',
  '/app/settings': 'Settings',
  '/app/blueprint': 'Mental Health Blueprints',
};

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

describe('accessibility of the signed-in app', () => {
  it.each(AUDITED_THEMES)(
    'should have no serious or critical axe violations on any signed-in route in the %s theme, each titled',
    async (theme) => {
      const page = appPage();
      await applyTheme(page, theme);
      await new AuthPage(page).signUpNewUser('Alex Audit', 'a11y');
      const found: Record<string, { title: string; violations: unknown[] }> = {};
      for (const path of Object.keys(SIGNED_IN_ROUTES)) {
        await page.goto(path);
        await page.locator('main h1').waitFor();
        // Past the loading states, whose text is not what the person works with.
        await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
        expect(await isDrawnDark(page)).toBe(theme === 'dark');
        found[path] = { title: await page.title(), violations: await seriousViolations(page) };
      }
      expect(found).toEqual(
        Object.fromEntries(
          Object.entries(SIGNED_IN_ROUTES).map(([path, title]) => [
            path,
            { title: `${title} · ReflectAI`, violations: [] },
          ]),
        ),
      );
    },
    180_000,
  );

  it('should skip past the header to the content, and move focus to the heading on navigation', async () => {
    const page = appPage();
    await new AuthPage(page).signUpNewUser('Kim Keys', 'keys');
    await page.goto('/app/journal');
    await page.locator('main h1').waitFor();
    // A page loaded afresh keeps focus at its start: the first Tab reaches the skip link.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown while focused (not the one-pixel box it is otherwise).
    expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Past the header's Settings link and Sign Out: the first control of the page, in its main landmark.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('New entry');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, title] of [
      ['Patterns', 'Mind Patterns'],
      ['Home', 'Home'],
      ['Counselor', 'Counselor'],
    ]) {
      await nav.getByRole('link', { name: link }).click();
      await expect.poll(() => page.title()).toBe(`${title} · ReflectAI`);
      await expect
        .poll(() => page.locator('main h1').evaluate((heading) => heading === document.activeElement))
        .toBe(true);
    }
  });
});
