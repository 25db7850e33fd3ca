import { THERAPIST_SUMMARY_LABEL } from '@domain/therapist-summary';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPdf } from '../../web/src/test/pdf';
import { patchDocument } from '../support/emulators';
import { seedGoal } from '../support/seed-goal';
import { seedJournalEntry } from '../support/seed-journal';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { TherapistSummaryPage } from './therapist-summary-page';

const appPage = useAppPage();
let page: Page;
let summary: TherapistSummaryPage;
let uid: string;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeEach(async () => {
  page = appPage();
  summary = new TherapistSummaryPage(page);
  uid = await new AuthPage(page).signUpNewUser('Tess Summary', 'summary');
  await seedJournalEntry(uid, daysAgo(3), { mood: 2, emotions: ['anxious'], body: 'A private worry.' });
  await seedJournalEntry(uid, daysAgo(1), { mood: 4, emotions: ['anxious', 'calm'] });
  await seedGoal(uid, 'first-goal', { title: 'Walk every morning', progress: 25, createdAt: daysAgo(10) });
  await patchDocument(`users/${uid}/safety/plan`, { warningSigns: 'Not sleeping', updatedAt: daysAgo(5) });
});

describe('summary for a therapist', () => {
  it('should download a labelled PDF with the chosen sections and without the safety plan', async () => {
    await summary.openFromProfile();
    await summary.include('Safety plan', false);
    await summary.include('Mood trends and chart', true);
    await summary.include('Goals and progress', true);

    const preview = summary.preview();
    await preview.getByRole('heading', { name: 'Mood trends' }).waitFor();
    await preview.getByText('Walk every morning: 25% done.').waitFor();
    await preview.getByText(THERAPIST_SUMMARY_LABEL).waitFor();
    expect(await preview.getByText('Not sleeping').count()).toBe(0);
    expect(await preview.getByRole('heading', { name: 'Safety plan' }).count()).toBe(0);

    const download = await summary.download();
    expect(download.suggestedFilename()).toMatch(
      /^reflectai-summary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
    expect(pdf.title).toBe('Self-reflection summary');
    const text = pdf.text.replace(/\n/g, ' ');
    expect(text).toContain(THERAPIST_SUMMARY_LABEL);
    expect(text).toContain('Mood trends');
    expect(text).toContain('2 journal entries in these dates, 2 with a mood');
    expect(text).toContain('Walk every morning: 25% done.');
    expect(text).not.toContain('Safety plan');
    expect(text).not.toContain('Not sleeping');
    expect(text).not.toContain('A private worry');
  });

  it('should include only the messages the person ticks, and say when the dates hold nothing', async () => {
    await patchDocument(`users/${uid}/conversations/c1`, {
      title: 'Evening talk',
      supportType: 'emotional',
      lastMessageAt: daysAgo(2),
    });
    await patchDocument(`users/${uid}/conversations/c1/messages/m1`, {
      role: 'user',
      content: 'I felt brave at work today.',
      createdAt: daysAgo(2),
    });
    await patchDocument(`users/${uid}/conversations/c1/messages/m2`, {
      role: 'user',
      content: 'Keep this one out.',
      createdAt: daysAgo(2),
    });
    await patchDocument(`users/${uid}/conversations/c1/messages/m3`, {
      role: 'assistant',
      content: 'That sounds like a real step.',
      createdAt: daysAgo(2),
    });
    await summary.openFromProfile();
    await summary.include('Conversation excerpts', true);
    await summary.include(/I felt brave at work today\./, true);
    expect(await page.getByRole('checkbox', { name: /That sounds like a real step/ }).count()).toBe(0);
    await summary.preview().getByText('I felt brave at work today.', { exact: false }).waitFor();

    const pdf = await readPdf(new Uint8Array(await readFile(await (await summary.download()).path())));
    expect(pdf.text).toContain('I felt brave at work today.');
    expect(pdf.text).not.toContain('Keep this one out.');

    await summary.setRange('2020-01-01', '2020-01-31');
    await summary.status('Nothing was recorded in these dates').waitFor();
    expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);
  });
});
