import { describe, expect, it } from 'vitest';
import {
  accountJson,
  accountMarkdown,
  exportFileName,
  splitUtf8,
  utf8Bytes,
  weeklyJournalMarkdown,
  type ExportDocument,
  type ExportFields,
  type ExportReader,
} from './account-export';

/** A reader over data already in memory (a test double for Firestore's) (`collections` maps a path like 'goals/g1' to its collections). */
function memoryExportReader(
  user: ExportFields | undefined,
  collections: Record<string, Record<string, ExportDocument[]>>,
  pageSize = 2,
): ExportReader {
  const byPath = new Map<string, ExportDocument[]>();
  for (const [documentPath, named] of Object.entries(collections)) {
    for (const [name, documents] of Object.entries(named)) {
      byPath.set(documentPath ? `${documentPath}/${name}` : name, documents);
    }
  }
  return {
    user: async () => user,
    collections: async (documentPath) => Object.keys(collections[documentPath] ?? {}).sort(),
    async *documents(path, order = 'id') {
      const documents = [...(byPath.get(path) ?? [])];
      const sorted =
        order === 'id'
          ? documents.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          : documents
              .filter((document) => typeof document.data.createdAt === 'string')
              .sort((a, b) => String(a.data.createdAt).localeCompare(String(b.data.createdAt)));
      for (let index = 0; index < sorted.length; index += pageSize)
        yield sorted.slice(index, index + pageSize);
    },
  };
}

const entry = (id: string, createdAt: string, fields: Record<string, unknown>): ExportDocument => ({
  id,
  data: {
    title: '',
    body: '',
    mood: null,
    emotions: [],
    tags: [],
    template: null,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  } as ExportDocument['data'],
});

const JOURNAL = [
  entry('b', '2026-11-17T08:30:00.000Z', {
    title: 'Missed the bus',
    body: 'Situation:\nMissed the bus to my interview.\n# not a heading',
    mood: 2,
    emotions: ['anxious', 'tired'],
    tags: ['commute'],
    template: 'thought-record',
  }),
  entry('a', '2026-11-16T21:05:00.000Z', { body: 'Quiet evening walk by the river.', mood: 4 }),
  entry('c', '2026-11-18T12:00:00.000Z', { mood: 5, emotions: ['happy'] }),
];

const reader = memoryExportReader(
  {
    name: 'Jo',
    username: 'jo',
    email: 'jo@example.com',
    subscriptionPlan: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    trialStartedAt: '2026-11-01T10:00:00.000Z',
    isVipUser: false,
    settings: { theme: 'dark', dataExport: true },
  },
  {
    '': {
      journal: JOURNAL,
      goals: [
        {
          id: 'g1',
          data: {
            title: 'Run a 5k',
            description: 'Three runs a week.',
            status: 'active',
            progress: 40,
            targetDate: '2026-12-31',
            createdAt: '2026-11-02T09:00:00.000Z',
            completedAt: null,
          },
        },
      ],
      reports: [{ id: '2026-W46', data: { averageMood: 3.5, reflection: 'A steadier week.' } }],
      conversations: [
        {
          id: 'c1',
          data: { title: 'Feeling stuck', supportType: 'emotional', createdAt: '2026-11-10T18:00:00.000Z' },
        },
      ],
      memories: [
        {
          id: 'm2',
          data: { text: 'Walking helps', source: 'user', createdAt: '2026-11-12T08:00:00.000Z' },
        },
        {
          id: 'm1',
          data: { text: 'Sister: Ana', source: 'counselor', createdAt: '2026-11-10T19:00:00.000Z' },
        },
      ],
      personalities: [
        {
          id: 'p1',
          data: {
            name: 'Coach Sam',
            basePersonality: 'practical',
            description: '',
            instructions: 'Be brief.',
          },
        },
      ],
      safety: [{ id: 'plan', data: { warningSigns: 'Not sleeping', updatedAt: '2026-11-03T10:00:00.000Z' } }],
      usage: [{ id: '2026-11', data: { used: 3 } }],
      exports: [{ id: '2026-W46', data: { entryCount: 2, createdAt: '2026-11-16T03:00:00.000Z' } }],
      gardens: [{ id: 'g', data: { flowers: 3 } }],
    },
    'goals/g1': {
      checkIns: [
        { id: 'k1', data: { note: 'First run', progress: 20, createdAt: '2026-11-05T07:00:00.000Z' } },
      ],
    },
    'conversations/c1': {
      messages: [
        {
          id: 'm2',
          data: {
            role: 'assistant',
            content: 'That sounds heavy.\nTell me more.',
            createdAt: '2026-11-10T18:00:01.000Z',
          },
        },
        {
          id: 'm1',
          data: { role: 'user', content: 'I feel stuck at work', createdAt: '2026-11-10T18:00:00.000Z' },
        },
      ],
    },
  },
);

