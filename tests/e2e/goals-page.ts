import type { Page } from 'playwright-core';

/** The /app/goals screen, as a person uses it. */
export class GoalsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/app/goals');
    await this.page.getByRole('heading', { name: 'Goals', exact: true }).waitFor();
  }

  /** Waits until the goals have loaded: the filters, or the invitation to set the first one. */
  async waitForGoals() {
    await this.page
      .getByRole('group', { name: 'Show goals' })
      .or(this.page.getByText('No goals yet'))
      .waitFor();
  }

  /** Opens the form, fills it and creates the goal. */
  async create(goal: { title: string; description?: string; targetDate?: string }) {
    await this.page.getByRole('button', { name: 'New goal' }).click();
    const form = this.page.getByRole('form', { name: 'New goal' });
    await form.getByLabel('Title').fill(goal.title);
    if (goal.description) await form.getByLabel('Description (optional)').fill(goal.description);
    if (goal.targetDate) await form.getByLabel('Target date (optional)').fill(goal.targetDate);
    await form.getByRole('button', { name: 'Create goal' }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** The goal's card in the list shown. */
  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  /** The goal's progress as its bar reports it, e.g. '40'. */
  progress(title: string) {
    return this.card(title).getByRole('progressbar').getAttribute('aria-valuenow');
  }

  async checkIn(title: string, progress: number, note: string) {
    await this.card(title).getByRole('button', { name: 'Check in' }).click();
    const form = this.page.getByRole('form', { name: `Check in on ${title}` });
    await form.getByLabel('Progress (%)').fill(String(progress));
    await form.getByLabel('Note (optional)').fill(note);
    await form.getByRole('button', { name: 'Save check-in' }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** A goal action button on its card: Complete, Archive, Unarchive, Reopen, Edit, History... */
  async act(title: string, action: string) {
    await this.card(title).getByRole('button', { name: action, exact: true }).click();
  }

  /** Shows the Active, Completed or Archived goals. */
  async show(status: 'Active' | 'Completed' | 'Archived') {
    await this.page
      .getByRole('group', { name: 'Show goals' })
      .getByRole('button', { name: new RegExp(`^${status} \\(`) })
      .click();
  }

  /** The check-ins listed in the goal's history, newest first. */
  checkIns(title: string) {
    return this.page.getByRole('list', { name: `Check-ins for ${title}` }).getByRole('listitem');
  }
}
