/**
 * What the account export's tests read (account-export.test.ts, account-export-markdown.test.ts): an
 * `ExportReader` over data in memory, paged like Firestore's, and an example account. Tests only.
 */
import type { ExportDocument, ExportFields, ExportReader } from './account-export';

/** A reader over data already in memory, Firestore's stand-in in tests (`collections` maps a path like 'goals/g1' to its collections). */
export function memoryExportReader(
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

/** Three journal entries: two with words (written out of order), one a mood check-in. */
export const JOURNAL = [
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

/** A whole account: the record, every collection the app knows, nested ones and one it does not. */
export const exampleAccount = memoryExportReader(
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

/** Everything a piece-by-piece export produces, as one string. */
export async function collect(chunks: AsyncIterable<string>) {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}
