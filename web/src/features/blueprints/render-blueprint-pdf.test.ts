import { BLUEPRINT_SAFETY_LINE, composeBlueprint, type Blueprint } from '@domain/blueprints';
import { describe, expect, it } from 'vitest';
import { activeGoal } from '@/test/fixtures';
import { readPdf } from '@/test/pdf';
import { renderBlueprintPdf } from './render-blueprint-pdf';

const now = new Date('2026-11-22T12:00:00Z');

const blueprint = composeBlueprint({
  kind: 'anxiety',
  name: 'Sam Rivera',
  entries: [
    { mood: 2, emotions: ['anxious', 'stressed'], createdAt: new Date('2026-11-21T19:00:00Z') },
    { mood: 4, emotions: ['calm'], createdAt: new Date('2026-11-22T08:00:00Z') },
  ],
  goals: [
    activeGoal({ title: 'Speak up in meetings (twice a week)', targetDate: '2026-12-01', progress: 30 }),
  ],
  counselor: 'gentle',
  now,
  timeZone: 'UTC',
});

// The page's margins and footer band (points): body text stays between them.
const MARGIN = 56;
const FOOTER_BAND = 44;

describe('renderBlueprintPdf', () => {
  it('should write a valid PDF that a separate reader loads, with the title and every section in order', async () => {
    const bytes = await renderBlueprintPdf(blueprint);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Anxiety Blueprint');
    expect(pdf.subject).toBe('Made for Sam on November 22, 2026');
    expect(pdf.pageCount).toBeGreaterThan(2);
    const lines = pdf.pages.flat().map((line) => line.text);
    const headings = lines.filter((line) => blueprint.sections.some((section) => section.heading === line));
    expect(headings).toEqual(blueprint.sections.map((section) => section.heading));
  });

  it('should carry the person’s own data, wrapped and unharmed by brackets', async () => {
    const pdf = await readPdf(await renderBlueprintPdf(blueprint));
    const flat = pdf.text.replace(/\n/g, ' ');
    expect(flat).toContain('The emotions you name most often: calm (1), anxious (1) and stressed (1).');
    expect(flat).toContain('Speak up in meetings (twice a week): 30% done, target 2026-12-01.');
    expect(flat).toContain('Your questionnaire matched you with Hope');
    expect(flat).toContain('988 Suicide & Crisis Lifeline');
  });

  it('should number every page and repeat the safety line in each footer', async () => {
    const pdf = await readPdf(await renderBlueprintPdf(blueprint));
    pdf.pages.forEach((lines, index) => {
      const texts = lines.map((line) => line.text);
      expect(texts).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
      expect(texts.some((text) => text.startsWith(BLUEPRINT_SAFETY_LINE))).toBe(true);
    });
  });

  it('should break pages before the footer and keep every line inside the margins', async () => {
    const long: Blueprint = {
      ...blueprint,
      sections: [
        {
          id: 'about',
          heading: 'A long section',
          blocks: [{ kind: 'paragraph', text: 'Breathe in, and breathe out slowly. '.repeat(400) }],
        },
      ],
    };
    const pdf = await readPdf(await renderBlueprintPdf(long));
    expect(pdf.pageCount).toBeGreaterThan(3);
    // PDF coordinates count up from the bottom of the page.
    const bodyBottom = MARGIN + FOOTER_BAND;
    pdf.pages.forEach((lines, index) => {
      const footer = lines.filter((line) => line.y < bodyBottom);
      expect(footer.map((line) => line.text)).toHaveLength(4);
      for (const line of lines.filter((candidate) => !footer.includes(candidate))) {
        expect(line.y).toBeLessThanOrEqual(pdf.pageHeight - MARGIN);
        expect(line.x).toBeGreaterThanOrEqual(MARGIN);
      }
      // Every page but the last is full: the text runs down to the footer before a new page starts.
      if (index < pdf.pageCount - 1) {
        const lowest = Math.min(...lines.filter((line) => line.y >= bodyBottom).map((line) => line.y));
        expect(lowest).toBeLessThan(bodyBottom + 20);
      }
    });
    // Wrapped to the column: no line is anywhere near the paragraph's length.
    expect(Math.max(...pdf.pages.flat().map((line) => line.text.length))).toBeLessThan(110);
  });
});
