/**
 * The person's own data (issue 5 item 9): how it is read (`ExportReader`), everything stored under
 * `users/{uid}` as one JSON document, the download's name and the size bounds a stored export keeps
 * to. The readable Markdown copy and the weekly journal export are in account-export-markdown.ts.
 * Pure: the documents come from an `ExportReader`, which the functions back with Firestore, page by
 * page, so a large account never has to sit in memory at once.
 */
import { localDateKey } from './time';

/** A stored value as exported: timestamps are ISO 8601 strings, everything else plain JSON. */
export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };

/** A document's fields as exported. */
export type ExportFields = { [key: string]: ExportValue };

/** One exported document: its id and fields. */
export interface ExportDocument {
  id: string;
  data: ExportFields;
}

/** Reads one person's data. Paths are relative to `users/{uid}`: '' is the record itself. */
export interface ExportReader {
  /** The fields of `users/{uid}`, or undefined when there is no record. */
  user(): Promise<ExportFields | undefined>;
  /** The ids of the collections directly under a document ('' for `users/{uid}`, else e.g. 'goals/g1'). */
  collections(documentPath: string): Promise<string[]>;
  /**
   * The documents of a collection (e.g. 'journal' or 'goals/g1/checkIns') in pages, by id or oldest
   * first by `createdAt` (documents without `createdAt` are then left out).
   */
  documents(collectionPath: string, order?: 'id' | 'createdAt'): AsyncIterable<ExportDocument[]>;
}

/** Who the export is for and how to write its times. */
export interface ExportContext {
  exportedAt: Date;
  /** IANA time zone the dates are written in, e.g. 'Europe/Paris'. */
  timeZone: string;
}

/** How many weekly exports are kept; the weekly run deletes older ones. */
export const WEEKLY_EXPORTS_KEPT = 8;

/**
 * Largest Markdown part stored in one Firestore document, in UTF-8 bytes: Firestore caps a document
 * at 1 MiB, and this leaves room for the other fields.
 */
export const EXPORT_PART_MAX_BYTES = 900_000;

/** The file name a download gets, e.g. 'reflectai-export-2026-11-20.json'. */
export function exportFileName(format: 'json' | 'markdown', date: Date, timeZone = 'UTC'): string {
  return `reflectai-export-${localDateKey(date, timeZone)}.${format === 'json' ? 'json' : 'md'}`;
}

// ---------------------------------------------------------------------------------------------
// Size bounds

/** The UTF-8 size of `value` in bytes, as Firestore counts a string. */
export function utf8Bytes(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Splits text into parts of at most `maxBytes` UTF-8 bytes, at line ends where it can. */
export function splitUtf8(text: string, maxBytes: number): string[] {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  const push = (piece: string, bytes: number) => {
    if (currentBytes + bytes > maxBytes && current) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += piece;
    currentBytes += bytes;
  };
  for (const line of text.split(/(?<=\n)/)) {
    const bytes = utf8Bytes(line);
    if (bytes <= maxBytes) {
      push(line, bytes);
      continue;
    }
    // A line longer than a part: cut it between characters (never inside one).
    for (const char of line) push(char, utf8Bytes(char));
  }
  if (current || parts.length === 0) parts.push(current);
  return parts;
}

// ---------------------------------------------------------------------------------------------
// JSON

/** Identifies the JSON export's layout, for anyone reading it with a program. */
export const EXPORT_FORMAT = { format: 'reflectai-account-export', version: 1 } as const;

const pad = (depth: number) => '  '.repeat(depth);
const indented = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${pad(depth)}`);

/**
 * Everything stored about the person as one JSON document, produced piece by piece (pretty-printed):
 * `{format, version, exportedAt, account, user, collections}`, where `collections` maps each
 * collection under `users/{uid}` to its documents `{id, data, collections?}`, to any depth.
 * `account` is what the sign-in service holds (email, creation and last sign-in times).
 */
export async function* accountJson(
  reader: ExportReader,
  header: { exportedAt: Date; account: ExportFields },
): AsyncGenerator<string> {
  const [user, names] = await Promise.all([reader.user(), reader.collections('')]);
  yield [
    '{',
    `  "format": ${JSON.stringify(EXPORT_FORMAT.format)},`,
    `  "version": ${EXPORT_FORMAT.version},`,
    `  "exportedAt": ${JSON.stringify(header.exportedAt.toISOString())},`,
    `  "account": ${indented(header.account, 1)},`,
    `  "user": ${indented(user ?? null, 1)},`,
    '  "collections": ',
  ].join('\n');
  yield* collectionsJson(reader, '', names, 1);
  yield '\n}\n';
}

async function* collectionsJson(
  reader: ExportReader,
  documentPath: string,
  names: readonly string[],
  depth: number,
): AsyncGenerator<string> {
  if (names.length === 0) {
    yield '{}';
    return;
  }
  yield '{';
  for (const [index, name] of names.entries()) {
    const path = documentPath ? `${documentPath}/${name}` : name;
    yield `${index ? ',' : ''}\n${pad(depth + 1)}${JSON.stringify(name)}: [`;
    let count = 0;
    for await (const page of reader.documents(path)) {
      // A page's subcollections are looked up together, one round trip for the page.
      const nested = await Promise.all(page.map((document) => reader.collections(`${path}/${document.id}`)));
      for (const [position, document] of page.entries()) {
        const inner = pad(depth + 3);
        yield `${count++ ? ',' : ''}\n${pad(depth + 2)}{\n${inner}"id": ${JSON.stringify(document.id)},\n`;
        yield `${inner}"data": ${indented(document.data, depth + 3)}`;
        const below = nested[position]!;
        if (below.length) {
          yield `,\n${inner}"collections": `;
          yield* collectionsJson(reader, `${path}/${document.id}`, below, depth + 3);
        }
        yield `\n${pad(depth + 2)}}`;
      }
    }
    yield count ? `\n${pad(depth + 1)}]` : ']';
  }
  yield `\n${pad(depth)}}`;
}
