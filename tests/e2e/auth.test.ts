import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';

const appPage = useAppPage();
let page: Page;
beforeEach(() => {
  page = appPage();
});

const welcome = (name: string) => page.getByText(`Welcome, ${name}`);

describe('sign-up journey', () => {
  it('should sign up, stay signed in across a reload, sign out and be kept out of /app', async () => {
    const auth = new AuthPage(page);
    await auth.openSignUp();
    await auth.signUp({ name: 'Robin Reflect', email: uniqueEmail('robin'), password: 'secret123' });

    await page.waitForURL('**/app/counselor');
    await welcome('Robin Reflect').waitFor();
    expect(await page.getByText('Your AI counselor for mental wellness').isVisible()).toBe(true);

    await page.reload();
    await welcome('Robin Reflect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/counselor');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');

    await page.goto('/app');
    await page.waitForURL('**/auth');
    expect(await page.getByRole('tab', { name: 'Sign In' }).isVisible()).toBe(true);
  });

  it('should sign back in, and send a signed-in visitor from /auth to the counselor', async () => {
    const email = uniqueEmail('sam');
    const auth = new AuthPage(page);
    await auth.openSignUp();
    await auth.signUp({ email, password: 'secret123' });
    await welcome(email).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');

    await auth.openSignIn();
    await auth.signIn({ email, password: 'secret123' });
    await page.waitForURL('**/app/counselor');
    await welcome(email).waitFor();

    await page.goto('/auth');
    await page.waitForURL('**/app/counselor');
  });

  it('should explain a wrong password and an email already in use', async () => {
    const email = uniqueEmail('lee');
    const auth = new AuthPage(page);
    await auth.openSignUp();
    await auth.signUp({ email, password: 'secret123' });
    await welcome(email).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');

    await auth.openSignIn();
    await auth.signIn({ email, password: 'not-the-password' });
    expect(await auth.errorAlert().textContent()).toBe('Incorrect email or password.');

    await auth.openSignUp();
    await auth.signUp({ email, password: 'secret456' });
    expect(await auth.errorAlert().textContent()).toBe(
      'An account with this email already exists. Try signing in instead.',
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});

describe('not-found screen', () => {
  it('should show 404 for an unknown path and lead home', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText("The page you're looking for doesn't exist.").isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
