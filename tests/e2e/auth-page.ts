import type { Page } from 'playwright-core';

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

  errorAlert() {
    return this.page.getByRole('alert');
  }
}
