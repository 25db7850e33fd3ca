import type { Page } from 'playwright-core';

/** The counselor questionnaire (its page, or the modal anywhere), as a person uses it. */
export class QuestionnairePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/counselor-questionnaire');
    await this.dialog().waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Find Your Perfect Counselor' });
  }

  /** Picks one option per step, waiting for each step to appear. */
  async answer(labels: string[]) {
    for (const [index, label] of labels.entries()) {
      await this.dialog()
        .getByText(`Step ${index + 1} of ${labels.length}`)
        .waitFor();
      // An option's name is its label followed by its hint.
      await this.dialog()
        .getByRole('button', { name: new RegExp(`^${label}`) })
        .click();
    }
    await this.dialog().getByRole('heading', { name: 'Perfect Match Found!' }).waitFor();
  }

  async startCounseling() {
    await this.dialog().getByRole('button', { name: 'Start Counseling Now' }).click();
  }
}

/** The public /pricing screen, as a visitor uses it. */
export class PricingPage {
  constructor(private readonly page: Page) {}

  card(plan: string) {
    return this.page.getByRole('article', { name: plan });
  }

  async chooseAnnually() {
    await this.page.getByRole('button', { name: 'Annually' }).click();
  }

  async startTrial(plan: string) {
    await this.card(plan).getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  }
}
