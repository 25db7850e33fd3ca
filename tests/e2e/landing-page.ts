import type { Page } from 'playwright-core';

/** The public site (landing, contact and legal pages), as a visitor uses it. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  /** Opens `/` on a clock the test controls, so the 15 s popup and the demo need no real wait. */
  async open() {
    await this.page.clock.install();
    await this.visit('/');
  }

  /** Opens a public page and waits until it works, not only shows (its text is in the HTML). */
  async visit(path: string) {
    const response = await this.page.goto(path);
    await this.hydrated();
    return response;
  }

  /**
   * Resolves once React has taken over the prerendered page: its elements, down to the last, then
   * carry React's own properties. Until then a click on a button does nothing, and a form submits
   * itself.
   */
  async hydrated() {
    await this.page.waitForFunction(() => {
      const last = [...document.querySelectorAll('#root *')].at(-1);
      return !!last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
    });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  sectionHeadings() {
    return this.page.getByRole('heading', { level: 2 }).allTextContents();
  }

  header() {
    return this.page.getByRole('banner');
  }

  menuButton() {
    return this.page.getByRole('button', { name: /(Open|Close) menu/ });
  }

  /** The bubbles of the hero's demo chat, in order. */
  demoMessages() {
    return this.page.locator('figure [data-role]').allTextContents();
  }

  newsletter() {
    return this.page.getByRole('dialog', { name: 'Stay in the Loop!' });
  }

  async subscribe(email: string) {
    await this.newsletter().getByLabel('Email address').fill(email);
    await this.newsletter().getByRole('button', { name: 'Subscribe Now' }).click();
  }

  /** The toast on screen; an open dialog hides it from the accessibility tree (Radix announces it apart). */
  toast() {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByRole('listitem', { includeHidden: true });
  }

  async sendContactMessage(input: { name: string; email: string; topic: string; message: string }) {
    await this.page.getByLabel('Name').fill(input.name);
    await this.page.getByLabel('Email').fill(input.email);
    await this.page.getByLabel('What is it about?').selectOption({ label: input.topic });
    await this.page.getByLabel('Message').fill(input.message);
    await this.page.getByRole('button', { name: 'Send Message' }).click();
  }
}
