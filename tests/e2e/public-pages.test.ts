import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../web/src/app/prerendered-pages';
import { AuthPage } from './auth-page';
import { newAppContext, useAppPage } from './browser';
import { JournalPage } from './journal-page';
import { LandingPage } from './landing-page';
import { PricingPage } from './onboarding-pages';

// The public pages are prerendered at build time and hydrated (issue 15, "Instant public pages").
const appPage = useAppPage();
let page: Page;
let landing: LandingPage;
/** What the browser reported: errors and warnings, a hydration mismatch among them. */
let reported: string[];

beforeEach(() => {
  page = appPage();
  landing = new LandingPage(page);
  reported = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(error.message));
});

describe('public pages without JavaScript', () => {
  it("should show the landing page's and pricing's text, and link from one to the other", async () => {
    const context = await newAppContext(page.context().browser()!, { javaScriptEnabled: false });
    try {
      const visitor = await context.newPage();
      await visitor.goto('/');
      await visitor.getByRole('heading', { level: 1, name: 'Someone to talk to, any time of day' }).waitFor();
      await visitor.getByRole('heading', { level: 2, name: 'Simple, honest pricing' }).waitFor();
      await visitor.getByText('7-day free trial, no payment upfront. Cancel any time.').waitFor();

      await visitor.getByRole('link', { name: 'See plans' }).click();
      await visitor.waitForURL('**/pricing');
      await visitor.getByRole('heading', { level: 1, name: 'Choose the plan that fits you' }).waitFor();
      for (const plan of ['Basic', 'Pro', 'Elite'])
        await visitor.getByRole('article', { name: plan }).waitFor();
      expect(await visitor.title()).toBe('Choose the plan that fits you · ReflectAI');
    } finally {
      await context.close();
    }
  });
});

describe('public pages with JavaScript', () => {
  it('should hydrate the landing page without a warning, its buttons and popup working', async () => {
    await landing.open();
    await page.getByRole('button', { name: 'Find the right counselor for you' }).click();
    await page.getByRole('dialog', { name: 'Find Your Perfect Counselor' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.clock.fastForward(15_000);
    await landing.newsletter().waitFor();
    expect(reported).toEqual([]);
  });

  it.each(PRERENDERED_PAGES.filter(({ name }) => name !== 'landing' && name !== 'not-found'))(
    'should hydrate $path without a warning',
    async ({ path }) => {
      expect((await landing.visit(path))?.status()).toBe(200);
      expect(reported).toEqual([]);
    },
  );

  it('should hydrate pricing into the router: its controls work, and links move inside the app', async () => {
    await landing.visit('/pricing');
    const pricing = new PricingPage(page);
    await pricing.chooseAnnually();
    await pricing.card('Pro').getByText('Get Pro Annually - Save 15%').waitFor();

    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('link', { name: 'Questions? Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.title()).toBe('Contact Us · ReflectAI');
    expect(loads).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('should answer an unknown path with the 404 page and status, and lead home', async () => {
    const response = await landing.visit('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found · ReflectAI');
    // The only complaint is the browser's note of the 404 itself.
    expect(reported).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await landing.heading().getByText('Someone to talk to').waitFor();
  });
});

describe('the app behind the public pages', () => {
  it('should open a deep link to /auth, and to /app/journal once signed in', async () => {
    const auth = new AuthPage(page);
    await auth.openSignIn();
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    await page.goto('/app/journal');
    await page.waitForURL((url) => url.pathname === '/auth');

    await auth.signUpNewUser('Dee Link', 'deeplink');
    await new JournalPage(page).open();
    expect(await page.title()).toBe('Journal · ReflectAI');
  });
});
