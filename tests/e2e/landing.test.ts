import { normaliseEmail } from '@domain/contact';
import { DEMO_SCRIPT } from '../../web/src/features/marketing/demo-chat-timeline';
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDocument, uniqueEmail } from '../support/emulators';
import { useAppPage } from './browser';
import { LandingPage } from './landing-page';

const appPage = useAppPage();
let page: Page;
let landing: LandingPage;
beforeEach(() => {
  page = appPage();
  landing = new LandingPage(page);
});

describe('landing page', () => {
  it('should show every section, play the demo chat and lead on to pricing, contact and the legal pages', async () => {
    await landing.open();
    expect(await landing.sectionHeadings()).toEqual([
      'Support that fits into your life',
      'Why we built ReflectAI',
      'See how it works',
      'Moments ReflectAI is made for',
      'Simple, honest pricing',
      'Questions people ask',
      'Ready to feel a little lighter?',
    ]);
    for (const feature of ['Instant Support', 'Personal Match', 'Always Available']) {
      await page.getByRole('heading', { name: feature, level: 3 }).waitFor();
    }
    await page.getByRole('img', { name: /AI Counseling screen/ }).waitFor({ state: 'attached' });
    const screenshot = await page.request.get('/screenshots/ai-counseling.webp');
    expect(screenshot.headers()['content-type']).toBe('image/webp');
    expect(await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).count()).toBe(3);
    await page.getByText('© 2025').waitFor();

    // The demo types its three messages; the browser clock runs it in an instant.
    await page.getByText('AI is typing...').waitFor();
    await page.clock.runFor(30_000);
    expect(await landing.demoMessages()).toEqual(DEMO_SCRIPT.map((step) => step.text));
    // Those 30 s brought the newsletter popup too; Escape dismisses it.
    await landing.newsletter().waitFor();
    await page.keyboard.press('Escape');
    await landing.newsletter().waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Start Your First Session' }).click();
    await page.waitForURL('**/pricing');
    await page.goBack();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/feedback');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  });

  it('should restyle the header after 50 px of scroll and open the questionnaire', async () => {
    await landing.open();
    expect(await landing.header().getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'false');

    await page.getByRole('button', { name: 'Find the right counselor for you' }).click();
    await page.getByRole('dialog', { name: 'Find Your Perfect Counselor' }).waitFor();
  });

  it('should work the mobile menu with the keyboard at a phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await landing.open();
    const nav = landing.header();
    expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);

    await landing.menuButton().focus();
    await page.keyboard.press('Enter');
    expect(await landing.menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await landing.menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(await landing.menuButton().evaluate((button) => button === document.activeElement)).toBe(true);

    await landing.menuButton().click();
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/#about');
    expect(await landing.menuButton().getAttribute('aria-expanded')).toBe('false');
    await landing.menuButton().click();
    await nav.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/auth?tab=login');
  });
});

describe('newsletter popup', () => {
  it('should open after 15 s, refuse a bad address, subscribe, and never open again', async () => {
    await landing.open();
    await page.clock.fastForward(14_000);
    expect(await landing.newsletter().count()).toBe(0);
    await page.clock.fastForward(1_000);
    await landing.newsletter().waitFor();
    expect(await landing.newsletter().textContent()).toContain(
      'No spam, ever. Unsubscribe anytime with just one click.',
    );

    await landing.subscribe('not-an-address');
    await landing.toast().getByText('Please enter a valid email address.').waitFor();

    const email = uniqueEmail('reader');
    await landing.subscribe(email);
    await landing.toast().getByText('Your email has been successfully submitted.').waitFor();
    await landing.newsletter().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('emailSubmitted'))).toBe('true');
    const id = createHash('sha256').update(normaliseEmail(email)).digest('hex');
    expect((await readDocument(`newsletterSubscribers/${id}`))?.fields.email).toEqual({ stringValue: email });

    await page.reload();
    await landing.hydrated();
    await page.clock.fastForward(60_000);
    expect(await landing.newsletter().count()).toBe(0);
  });

  it('should close on a click on the backdrop', async () => {
    await landing.open();
    await page.clock.fastForward(15_000);
    await landing.newsletter().waitFor();
    // The dialog starts listening for clicks outside it on a zero-delay timer after it opens (so the
    // click that opened a dialog does not close it): under the page's installed clock that timer runs
    // only when the clock moves, which on a busy machine can come after the click.
    await page.clock.runFor(10);
    await page.mouse.click(5, 5);
    await landing.newsletter().waitFor({ state: 'detached' });
  });
});

describe('contact and legal pages', () => {
  it('should point out mistakes, then send the message and confirm it', async () => {
    await landing.visit('/feedback');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();

    const email = uniqueEmail('contact');
    await landing.sendContactMessage({
      name: 'Robin',
      email,
      topic: 'Privacy and my data',
      message: 'Can I download everything I have written?',
    });
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(email);
  });

  it('should tell the truth about the product on the terms and privacy pages', async () => {
    await page.goto('/terms-of-service');
    const terms = await page.getByRole('main').textContent();
    expect(terms).toContain('not therapy');
    expect(terms).toContain('Call or text 988 (US)');

    await page.goto('/privacy-policy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    const privacy = await page.getByRole('main').textContent();
    expect(privacy).toContain('OpenAI');
    expect(privacy).toContain('offline counselor');
    expect(privacy).toContain('Settings → Delete account');
  });
});
