import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';

const appPage = useAppPage();
let page: Page;
let uid: string;
let email: string;

beforeEach(async () => {
  page = appPage();
  const auth = new AuthPage(page);
  email = uniqueEmail('profile');
  await auth.openSignUp();
  await auth.signUp({ name: 'Pat Profile', email, password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  ({ uid } = await signInAuthAccount(email, 'secret123'));
  await page.goto('/app/profile');
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
});

const details = () => page.getByRole('region', { name: 'Your details' });
const form = () => page.getByRole('form', { name: 'Edit profile' });

describe('profile', () => {
  it('should show the account and save a new name and username that hold after a reload', async () => {
    await details().getByText(email).waitFor();
    await details().getByText('Pat Profile').waitFor();
    await details().getByText('Free trial', { exact: true }).waitFor();
    // Member since: today, as a long date (e.g. 'November 23, 2026').
    await details()
      .getByText(new RegExp(`^[A-Z][a-z]+ \\d{1,2}, ${new Date().getFullYear()}$`))
      .waitFor();

    await form().getByLabel('Name', { exact: true }).fill('Patricia Profile');
    await form().getByLabel('Username').fill('pat.profile');
    await form().getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved', { exact: true }).waitFor();
    await details().getByText('@pat.profile').waitFor();

    const stored = (await readDocument(`users/${uid}`))?.fields;
    expect(stored?.name).toEqual({ stringValue: 'Patricia Profile' });
    expect(stored?.username).toEqual({ stringValue: 'pat.profile' });
    expect(stored?.updatedAt).toHaveProperty('timestampValue');

    await page.reload();
    await details().getByText('Patricia Profile').waitFor();
    await details().getByText('@pat.profile').waitFor();
    expect(await form().getByLabel('Username').inputValue()).toBe('pat.profile');
  });

  it('should explain an invalid username and keep it in the field', async () => {
    await form().getByLabel('Username').waitFor();
    await form().getByLabel('Username').fill('Pat Profile!');
    await form().getByRole('button', { name: 'Save profile' }).click();
    await form()
      .getByText('Use 3 to 30 characters: lower-case letters, numbers, dots, underscores or hyphens.')
      .waitFor();
    expect(await form().getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await form().getByLabel('Username').inputValue()).toBe('Pat Profile!');
    await page.reload();
    await details().getByText(/^@/).waitFor();
    expect(await details().getByText(/^@/).textContent()).not.toBe('@Pat Profile!');
  });
});
