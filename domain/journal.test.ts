import { describe, expect, it } from 'vitest';
import {
  allTags,
  applyTemplate,
  emptyJournalEntry,
  entryHeadline,
  filterEntries,
  insertDictation,
  isBlankEntry,
  JOURNAL_LIMITS,
  JOURNAL_TEMPLATES,
  journalEntrySchema,
  journalStreak,
  normalizeTag,
  templateBody,
  type JournalEntryInput,
} from './journal';

const entry = (overrides: Partial<JournalEntryInput> = {}): JournalEntryInput => ({
  ...emptyJournalEntry(),
  body: 'Walked by the river.',
  ...overrides,
});

const firstError = (input: unknown) => {
  const result = journalEntrySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('journalEntrySchema', () => {
  it('should accept an entry at every bound', () => {
    const full = entry({
      title: 't'.repeat(JOURNAL_LIMITS.titleMaxLength),
      body: 'b'.repeat(JOURNAL_LIMITS.bodyMaxLength),
      mood: 5,
      emotions: ['happy', 'calm', 'grateful', 'hopeful', 'proud', 'excited', 'loved', 'relieved'],
      tags: Array.from({ length: JOURNAL_LIMITS.tagsMaxCount }, (_, i) => `tag ${i}`),
      template: 'thought-record',
    });
    expect(journalEntrySchema.safeParse(full).success).toBe(true);
  });

  it('should accept a check-in: a mood and nothing else', () => {
    expect(journalEntrySchema.safeParse(emptyJournalEntry(3)).success).toBe(true);
  });

  it('should refuse an entry with neither words nor a mood', () => {
    expect(firstError(emptyJournalEntry())).toBe('Write something or choose a mood first.');
    expect(firstError(entry({ body: '   \n ' }))).toBe('Write something or choose a mood first.');
  });

  it.each([
    ['a 121-character title', { title: 't'.repeat(121) }, 'Keep the title to 120 characters or fewer.'],
    ['a 20001-character text', { body: 'b'.repeat(20_001) }, 'Keep the entry to 20000 characters or fewer.'],
    ['mood 0', { mood: 0 }, 'Choose a mood from 1 to 5.'],
    ['mood 6', { mood: 6 }, 'Choose a mood from 1 to 5.'],
    ['an unknown emotion', { emotions: ['smug'] }, 'Choose emotions from the list.'],
    ['the same emotion twice', { emotions: ['sad', 'sad'] }, 'Each emotion can be chosen once.'],
    [
      'nine emotions',
      { emotions: ['happy', 'calm', 'grateful', 'hopeful', 'proud', 'excited', 'loved', 'relieved', 'sad'] },
      'Choose up to 8 emotions.',
    ],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Use up to 10 tags.'],
    ['a 31-character tag', { tags: ['t'.repeat(31)] }, 'Keep each tag to 30 characters or fewer.'],
    ['an empty tag', { tags: [''] }, 'A tag cannot be empty.'],
    ['an upper-case tag', { tags: ['Work'] }, 'Tags are lower case, without extra spaces.'],
    ['a tag with a comma', { tags: ['a,b'] }, 'A tag cannot contain a comma.'],
    ['the same tag twice', { tags: ['work', 'work'] }, 'Each tag can be used once.'],
  ])('should refuse %s', (_reason, overrides, message) => {
    expect(firstError({ ...entry(), ...overrides })).toBe(message);
  });

  it('should refuse a mood of 2.5 and an unknown template', () => {
    expect(journalEntrySchema.safeParse(entry({ mood: 2.5 })).success).toBe(false);
    expect(journalEntrySchema.safeParse({ ...entry(), template: 'dream-diary' }).success).toBe(false);
  });
});

describe('normalizeTag', () => {
  it('should trim, lower-case, drop a leading # and collapse spaces', () => {
    expect(normalizeTag('  #Work   Life ')).toBe('work life');
    expect(normalizeTag('Família')).toBe('família');
    expect(normalizeTag('   ')).toBe('');
  });
});

describe('templates', () => {
  it('should offer a CBT thought record with its six steps, gratitude and a daily reflection', () => {
    expect(JOURNAL_TEMPLATES.map((template) => template.name)).toEqual([
      'CBT thought record',
      'Gratitude',
      'Daily reflection',
    ]);
    expect(templateBody('thought-record')).toBe(
      'Situation:\n\nAutomatic thought:\n\nEmotions:\n\nEvidence for:\n\nEvidence against:\n\nBalanced thought:\n',
    );
  });

  it('should start an empty entry with the prompts and the template’s title', () => {
    const applied = applyTemplate(emptyJournalEntry(), 'gratitude');
    expect(applied.title).toBe('Gratitude');
    expect(applied.body).toBe(templateBody('gratitude'));
    expect(applied.template).toBe('gratitude');
  });

  it('should keep what is written and add the prompts below it', () => {
    const applied = applyTemplate(
      entry({ title: 'Rough Monday', body: 'The meeting went badly.\n' }),
      'thought-record',
    );
    expect(applied.title).toBe('Rough Monday');
    expect(applied.body).toBe(`The meeting went badly.\n\n${templateBody('thought-record')}`);
  });
});

describe('insertDictation', () => {
  it('should add the words at the cursor, keeping everything written around them', () => {
    const written = 'Woke early. Felt calm.';
    expect(insertDictation(written, 'Made tea first.', 11)).toEqual({
      body: 'Woke early. Made tea first. Felt calm.',
      cursor: 27,
    });
    expect(insertDictation('Woke early.', ' Made tea. ', 11)).toEqual({
      body: 'Woke early. Made tea.',
      cursor: 21,
    });
  });

  it('should not add a space after a line break, at the start or at the end', () => {
    const prompt = 'Situation:\n';
    expect(insertDictation(prompt, 'Missed the bus.', prompt.length).body).toBe(
      'Situation:\nMissed the bus.',
    );
    expect(insertDictation('', 'Hello', 0)).toEqual({ body: 'Hello', cursor: 5 });
    expect(insertDictation('a day', 'Today', 0)).toEqual({ body: 'Today a day', cursor: 5 });
  });

  it('should append at the end for a cursor beyond the text, and change nothing for silence', () => {
    expect(insertDictation('Walked.', 'Rested.', 99)).toEqual({ body: 'Walked. Rested.', cursor: 15 });
    expect(insertDictation('Walked.', '   ', 3)).toEqual({ body: 'Walked.', cursor: 3 });
  });
});

describe('isBlankEntry', () => {
  it('should call an entry blank until the person writes or chooses something', () => {
    expect(isBlankEntry(emptyJournalEntry())).toBe(true);
    expect(isBlankEntry(entry({ body: '  \n' }))).toBe(true);
    expect(isBlankEntry(applyTemplate(emptyJournalEntry(), 'thought-record'))).toBe(true);
    expect(isBlankEntry(emptyJournalEntry(1))).toBe(false);
    expect(isBlankEntry(entry({ body: '', title: 'Monday' }))).toBe(false);
    expect(isBlankEntry(entry({ body: '', emotions: ['sad'] }))).toBe(false);
    expect(isBlankEntry(entry({ body: '', tags: ['work'] }))).toBe(false);
    const started = applyTemplate(emptyJournalEntry(), 'gratitude');
    expect(
      isBlankEntry({ ...started, body: started.body.replace('grateful for:', 'grateful for: my sister') }),
    ).toBe(false);
  });
});

describe('entryHeadline', () => {
  it('should use the title, else the first line, else say it is a check-in', () => {
    expect(entryHeadline(entry({ title: 'A good day' }))).toBe('A good day');
    expect(entryHeadline(entry({ body: '\nSlept well.\nThen ran.' }))).toBe('Slept well.');
    expect(entryHeadline(entry({ body: 'x'.repeat(100) }))).toBe(`${'x'.repeat(79)}…`);
    expect(entryHeadline(emptyJournalEntry(4))).toBe('Mood check-in');
  });
});

describe('journalStreak', () => {
  const NY = 'America/New_York';
  // Noon on a New York calendar day (EST or EDT).
  const ny = (day: string) => new Date(`${day}T12:00:00-05:00`);

  it('should be zero without entries', () => {
    expect(journalStreak([], ny('2026-03-14'), NY)).toEqual({ current: 0, longest: 0, writtenToday: false });
  });

  it('should count consecutive days ending today, several entries a day counting once', () => {
    const dates = [
      ny('2026-03-12'),
      ny('2026-03-13'),
      ny('2026-03-14'),
      new Date('2026-03-14T20:00:00-05:00'),
    ];
    expect(journalStreak(dates, ny('2026-03-14'), NY)).toEqual({
      current: 3,
      longest: 3,
      writtenToday: true,
    });
  });

  it('should keep the streak alive through yesterday until today is over', () => {
    const dates = [ny('2026-03-12'), ny('2026-03-13')];
    expect(journalStreak(dates, new Date('2026-03-14T23:30:00-04:00'), NY)).toEqual({
      current: 2,
      longest: 2,
      writtenToday: false,
    });
  });

  it('should break after a missed day but remember the longest run', () => {
    const dates = [ny('2026-03-01'), ny('2026-03-02'), ny('2026-03-03'), ny('2026-03-04'), ny('2026-03-12')];
    expect(journalStreak(dates, ny('2026-03-14'), NY)).toEqual({
      current: 0,
      longest: 4,
      writtenToday: false,
    });
  });

  it('should count days in the person’s time zone, not in UTC', () => {
    // 23:30 on the 9th and 00:30 on the 10th in New York: two local days, though one UTC day.
    const dates = [new Date('2026-01-10T04:30:00Z'), new Date('2026-01-10T05:30:00Z')];
    const now = new Date('2026-01-10T06:00:00Z');
    expect(journalStreak(dates, now, NY).current).toBe(2);
    expect(journalStreak(dates, now, 'UTC').current).toBe(1);
  });

  it('should run across a daylight-saving change', () => {
    // Clocks went forward in New York on 8 March 2026.
    const dates = [ny('2026-03-07'), ny('2026-03-08'), ny('2026-03-09')];
    expect(journalStreak(dates, ny('2026-03-09'), NY).current).toBe(3);
  });

  it('should count an entry the server dated slightly ahead of this device’s clock as today', () => {
    const now = new Date('2026-03-14T23:59:00-04:00');
    const dates = [ny('2026-03-14'), new Date('2026-03-15T00:01:00-04:00')];
    expect(journalStreak(dates, now, NY)).toEqual({ current: 1, longest: 1, writtenToday: true });
  });
});

describe('filterEntries', () => {
  const UTC = 'UTC';
  const entries = [
    {
      ...entry({
        title: 'Café with Sam',
        body: 'Talked about the move.',
        mood: 4,
        tags: ['friends'],
        emotions: ['hopeful' as const],
      }),
      id: 'a',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    },
    {
      ...entry({ title: 'Deadline', body: 'Stressed about the report.', mood: 2, tags: ['work'] }),
      id: 'b',
      createdAt: new Date('2026-03-05T10:00:00Z'),
    },
    {
      ...entry({ title: '', body: '', mood: 2, tags: ['work', 'friends'] }),
      id: 'c',
      createdAt: new Date('2026-03-09T23:30:00Z'),
    },
  ];
  const ids = (filter: Parameters<typeof filterEntries>[1], timeZone = UTC) =>
    filterEntries(entries, filter, timeZone).map((found) => found.id);

  it('should return everything without filters', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  it('should find words anywhere, ignoring case and accents, every word required', () => {
    expect(ids({ text: 'cafe' })).toEqual(['a']);
    expect(ids({ text: 'REPORT' })).toEqual(['b']);
    expect(ids({ text: 'the move' })).toEqual(['a']);
    expect(ids({ text: 'move report' })).toEqual([]);
    expect(ids({ text: 'hopeful' })).toEqual(['a']);
    expect(ids({ text: 'friends' })).toEqual(['a', 'c']);
  });

  it('should filter by tag, mood and their combination', () => {
    expect(ids({ tag: 'work' })).toEqual(['b', 'c']);
    expect(ids({ tag: '#Work' })).toEqual(['b', 'c']);
    expect(ids({ mood: 2 })).toEqual(['b', 'c']);
    expect(ids({ mood: 2, tag: 'friends' })).toEqual(['c']);
    expect(ids({ mood: 5 })).toEqual([]);
  });

  it('should filter by an inclusive date range of local days', () => {
    expect(ids({ from: '2026-03-05' })).toEqual(['b', 'c']);
    expect(ids({ to: '2026-03-05' })).toEqual(['a', 'b']);
    expect(ids({ from: '2026-03-05', to: '2026-03-05' })).toEqual(['b']);
    // 23:30 UTC on the 9th is already the 10th in Tokyo.
    expect(ids({ from: '2026-03-10' }, 'Asia/Tokyo')).toEqual(['c']);
  });
});

describe('allTags', () => {
  it('should list each tag once, alphabetically', () => {
    expect(allTags([{ tags: ['work', 'sleep'] }, { tags: ['family', 'work'] }])).toEqual([
      'family',
      'sleep',
      'work',
    ]);
  });
});

describe('journal edge cases', () => {
  it('should drop only leading #s of a tag, and the spaces after them', () => {
    expect(normalizeTag('## grief')).toBe('grief');
    expect(normalizeTag('c#')).toBe('c#');
  });

  it('should accept a title alone, but not a title of spaces', () => {
    expect(firstError(entry({ title: 'Sunday', body: '' }))).toBeUndefined();
    expect(firstError(entry({ title: '   ', body: '' }))).toBe('Write something or choose a mood first.');
  });

  it("should give a template's prompts and title to an entry of spaces", () => {
    const applied = applyTemplate(entry({ title: '  ', body: ' \n ' }), 'thought-record');
    expect(applied.body).toBe(templateBody('thought-record'));
    expect(applied.title).toBe(JOURNAL_TEMPLATES.find((t) => t.id === 'thought-record')!.title);
  });

  it('should call an entry of spaces blank, and one with words not', () => {
    expect(isBlankEntry(entry({ title: '   ', body: '' }))).toBe(true);
    expect(isBlankEntry(entry({ title: '', body: 'A word.' }))).toBe(false);
  });

  it('should head an entry with its trimmed first line, cutting only past 80 characters', () => {
    expect(entryHeadline({ title: '', body: 'Hello there   \nmore', mood: null })).toBe('Hello there');
    const eighty = 'x'.repeat(80);
    expect(entryHeadline({ title: '', body: eighty, mood: null })).toBe(eighty);
    expect(entryHeadline({ title: '', body: '', mood: null })).toBe('Untitled entry');
    expect(entryHeadline({ title: '', body: '', mood: 3 })).toBe('Mood check-in');
  });

  it('should find words whatever their accents or case, but not across fields', () => {
    const found = (text: string) =>
      filterEntries(
        [{ ...entry({ title: 'Café', body: 'ness' }), id: 'a', createdAt: new Date('2026-03-01T10:00:00Z') }],
        { text },
        'UTC',
      ).length;
    expect(found('CAFE')).toBe(1);
    expect(found('café')).toBe(1);
    expect(found('caféness')).toBe(0);
  });
});