async function collect(chunks: AsyncIterable<string>) {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

const exportedAt = new Date('2026-11-20T10:00:00.000Z');

describe('accountMarkdown', () => {
  it('should write every section, the journal by day with mood, emotions and tags', async () => {
    const markdown = await collect(accountMarkdown(reader, { exportedAt, timeZone: 'UTC' }));
    const headings = markdown.split('\n').filter((line) => line.startsWith('# '));
    expect(headings).toEqual([
      '# Your ReflectAI data',
      '# Profile',
      '# Settings',
      '# Journal',
      '# Moods',
      '# Goals',
      '# Weekly reports',
      '# Conversations',
      '# What your counselor remembers',
      '# Custom personalities',
      '# Safety plan',
      '# Usage',
      '# Weekly exports',
      '# Other data',
    ]);
    // Oldest first, each under its day.
    expect(markdown.indexOf('## Monday, November 16, 2026')).toBeLessThan(
      markdown.indexOf('Quiet evening walk'),
    );
    expect(markdown.indexOf('Quiet evening walk')).toBeLessThan(
      markdown.indexOf('## Tuesday, November 17, 2026'),
    );
    expect(markdown).toContain('### 8:30 AM · Missed the bus');
    expect(markdown).toContain('- Mood: Low 🙁 (2/5)\n- Emotions: Anxious, Tired\n- Tags: #commute');
    // The person's text cannot become a heading of the document.
    expect(markdown).toContain('\\# not a heading');
  });

  it('should list mood-only entries as check-ins, not as journal entries', async () => {
    const markdown = await collect(accountMarkdown(reader, { exportedAt, timeZone: 'UTC' }));
    const moods = markdown.slice(markdown.indexOf('# Moods'), markdown.indexOf('# Goals'));
    expect(moods).toContain('| Wednesday, November 18, 2026, 12:00 PM | Great 😄 (5/5) | Happy |');
    expect(markdown.slice(0, markdown.indexOf('# Moods'))).not.toContain('November 18');
  });

  it('should show profile, settings with defaults, goals with check-ins and transcripts in order', async () => {
    const markdown = await collect(accountMarkdown(reader, { exportedAt, timeZone: 'UTC' }));
    expect(markdown).toContain('- Email: jo@example.com');
    expect(markdown).toContain('- Member since: Nov 1, 2026, 10:00 AM');
    expect(markdown).toContain(
      '- Theme: Dark\n- Journal reminders: On\n- Weekly export of my journal: On\n- Auto-save: On\n- Memory between conversations: On',
    );
    expect(markdown).toContain(
      '# What your counselor remembers\n\n' +
        '- Sister: Ana (suggested by your counselor, Nov 10, 2026, 7:00 PM)\n' +
        '- Walking helps (added by you, Nov 12, 2026, 8:00 AM)\n',
    );
    expect(markdown).toContain('## Run a 5k');
    expect(markdown).toContain('- Nov 5, 2026, 7:00 AM: 20% · First run');
    const you = markdown.indexOf('**You** (Nov 10, 2026, 6:00 PM):\n\n> I feel stuck at work');
    const reply = markdown.indexOf('**ReflectAI**');
    expect(you).toBeGreaterThan(0);
    expect(reply).toBeGreaterThan(you);
    expect(markdown).toContain('> That sounds heavy.  \n> Tell me more.');
    expect(markdown).toContain('## My warning signs\n\nNot sleeping');
    expect(markdown).toContain('| 2026-11 | 3 |');
    expect(markdown).toContain('- Reflection: A steadier week.');
  });

  it('should include collections it has no layout for, so later data is never left out', async () => {
    const markdown = await collect(accountMarkdown(reader, { exportedAt, timeZone: 'UTC' }));
    expect(markdown).toContain('# Other data\n\n## Gardens\n\n### g\n\n- Flowers: 3');
  });

  it('should write times in the time zone asked for', async () => {
    const markdown = await collect(accountMarkdown(reader, { exportedAt, timeZone: 'Asia/Tokyo' }));
    // 21:05 UTC on the 16th is 6:05 AM on the 17th in Tokyo.
    expect(markdown).toContain('## Tuesday, November 17, 2026\n\n### 6:05 AM');
    expect(markdown).toContain('times are in Asia/Tokyo');
  });

  it('should say plainly when there is nothing yet', async () => {
    const markdown = await collect(
      accountMarkdown(memoryExportReader(undefined, {}), { exportedAt, timeZone: 'UTC' }),
    );
    expect(markdown).toContain('There is no account record.');
    expect(markdown).toContain('No journal entries.');
    expect(markdown).toContain('No conversations.');
    expect(markdown).not.toContain('# Other data');
  });

  it('should read the journal page by page without waiting for the whole of it', async () => {
    const pagesRead: number[] = [];
    const paged: ExportReader = {
      ...reader,
      async *documents(path, order) {
        let page = 0;
        for await (const documents of reader.documents(path, order)) {
          if (path === 'journal') pagesRead.push(page++);
          yield documents;
        }
      },
    };
    const chunks = accountMarkdown(paged, { exportedAt, timeZone: 'UTC' })[Symbol.asyncIterator]();
    let seen = '';
    while (!seen.includes('Quiet evening walk')) seen += (await chunks.next()).value;
    expect(pagesRead).toEqual([0]);
  });
});

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
    const json = parseExport(await collect(accountJson(reader, { exportedAt, account })));
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

describe('weeklyJournalMarkdown', () => {
  it('should write the week with its entries by day and its check-ins', () => {
    const markdown = weeklyJournalMarkdown(
      '2026-W47',
      [...JOURNAL].sort((a, b) => String(a.data.createdAt).localeCompare(String(b.data.createdAt))),
      { exportedAt, timeZone: 'UTC' },
    );
    expect(markdown).toContain('# ReflectAI journal, week 2026-W47');
    expect(markdown).toContain('Monday, November 16, 2026 to Sunday, November 22, 2026');
    expect(markdown).toContain('Missed the bus to my interview.');
    expect(markdown).toContain('## Mood check-ins');
  });

  it('should say when a week has only check-ins', () => {
    const markdown = weeklyJournalMarkdown('2026-W47', [JOURNAL[2]!], { exportedAt, timeZone: 'UTC' });
    expect(markdown).toContain('No journal entries with words this week.');
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
