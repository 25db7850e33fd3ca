import type { MoodDay } from '@domain/patterns';
import type { TherapistSummary } from '@domain/therapist-summary';
import type { jsPDF } from 'jspdf';
import { COLORS, renderPdf, TYPE } from '@/lib/pdf-layout';

const CHART = {
  height: 150,
  axis: 22,
  caption: 'Daily average mood, from 1 (very low) to 5 (great)',
} as const;

/** The mood day by day as a line over a 1-5 grid; days without a mood leave a gap in the line. */
function drawMoodChart(
  doc: jsPDF,
  days: readonly MoodDay[],
  box: { x: number; y: number; width: number; height: number },
) {
  const left = box.x + CHART.axis;
  const width = box.width - CHART.axis;
  const top = box.y + 8;
  const height = box.height - 40;
  const xOf = (index: number) => left + (days.length === 1 ? width / 2 : (index * width) / (days.length - 1));
  const yOf = (mood: number) => top + height - ((mood - 1) / 4) * height;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(TYPE.footer.size);
  doc.setTextColor(...COLORS.muted);
  doc.setDrawColor(226, 232, 240);
  doc.setLineWidth(0.5);
  for (let mood = 1; mood <= 5; mood++) {
    doc.line(left, yOf(mood), left + width, yOf(mood));
    doc.text(String(mood), box.x + 6, yOf(mood) + 3);
  }
  doc.setDrawColor(...COLORS.accent);
  doc.setFillColor(...COLORS.accent);
  doc.setLineWidth(1.5);
  days.forEach((day, index) => {
    if (day.average === null) return;
    const previous = days[index - 1]?.average;
    if (previous != null) doc.line(xOf(index - 1), yOf(previous), xOf(index), yOf(day.average));
    doc.circle(xOf(index), yOf(day.average), 2, 'F');
  });
  doc.setLineWidth(0.2);
  const below = top + height + 14;
  doc.text(days[0]!.date, left, below);
  doc.text(days.at(-1)!.date, left + width, below, { align: 'right' });
  doc.text(CHART.caption, left, below + 12);
}

/** Renders the summary for a therapist as an A4 PDF, labelled on its first page and every footer. */
export function renderSummaryPdf(summary: TherapistSummary): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf({
    kicker: 'ReflectAI - Summary for a therapist',
    title: summary.title,
    subtitle: summary.period,
    keywords: 'self-reflection, journal, summary',
    notice: summary.label,
    sections: summary.sections,
    footerLines: [summary.label],
    afterSection: (section, layout) => {
      const days = section.id === 'mood' ? summary.moodDays : undefined;
      if (days) layout.figure(CHART.height, (doc, box) => drawMoodChart(doc, days, box));
    },
  });
}
