import { describe, expect, it } from 'vitest';
import {
  accountJson,
  exportFileName,
  splitUtf8,
  utf8Bytes,
  type ExportDocument,
  type ExportFields,
} from './account-export';
import { collect, exampleAccount, memoryExportReader } from './account-export.fixtures';

const exportedAt = new Date('2026-11-20T10:00:00.000Z');

// The JSON export as accountJson writes it: documents `{id, data, collections?}`, to any depth.
type ExportedDocument = ExportDocument & { collections?: Record<string, ExportedDocument[]> };
interface ExportedAccount {
  user: ExportFields | null;
  collections: Record<string, ExportedDocument[]>;
}
const parseExport = (text: string) => JSON.parse(text) as ExportedAccount;

describe('accountJson', () => {
  const account = { uid: 'u1', email: 'jo@example.com' };

  it('should be valid JSON holding the record and every collection, nested ones under their document', async () => {
    const json = parseExport(await collect(accountJson(exampleAccount, { exportedAt, account })));
    expect(json).toMatchObject({
      format: 'reflectai-account-export',
      version: 1,
      exportedAt: '2026-11-20T10:00:00.000Z',
      account,
      user: { email: 'jo@example.com', settings: { theme: 'dark', dataExport: true } },
    });
    expect(Object.keys(json.collections)).toEqual([
      'conversations',
      'exports',
      'gardens',
      'goals',
      'journal',
      'memories',
      'personalities',
      'reports',
      'safety',
      'usage',
    ]);
    expect(json.collections.journal?.map((document) => document.id)).toEqual(['a', 'b', 'c']);
    expect(json.collections.journal?.[1]?.data.body).toContain('Missed the bus to my interview.');
    expect(json.collections.goals?.[0]?.collections?.checkIns?.[0]).toEqual({
      id: 'k1',
      data: { note: 'First run', progress: 20, createdAt: '2026-11-05T07:00:00.000Z' },
    });
    expect(json.collections.conversations?.[0]?.collections?.messages).toHaveLength(2);
    // A document without collections has no `collections` key.
    expect(json.collections.journal?.[0]).not.toHaveProperty('collections');
  });

  it('should export an account with nothing stored as an empty shape', async () => {
    const json = parseExport(
      await collect(accountJson(memoryExportReader(undefined, {}), { exportedAt, account })),
    );
    expect(json.user).toBeNull();
    expect(json.collections).toEqual({});
  });

  it('should keep an empty collection as an empty list', async () => {
    const json = parseExport(
      await collect(accountJson(memoryExportReader({}, { '': { journal: [] } }), { exportedAt, account })),
    );
    expect(json.collections).toEqual({ journal: [] });
  });
});

describe('splitUtf8', () => {
  it('should keep text that fits whole', () => {
    expect(splitUtf8('a\nb\n', 100)).toEqual(['a\nb\n']);
    expect(splitUtf8('', 100)).toEqual(['']);
  });

  it('should cut at line ends into parts no bigger than the bound, losing nothing', () => {
    const text = Array.from({ length: 50 }, (_, index) => `line ${index} é😄\n`).join('');
    const parts = splitUtf8(text, 64);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(utf8Bytes(part)).toBeLessThanOrEqual(64);
      expect(part.endsWith('\n')).toBe(true);
    }
  });

  it('should cut a line longer than a part between characters, never inside one', () => {
    const line = '😄'.repeat(10); // 4 bytes each
    const parts = splitUtf8(line, 10);
    expect(parts).toEqual(['😄😄', '😄😄', '😄😄', '😄😄', '😄😄']);
  });

  it('should count bytes as UTF-8 does', () => {
    expect(utf8Bytes('aé€😄')).toBe(1 + 2 + 3 + 4);
  });
});

describe('exportFileName', () => {
  it('should name the download by the day in the person’s zone', () => {
    expect(exportFileName('json', exportedAt)).toBe('reflectai-export-2026-11-20.json');
    expect(exportFileName('markdown', new Date('2026-11-20T23:30:00Z'), 'Asia/Tokyo')).toBe(
      'reflectai-export-2026-11-21.md',
    );
  });
});
