import type { Page } from 'playwright-core';
import { signInAuthAccount, uniqueEmail } from '../support/emulators';

/** The /auth screen, as a person uses it. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async openSignUp() {
    await this.page.goto('/auth?tab=register');
  }

  async openSignIn() {
    await this.page.goto('/auth?tab=login');
  }

  async signUp(input: { name?: string; email: string; password: string }) {
    if (input.name) await this.page.getByLabel('Name (optional)').fill(input.name);
    await this.page.getByLabel('Email').fill(input.email);
    await this.page.getByLabel('Password').fill(input.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(input: { email: string; password: string }) {
    await this.page.getByLabel('Email').fill(input.email);
    await this.page.getByLabel('Password').fill(input.password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  /** Signs a new account up through the form, waits for the counselor page and returns its uid. */
  async signUpNewUser(name: string, label = 'user'): Promise<string> {
    const email = uniqueEmail(label);
    await this.openSignUp();
    await this.signUp({ name, email, password: 'secret123' });
    await this.page.waitForURL('**/app/counselor');
    return (await signInAuthAccount(email, 'secret123')).uid;
  }

  errorAlert() {
    return this.page.getByRole('alert');
  }
}
