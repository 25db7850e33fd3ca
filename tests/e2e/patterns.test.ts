import { isoWeekOf } from '@domain/time';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDocument, signInAuthAccount, uniqueEmail } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { JournalPage } from './journal-page';
import { PatternsPage } from './patterns-page';

const appPage = useAppPage();
let page: Page;
let patterns: PatternsPage;
let uid: string;

beforeEach(async () => {
  page = appPage();
  patterns = new PatternsPage(page);
  const auth = new AuthPage(page);
  const email = uniqueEmail('patterns');
  await auth.openSignUp();
  await auth.signUp({ name: 'Pat Patterns', email, password: 'secret123' });
  await page.waitForURL('**/app/counselor');
  ({ uid } = await signInAuthAccount(email, 'secret123'));
});

describe('Mind Patterns', () => {
  it('should say what to do on every chart for a new user, with no reports yet', async () => {
    await patterns.open();
    for (const chart of ['Mood over time', 'Mood by weekday', 'Mood by time of day']) {
      await patterns
        .chart(chart)
        .getByText(/^Write a journal entry with a mood to see/)
        .waitFor();
    }
    await patterns
      .chart('Emotions you noted')
      .getByText(/^Tag emotions in a journal entry/)
      .waitFor();
    await page.getByText(/^No reports yet\./).waitFor();

    await patterns.chart('Mood over time').getByRole('link', { name: 'Write a journal entry' }).click();
    await page.waitForURL('**/app/journal');
  });

  it('should show a journal entry’s mood and emotions in the charts and in this week’s report', async () => {
    const journal = new JournalPage(page);
    await journal.open();
    await journal.waitForEntries();
    await journal.newEntry();
    await journal.title().fill('Presentation day');
    await journal.body().fill('Nervous before, relieved after.');
    await journal.chooseMood('Good');
    await journal.chooseEmotion('Anxious');
    await journal.chooseEmotion('Relieved');
    await journal.waitForStatus('Saved');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Patterns/ })
      .click();
    await page.getByRole('heading', { name: 'Mind Patterns', exact: true }).waitFor();
    await patterns
      .summary('Mood over time')
      .getByText('Over the last 30 days you logged a mood on 1 day, averaging 4.0 (Good).')
      .waitFor();
    expect(await patterns.summary('Emotions you noted').textContent()).toBe(
      'Most frequent: relieved (1 time), anxious (1 time). 2 emotions tagged in all.',
    );
    expect(await patterns.summary('Mood by weekday').textContent()).toMatch(
      /^So far you have logged moods only on \w+days: 4\.0 \(Good\) on average\.$/,
    );
    await page.getByText('1 day in a row').waitFor();
    await patterns.choosePeriod('7 days');
    await patterns
      .summary('Mood over time')
      .getByText(/^Over the last 7 days you logged a mood on 1 day/)
      .waitFor();

    await patterns.generateReport();
    await patterns.toast().getByText('Report ready').waitFor();
    const report = patterns.openReport();
    await report.getByText('This week so far', { exact: false }).waitFor();
    expect(await patterns.reports().count()).toBe(1);
    await report.getByText('4.0 (Good)').waitFor();
    await report.getByText(/Presentation day/).waitFor();
    await report.getByText(/^You wrote one journal entry this week\./).waitFor();

    const week = isoWeekOf(new Date());
    const stored = await readDocument(`users/${uid}/reports/${week}`);
    expect(stored?.fields.entryCount).toEqual({ integerValue: '1' });

    // The list is live from Firestore: the report is still there after a reload.
    await page.reload();
    await patterns.reports().first().waitFor();
    expect(await patterns.reports().first().textContent()).toContain(`Week ${Number(week.slice(-2))}`);
  });
});
