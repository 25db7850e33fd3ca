/**
 * The app's PDF layout on jsPDF, shared by every document the browser makes (blueprints, the summary
 * for a therapist): A4 pages, the type scale and colours, text that Helvetica can draw, wrapped text
 * and lists broken across pages, and the running footer.
 */
import type { BlueprintBlock } from '@domain/blueprints';
import type { jsPDF } from 'jspdf';

// A4 in points; every measure below is in points.
export const PAGE = { margin: 56, footer: 44 } as const;
export const COLORS = {
  ink: [30, 41, 59],
  muted: [100, 116, 139],
  accent: [79, 70, 229],
  noticeFill: [255, 251, 235],
  noticeLine: [217, 119, 6],
} as const satisfies Record<string, readonly [number, number, number]>;
export const TYPE = {
  title: { size: 24, style: 'bold' },
  subtitle: { size: 11, style: 'normal' },
  heading: { size: 15, style: 'bold' },
  subheading: { size: 11.5, style: 'bold' },
  body: { size: 10.5, style: 'normal' },
  footer: { size: 8, style: 'normal' },
} as const;
export type TypeStyle = (typeof TYPE)[keyof typeof TYPE];
const LINE_HEIGHT = 1.45;
const LIST_INDENT = 16;

// jsPDF's built-in Helvetica draws Latin-1 only: it silently drops curly quotes and dashes, and a
// string holding anything beyond 8 bits (emoji) switches to a two-byte encoding shown as gibberish.
const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '•': '-',
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '€': 'EUR',
  '™': '(TM)',
};

// Stands in for a character that cannot be drawn until the spaces around it are tidied.
const DROPPED = '\u0000';

/**
 * Text the PDF can draw as it reads: accents composed, typographic punctuation in plain form, and
 * anything else Helvetica lacks (emoji, other scripts) dropped rather than drawn as gibberish.
 */
export function pdfSafeText(text: string): string {
  return (
    Array.from(text.normalize('NFC').replace(/\t/g, ' '))
      .map((char) => {
        const code = char.codePointAt(0)!;
        if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n') return char;
        return REPLACEMENTS[char] ?? DROPPED;
      })
      .join('')
      // A dropped run takes one side's spaces with it: 'Walk 🌅: daily' reads 'Walk: daily', not 'Walk : daily'.
      .replace(new RegExp(`( *)${DROPPED}+( *)`, 'g'), (_, before: string, after: string) =>
        before && after ? ' ' : '',
      )
      .replace(/ {2,}/g, ' ')
  );
}

/** Lays text out top to bottom, starting a new page whenever the next line would not fit. */
export class Layout {
  private y: number = PAGE.margin;
  private readonly width: number;
  private readonly bottom: number;

  constructor(private readonly doc: jsPDF) {
    this.width = doc.internal.pageSize.getWidth() - 2 * PAGE.margin;
    this.bottom = doc.internal.pageSize.getHeight() - PAGE.margin - PAGE.footer;
  }

  private use(style: TypeStyle, color: readonly [number, number, number] = COLORS.ink) {
    this.doc.setFont('helvetica', style.style);
    this.doc.setFontSize(style.size);
    this.doc.setTextColor(...color);
  }

  private lineHeight(style: TypeStyle) {
    return style.size * LINE_HEIGHT;
  }

