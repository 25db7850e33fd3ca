import { QUESTIONS } from '@domain/questionnaire';
import { VOICE_UPGRADE_NOTE } from '@domain/voice';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patchDocument } from '../support/emulators';
import { AuthPage } from './auth-page';
import { AUDITED_THEMES, applyTheme, isDrawnDark, seriousViolations } from './axe';
import { useAppPage } from './browser';
import { ChatPage } from './chat-page';
import { JournalPage } from './journal-page';
import { LandingPage } from './landing-page';
import { MemoryPage } from './memory-page';
import { QuestionnairePage } from './onboarding-pages';
import { SettingsPage } from './settings-page';

const appPage = useAppPage();

/** Every dialog of the signed-in app, and the questions asked in place of one, as audited below. */
const SIGNED_IN_DIALOGS = [
  'help panel',
  'personalities',
  'conversation history',
  'distraction-free mode',
  'upgrade required',
  'questionnaire',
  'questionnaire match',
  'memory delete confirmation',
  'delete account',
  'cancel subscription',
  'guided tour',
  'unsynced sign-out',
] as const;

describe('accessibility of every dialog (axe-core)', () => {
  it.each(AUDITED_THEMES)(
    'should have no serious or critical violations in any dialog of the app in the %s theme',
    async (theme) => {
      const page = appPage();
      await applyTheme(page, theme);
      const uid = await new AuthPage(page).signUpNewUser('Dana Dialog', 'dialogs');
      // On Basic: voice is a Pro feature (the upgrade notice), and Settings can cancel the subscription.
      await patchDocument(`users/${uid}`, { subscriptionPlan: 'basic', subscriptionStatus: 'active' });
      expect(await isDrawnDark(page)).toBe(theme === 'dark');

      const found: Partial<Record<(typeof SIGNED_IN_DIALOGS)[number], unknown[]>> = {};
      const audit = async (name: (typeof SIGNED_IN_DIALOGS)[number], dialog: Locator) => {
        await dialog.waitFor();
        // Past the loading states, whose text is not what the person works with.
        await expect.poll(() => dialog.getByText(/^Loading/).count()).toBe(0);
        found[name] = await seriousViolations(page);
      };
      const closeWithEscape = async (dialog: Locator) => {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      };

      // A conversation to list in the history and show in distraction-free mode.
      const chat = new ChatPage(page);
      await chat.send('Hello, I would like to talk about my week.');
      await chat.assistantMessages().first().waitFor();
      await chat.waitForReply();
      await page.getByRole('button', { name: 'Get help now' }).click();
      await audit('help panel', chat.helpPanel());
      await chat.closeHelpPanel();

      await page.getByRole('button', { name: 'Manage personalities' }).click();
      const personalities = page.getByRole('dialog', { name: 'Your personalities' });
      await audit('personalities', personalities);
      await closeWithEscape(personalities);

      await page.getByRole('button', { name: 'Conversation history' }).click();
      const history = page.getByRole('dialog', { name: 'Past conversations' });
      await history.locator('[aria-current="true"]').waitFor();
      await audit('conversation history', history);
      await closeWithEscape(history);

      await page.getByRole('button', { name: 'Distraction-free focus mode' }).click();
      const focusMode = page.getByRole('dialog', { name: 'Distraction-free mode' });
      await audit('distraction-free mode', focusMode);
      await focusMode.getByRole('button', { name: 'Exit' }).click();

      await page.getByText(VOICE_UPGRADE_NOTE).getByRole('button', { name: 'Upgrade' }).click();
      const upgrade = page.getByRole('dialog', { name: 'Upgrade Required' });
      await audit('upgrade required', upgrade);
      await upgrade.getByRole('button', { name: 'Maybe Later' }).click();

      const questionnaire = new QuestionnairePage(page);
      await questionnaire.open();
      await questionnaire.dialog().getByText('Step 1 of 4').waitFor();
      await audit('questionnaire', questionnaire.dialog());
      // The first choice of each step: 'In difficult moments' adds the result's emergency note.
      await questionnaire.answer(QUESTIONS.map(({ options }) => options[0].label));
      await questionnaire
        .dialog()
        .getByText(/^Saved to your account/)
        .waitFor();
      await audit('questionnaire match', questionnaire.dialog());
      await closeWithEscape(questionnaire.dialog());

      const memory = new MemoryPage(page);
      await page.goto('/app/memory');
      await memory.waitForItems();
      await memory.add('My sister is Ana');
      await memory.item('My sister is Ana').getByRole('button', { name: 'Delete' }).click();
      await audit(
        'memory delete confirmation',
        memory.item('My sister is Ana').getByRole('group', { name: 'Confirm forgetting this' }),
      );

      const settings = new SettingsPage(page);
      await settings.open();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const deleteAccount = page.getByRole('dialog', { name: 'Delete your account?' });
      await audit('delete account', deleteAccount);
      await closeWithEscape(deleteAccount);

      await settings.section('Subscription').getByRole('button', { name: 'Cancel Subscription' }).click();
      const cancel = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await audit('cancel subscription', cancel);
      await cancel.getByRole('button', { name: 'Keep Subscription' }).click();

      await page.getByRole('button', { name: 'Start Tutorial' }).click();
      await page.waitForURL('**/app');
      await page.locator('main h1').waitFor();
      await audit('guided tour', settings.tour());
      await settings.tour().getByRole('button', { name: 'Skip' }).click();

      // Reachable when something written offline has not synced yet.
      await new JournalPage(page).writeOffline('Written with no signal.');
      await page.getByRole('button', { name: 'Sign Out' }).click();
      const unsynced = page.getByRole('alertdialog', { name: 'Not everything is saved yet' });
      await audit('unsynced sign-out', unsynced);
      await unsynced.getByRole('button', { name: 'Stay signed in' }).click();
      await page.context().setOffline(false);

      expect(found).toEqual(Object.fromEntries(SIGNED_IN_DIALOGS.map((name) => [name, []])));
    },
    240_000,
  );

  it.each(AUDITED_THEMES)(
    'should have no serious or critical violations in the newsletter popup in the %s theme',
    async (theme) => {
      const page = appPage();
      await applyTheme(page, theme);
      const landing = new LandingPage(page);
      await landing.open();
      // Due 15 s after arrival: at once on the clock the test holds.
      await page.clock.fastForward(15_000);
      await landing.newsletter().getByLabel('Email address').waitFor();
      expect(await isDrawnDark(page)).toBe(theme === 'dark');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
