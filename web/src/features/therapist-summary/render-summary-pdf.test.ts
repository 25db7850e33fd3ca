import {
  composeTherapistSummary,
  THERAPIST_SUMMARY_LABEL,
  type SummaryInput,
} from '@domain/therapist-summary';
import { describe, expect, it } from 'vitest';
import { activeGoal } from '@/test/fixtures';
import { readPdf } from '@/test/pdf';
import { renderSummaryPdf } from './render-summary-pdf';

const input = (sections: SummaryInput['sections']): SummaryInput => ({
  range: { from: '2026-11-01', to: '2026-11-30' },
  sections,
  entries: [
    { mood: 2, emotions: ['anxious'], tags: ['work'], createdAt: new Date('2026-11-10T12:00:00Z') },
    { mood: 4, emotions: ['anxious'], tags: ['work'], createdAt: new Date('2026-11-20T12:00:00Z') },
  ],
  goals: [activeGoal({ title: 'Speak up in meetings', progress: 30 })],
  checkIns: [],
  safetyPlan: { warningSigns: 'Skipping meals' },
  excerpts: [{ id: 'm1', content: 'I felt brave today.', createdAt: new Date('2026-11-21T12:00:00Z') }],
  timeZone: 'UTC',
});

const pdfText = async (sections: SummaryInput['sections']) => {
  const pdf = await readPdf(await renderSummaryPdf(composeTherapistSummary(input(sections))));
  return { pdf, text: pdf.text.replace(/\n/g, ' ') };
};

describe('renderSummaryPdf', () => {
  it('should title and label the first page, with the dates, and repeat the label in every footer', async () => {
    const { pdf } = await pdfText(['mood']);
    expect(pdf.title).toBe('Self-reflection summary');
    expect(pdf.subject).toBe('November 1, 2026 to November 30, 2026');
    const first = pdf.pages[0]!.map((line) => line.text);
    expect(first.slice(0, 4)).toEqual([
      'ReflectAI - Summary for a therapist',
      'Self-reflection summary',
      'November 1, 2026 to November 30, 2026',
      THERAPIST_SUMMARY_LABEL,
    ]);
    pdf.pages.forEach((lines) => expect(lines.map((line) => line.text)).toContain(THERAPIST_SUMMARY_LABEL));
  });

  it('should hold the chosen sections and none of the others', async () => {
    const { text } = await pdfText(['mood', 'goals']);
    expect(text).toContain('Mood trends');
    expect(text).toContain('2 journal entries in these dates, 2 with a mood');
    expect(text).toContain('Daily average mood, from 1 (very low) to 5 (great)');
    expect(text).toContain('Speak up in meetings: 30% done.');
    for (const absent of [
      'Recurring themes',
      'Safety plan',
      'Skipping meals',
      'Conversation excerpts',
      'brave',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('should draw the safety plan, themes and ticked excerpts when chosen, without a chart', async () => {
    const { text } = await pdfText(['themes', 'safetyPlan', 'excerpts']);
    expect(text).toContain('Emotions named most often: anxious (2).');
    expect(text).toContain('My warning signs');
    expect(text).toContain('Skipping meals');
    expect(text).toContain('2026-11-21: "I felt brave today."');
    expect(text).not.toContain('Daily average mood');
    expect(text).not.toContain('Speak up in meetings');
  });
});
