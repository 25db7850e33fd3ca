import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** One line of text drawn on a page, where its baseline starts (points, from the bottom left). */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
}

/** What a test reads back from PDF bytes: metadata, page size and the text of each page. */
export interface ReadPdf {
  title: string | undefined;
  subject: string | undefined;
  pageCount: number;
  pageHeight: number;
  pages: PdfLine[][];
  /** Every line of every page, joined with newlines. */
  text: string;
}

// PDF literal-string escapes (jsPDF escapes parentheses and backslashes, and may write octal codes).
const unescape = (literal: string) =>
  literal.replace(/\\([0-7]{1,3}|.)/g, (_, code: string) =>
    /^[0-7]+$/.test(code) ? String.fromCharCode(parseInt(code, 8)) : code,
  );

/**
 * Parses PDF bytes with pdf-lib (an independent reader: a broken file fails to load) and pulls the
 * text out of each page's uncompressed content stream, as jsPDF writes it: `x y Td (text) Tj`.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const decoder = new TextDecoder('windows-1252');
  const pages = pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const lines: PdfLine[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) throw new Error('A page without a raw content stream');
      if (stream.dict.get(PDFName.of('Filter')))
        throw new Error('Compressed content: readPdf reads plain streams');
      const source = decoder.decode(stream.contents);
      for (const match of source.matchAll(/([\d.-]+) ([\d.-]+) Td\n\(((?:\\.|[^\\)])*)\) Tj/g)) {
        lines.push({ x: Number(match[1]), y: Number(match[2]), text: unescape(match[3]!) });
      }
    }
    return lines;
  });
  return {
    title: pdf.getTitle(),
    subject: pdf.getSubject(),
    pageCount: pdf.getPageCount(),
    pageHeight: pdf.getPage(0).getHeight(),
    pages,
    text: pages.flatMap((lines) => lines.map((line) => line.text)).join('\n'),
  };
}
