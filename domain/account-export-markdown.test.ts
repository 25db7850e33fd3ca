import { describe, expect, it } from 'vitest';
import type { ExportReader } from './account-export';
import { collect, exampleAccount, JOURNAL, memoryExportReader } from './account-export.fixtures';
import { accountMarkdown, weeklyJournalMarkdown } from './account-export-markdown';

const exportedAt = new Date('2026-11-20T10:00:00.000Z');

describe('accountMarkdown', () => {
  it('should write every section, the journal by day with mood, emotions and tags', async () => {
    const markdown = await collect(accountMarkdown(exampleAccount, { exportedAt, timeZone: 'UTC' }));
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
    const markdown = await collect(accountMarkdown(exampleAccount, { exportedAt, timeZone: 'UTC' }));
    const moods = markdown.slice(markdown.indexOf('# Moods'), markdown.indexOf('# Goals'));
    expect(moods).toContain('| Wednesday, November 18, 2026, 12:00 PM | Great 😄 (5/5) | Happy |');
    expect(markdown.slice(0, markdown.indexOf('# Moods'))).not.toContain('November 18');
  });

  it('should show profile, settings with defaults, goals with check-ins and transcripts in order', async () => {
    const markdown = await collect(accountMarkdown(exampleAccount, { exportedAt, timeZone: 'UTC' }));
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
    const markdown = await collect(accountMarkdown(exampleAccount, { exportedAt, timeZone: 'UTC' }));
    expect(markdown).toContain('# Other data\n\n## Gardens\n\n### g\n\n- Flowers: 3');
  });

  it('should write times in the time zone asked for', async () => {
    const markdown = await collect(accountMarkdown(exampleAccount, { exportedAt, timeZone: 'Asia/Tokyo' }));
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
      ...exampleAccount,
      async *documents(path, order) {
        let page = 0;
        for await (const documents of exampleAccount.documents(path, order)) {
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
