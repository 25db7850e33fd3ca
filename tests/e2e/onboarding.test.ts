import { COUNSELOR_PROFILES, PERSONALIZED_COUNSELOR_LABEL } from '@domain/personalities';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { ChatPage } from './chat-page';
import { PricingPage, QuestionnairePage } from './onboarding-pages';

const appPage = useAppPage();
let page: Page;
let questionnaire: QuestionnairePage;
beforeEach(() => {
  page = appPage();
  questionnaire = new QuestionnairePage(page);
});

// Answers that point to the motivational profile (Kai).
const MOTIVATIONAL = ['Life goals', 'Motivating and upbeat', 'Every day', 'Confidence'];
const kai = COUNSELOR_PROFILES.motivational;

describe('visitor onboarding', () => {
  it('should match a counselor, lead through annual Pro pricing and checkout to the new account on Pro', async () => {
    await questionnaire.open();
    await questionnaire.answer(MOTIVATIONAL);
    const result = await questionnaire.dialog().textContent();
    expect(result).toContain('Your personalized AI counselor is ready!');
    expect(result).toContain(kai.name);
    expect(result).toMatch(/9[2-8]% match/);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('personalizedCounselor') ?? 'null')?.name),
    ).toBe(kai.name);

    await questionnaire.startCounseling();
    await page.waitForURL('**/pricing');
    const pricing = new PricingPage(page);
    await pricing.chooseAnnually();
    await pricing.card('Pro').getByText('Get Pro Annually - Save 15%').waitFor();
    await pricing.startTrial('Pro');

    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectedPlan') ?? 'null'))).toEqual({
      name: 'Pro',
      stripePriceId: 'pro-annually',
      price: 254.9,
      interval: 'year',
    });

    // The local test checkout (offline): a 7-day trial that asks for no card.
    const email = uniqueEmail('pro');
    await page.waitForURL('**/checkout/local?session_id=*');
    await page.getByText('7-day free trial, then $254.90 per year').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Start trial' }).click();

    await page.waitForURL('**/create-account?session_id=*');
    await page.getByText('Pro Plan Activated').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Last Name').fill('Pro');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret123');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.waitForURL('**/app/counselor');
    await page.getByText('25 of 25 sessions left').waitFor();

    // The match made before signing up carries over to the new account.
    const selected = () =>
      new ChatPage(page)
        .personality()
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
    await expect.poll(selected).toBe(PERSONALIZED_COUNSELOR_LABEL);
    const { uid } = await signInAuthAccount(email, 'secret123');
    await expect
      .poll(async () => (await readDocument(`users/${uid}`))?.fields?.matchedCounselorPersonality)
      .toEqual({ stringValue: kai.personality });
  });

  it('should step back through the questions with the earlier answer kept', async () => {
    await questionnaire.open();
    const dialog = questionnaire.dialog();
    await dialog.getByRole('button', { name: /^Relationships/ }).click();
    await dialog.getByText('Step 2 of 4').waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText('Step 1 of 4').waitFor();
    expect(await dialog.getByRole('button', { name: /^Relationships/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('signed-in onboarding', () => {
  it('should save the match to the account, so the counselor stops offering it', async () => {
    const auth = new AuthPage(page);
    const email = uniqueEmail('match');
    await auth.openSignUp();
    await auth.signUp({ email, password: 'secret123' });
    await page.waitForURL('**/app/counselor');
    await page.getByRole('link', { name: 'Get Matched' }).click();

    await page.waitForURL('**/counselor-questionnaire');
    // The page knows who is signed in before the answers go in.
    await page.getByText('Back to your counselor').waitFor();
    await questionnaire.answer(MOTIVATIONAL);
    await questionnaire
      .dialog()
      .getByText(`Saved to your account: ${kai.name} will be your counselor`)
      .waitFor();
    await questionnaire.startCounseling();

    await page.waitForURL('**/app/counselor');
    const personality = new ChatPage(page).personality();
    const selectedLabel = () =>
      personality.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
    // The chat starts with the matched counselor, and 'Get Matched' is gone.
    await expect.poll(selectedLabel).toBe(PERSONALIZED_COUNSELOR_LABEL);
    expect(await page.getByRole('link', { name: 'Get Matched' }).count()).toBe(0);

    // It is on the record itself, not only in this tab.
    const { uid } = await signInAuthAccount(email, 'secret123');
    const record = await readDocument(`users/${uid}`);
    expect(record?.fields).toMatchObject({
      completedCounselorQuestionnaire: { booleanValue: true },
      matchedCounselorPersonality: { stringValue: kai.personality },
    });
    await page.reload();
    await expect.poll(selectedLabel).toBe(PERSONALIZED_COUNSELOR_LABEL);
    expect(await page.getByRole('link', { name: 'Get Matched' }).count()).toBe(0);
  });
});