  private lines(text: string, style: TypeStyle, width: number): string[] {
    this.use(style);
    return this.doc.splitTextToSize(pdfSafeText(text), width) as string[];
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private room(height: number) {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  space(points: number) {
    this.y = Math.min(this.y + points, this.bottom);
  }

  /** Wrapped text at `indent`, breaking across pages line by line; `marker` ('bullet' draws a dot) leads the first line. */
  text(
    text: string,
    style: TypeStyle,
    options: { indent?: number; marker?: string; color?: readonly [number, number, number] } = {},
  ) {
    const indent = options.indent ?? 0;
    const lineHeight = this.lineHeight(style);
    this.lines(text, style, this.width - indent).forEach((line, index) => {
      this.room(lineHeight);
      this.use(style, options.color);
      // The baseline sits about 0.8 of the font size below the top of the line.
      const baseline = this.y + style.size * 0.8;
      const markerX = PAGE.margin + indent - LIST_INDENT;
      if (index === 0 && options.marker === 'bullet') {
        this.doc.setFillColor(...COLORS.accent);
        this.doc.circle(markerX + 3, baseline - style.size * 0.3, 1.8, 'F');
      } else if (index === 0 && options.marker) {
        this.doc.text(options.marker, markerX, baseline);
      }
      this.doc.text(line, PAGE.margin + indent, baseline);
      this.y += lineHeight;
    });
  }

  /** A heading kept with at least `followLines` body lines after it (no heading alone at a page's foot). */
  heading(text: string, style: TypeStyle, followLines: number) {
    const height = this.lines(text, style, this.width).length * this.lineHeight(style);
    this.room(height + followLines * this.lineHeight(TYPE.body));
    this.text(text, style, { color: COLORS.accent });
  }

  /** A shaded, outlined box around wrapped text, moved whole to the next page if it does not fit. */
  notice(text: string) {
    const padding = 10;
    const lines = this.lines(text, TYPE.body, this.width - 2 * padding);
    const height = lines.length * this.lineHeight(TYPE.body) + 2 * padding;
    this.room(height);
    this.doc.setFillColor(...COLORS.noticeFill);
    this.doc.setDrawColor(...COLORS.noticeLine);
    this.doc.roundedRect(PAGE.margin, this.y, this.width, height, 4, 4, 'FD');
    this.use(TYPE.body);
    lines.forEach((line, index) => {
      const top = this.y + padding + index * this.lineHeight(TYPE.body);
      this.doc.text(line, PAGE.margin + padding, top + TYPE.body.size * 0.8);
    });
    this.y += height;
  }

  /**
   * A drawing `height` points tall across the text column, moved whole to the next page if it does
   * not fit; `draw` gets the box it may fill.
   */
  figure(
    height: number,
    draw: (doc: jsPDF, box: { x: number; y: number; width: number; height: number }) => void,
  ) {
    this.room(height);
    draw(this.doc, { x: PAGE.margin, y: this.y, width: this.width, height });
    this.y += height;
  }

  block(block: BlueprintBlock) {
    switch (block.kind) {
      case 'paragraph':
        this.text(block.text, TYPE.body);
        this.space(6);
        return;
      case 'subheading':
        this.space(4);
        this.heading(block.text, TYPE.subheading, 2);
        this.space(2);
        return;
      case 'bullets':
      case 'steps':
        block.items.forEach((item, index) => {
          this.text(item, TYPE.body, {
            indent: LIST_INDENT,
            marker: block.kind === 'bullets' ? 'bullet' : `${index + 1}.`,
          });
          this.space(3);
        });
        this.space(4);
        return;
    }
  }
}

/** Draws the running footer on every page: `ReflectAI - title` and 'Page i of n', then `lines`. */
function footers(doc: jsPDF, title: string, lines: readonly string[]) {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const top = doc.internal.pageSize.getHeight() - PAGE.margin - PAGE.footer + 8;
  const leading = TYPE.footer.size * 1.25;
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setDrawColor(226, 232, 240);
    doc.line(PAGE.margin, top, width - PAGE.margin, top);
    doc.setFont('helvetica', TYPE.footer.style);
    doc.setFontSize(TYPE.footer.size);
    doc.setTextColor(...COLORS.muted);
    doc.text(pdfSafeText(`ReflectAI - ${title}`), PAGE.margin, top + leading);
    doc.text(`Page ${page} of ${pages}`, width - PAGE.margin, top + leading, { align: 'right' });
    lines.forEach((line, index) => doc.text(pdfSafeText(line), PAGE.margin, top + (index + 2) * leading));
  }
}

/** A titled part of a document, made of blocks. */
export interface PdfSection {
  heading: string;
  blocks: readonly BlueprintBlock[];
}

/** What a document made in the browser holds, top to bottom. */
export interface PdfDocument<S extends PdfSection> {
  /** The small line above the title, e.g. 'ReflectAI - Mental Health Blueprints'. */
  kicker: string;
  title: string;
  subtitle: string;
  keywords: string;
  /** Shown in a shaded box under the title. */
  notice: string;
  sections: readonly S[];
  /** Under the title and page number in every footer. */
  footerLines: readonly string[];
  /** Draws what follows a section's blocks (a chart), if anything. */
  afterSection?: (section: S, layout: Layout) => void;
}

/**
 * Renders a document as an A4 PDF and returns its bytes. jsPDF loads here, on first use, so only
 * people who download a document ever fetch it. Streams stay uncompressed: the text remains
 * searchable and readable by any tool, for a few kilobytes more.
 */
export async function renderPdf<S extends PdfSection>(
  document: PdfDocument<S>,
): Promise<Uint8Array<ArrayBuffer>> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({
    title: pdfSafeText(document.title),
    subject: pdfSafeText(document.subtitle),
    author: 'ReflectAI',
    creator: 'ReflectAI',
    keywords: document.keywords,
  });
  doc.setLanguage('en-US');

  const layout = new Layout(doc);
  layout.text(document.kicker, TYPE.subtitle, { color: COLORS.accent });
  layout.space(6);
  layout.text(document.title, TYPE.title);
  layout.space(4);
  layout.text(document.subtitle, TYPE.subtitle, { color: COLORS.muted });
  layout.space(14);
  layout.notice(document.notice);
  for (const section of document.sections) {
    layout.space(16);
    layout.heading(section.heading, TYPE.heading, 3);
    layout.space(4);
    for (const block of section.blocks) layout.block(block);
    document.afterSection?.(section, layout);
  }
  footers(doc, document.title, document.footerLines);
  return new Uint8Array(doc.output('arraybuffer'));
}
