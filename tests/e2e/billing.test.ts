import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDocument } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { SettingsPage } from './settings-page';

// Offline, the demo project bills through the local test checkout: the whole purchase in the browser.
const appPage = useAppPage();
let page: Page;

beforeEach(() => {
  page = appPage();
});

/** Pays on the local test checkout page the app sent the browser to. */
async function payOnLocalCheckout(email?: string) {
  await page.waitForURL('**/checkout/local?session_id=*');
  await page.getByText('Test checkout: runs offline, takes no card and charges nothing.').waitFor();
  if (email) await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /^(Pay|Start trial)$/ }).click();
}

describe('buying a plan', () => {
  it('should give a signed-in person on /pricing the checkout of their own account', async () => {
    const uid = await new AuthPage(page).signUpNewUser('Pia Pricing', 'pricing');
    await page.goto('/pricing');
    await page.getByText(/Your free trial carries on: nothing is charged before/).waitFor();
    await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Choose Pro' }).click();
    await payOnLocalCheckout();
    // Back in the app, not on /create-account: the plan is on this account.
    await page.waitForURL('**/app/settings?checkout=success');
    await new SettingsPage(page).waitForForm();
    expect((await readDocument(`users/${uid}`))!.fields.subscriptionPlan).toEqual({ stringValue: 'pro' });
  });

  it('should let a trial user upgrade from /subscription, then see and cancel it in Settings', async () => {
    const uid = await new AuthPage(page).signUpNewUser('Uma Upgrade', 'upgrade');
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await payOnLocalCheckout();
    await page.waitForURL('**/app/settings?checkout=success');

    const settings = new SettingsPage(page);
    await settings.waitForForm();
    const subscription = settings.section('Subscription');
    await subscription.getByText('your plan starts when the trial ends').waitFor();
    expect(await settings.section('Free Trial Status').textContent()).toContain('Stripe Free Trial Active');
    expect((await readDocument(`users/${uid}`))!.fields.subscriptionPlan).toEqual({ stringValue: 'pro' });

    await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await page.getByText('Subscription canceled').first().waitFor();
    await subscription.getByText('cancelled, so nothing will be charged').waitFor();
    expect(await subscription.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect((await readDocument(`users/${uid}`))!.fields.cancelAtPeriodEnd).toEqual({ booleanValue: true });
  });
});
