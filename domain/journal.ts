/**
 * The journal (docs/product.md#journal): entries with a mood, emotion tags and free tags, guided templates,
 * the journaling streak and the list's filters. firestore.rules mirrors the limits and lists below.
 */
import { z } from 'zod';
import { dayNumber, localDateKey } from './time';

/** Bounds on one entry; mirrored in firestore.rules (`validJournalEntry`). */
export const JOURNAL_LIMITS = {
  titleMaxLength: 120,
  bodyMaxLength: 20_000,
  tagsMaxCount: 10,
  tagMaxLength: 30,
  emotionsMaxCount: 8,
} as const;

/** How long typing must pause before an entry saves itself (when Auto-Save is on). */
export const JOURNAL_AUTO_SAVE_DELAY_MS = 1000;

/** The five mood levels, lowest first. */
export const MOOD_LEVELS = [
  { value: 1, label: 'Very low', emoji: '😞' },
  { value: 2, label: 'Low', emoji: '🙁' },
  { value: 3, label: 'Okay', emoji: '😐' },
  { value: 4, label: 'Good', emoji: '🙂' },
  { value: 5, label: 'Great', emoji: '😄' },
] as const;

export type Mood = (typeof MOOD_LEVELS)[number]['value'];

/** The emotion tags a person can pick; mirrored in firestore.rules. */
export const EMOTIONS = [
  'happy',
  'calm',
  'grateful',
  'hopeful',
  'proud',
  'excited',
  'loved',
  'relieved',
  'anxious',
  'sad',
  'angry',
  'frustrated',
  'lonely',
  'overwhelmed',
  'stressed',
  'tired',
  'ashamed',
  'guilty',
  'afraid',
  'confused',
] as const;

export type Emotion = (typeof EMOTIONS)[number];

/** The guided templates: each prompt becomes a heading in the entry, with its hint shown beside. */
export const JOURNAL_TEMPLATES = [
  {
    id: 'thought-record',
    name: 'CBT thought record',
    description: 'Untangle a moment that upset you by weighing the thought behind it.',
    title: 'Thought record',
    prompts: [
      { heading: 'Situation', hint: 'What happened? Where were you, who was there, and when?' },
      {
        heading: 'Automatic thought',
        hint: 'What went through your mind? What did it say about you, other people or the future?',
      },
      { heading: 'Emotions', hint: 'What did you feel, and how strongly (0 to 100%)? Tag them below too.' },
      { heading: 'Evidence for', hint: 'Which facts support the thought?' },
      {
        heading: 'Evidence against',
        hint: 'Which facts do not fit it? What would you say to a friend who thought this?',
      },
      {
        heading: 'Balanced thought',
        hint: 'A fairer, fuller way to see it. How strong are the emotions now?',
      },
    ],
  },
  {
    id: 'gratitude',
    name: 'Gratitude',
    description: 'Notice what went well and who made a difference.',
    title: 'Gratitude',
    prompts: [
      {
        heading: 'Three things I am grateful for',
        hint: 'Big or small: a person, a moment, something you have.',
      },
      { heading: 'Why they matter to me', hint: 'What would be different without them?' },
      { heading: 'Someone I could thank', hint: 'Who helped, and how could you let them know?' },
    ],
  },
  {
    id: 'daily-reflection',
    name: 'Daily reflection',
    description: 'Look back on the day and choose what to carry forward.',
    title: 'Daily reflection',
    prompts: [
      { heading: 'How today went', hint: 'A few words on the day as a whole.' },
      { heading: 'Something I did well', hint: 'However small: it counts.' },
      { heading: 'What was hard', hint: 'What weighed on you, and how did you handle it?' },
      { heading: 'What I will carry into tomorrow', hint: 'One intention, lesson or kindness.' },
    ],
  },
] as const;

export type JournalTemplate = (typeof JOURNAL_TEMPLATES)[number];
export type JournalTemplateId = JournalTemplate['id'];

/** The template ids, mirrored in firestore.rules. */
export const JOURNAL_TEMPLATE_IDS = JOURNAL_TEMPLATES.map((template) => template.id) as [
  JournalTemplateId,
  ...JournalTemplateId[],
];

/** The template with this id. */
export function journalTemplate(id: JournalTemplateId): JournalTemplate {
  return JOURNAL_TEMPLATES.find((template) => template.id === id)!;
}

/** A tag as stored: trimmed, lower case, single spaces, without a leading '#'. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

const { titleMaxLength, bodyMaxLength, tagsMaxCount, tagMaxLength, emotionsMaxCount } = JOURNAL_LIMITS;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** Why an entry with neither words nor a mood cannot be saved. */
export const EMPTY_ENTRY_MESSAGE = 'Write something or choose a mood first.';

/** What a person writes in one entry, checked against the limits; the rules enforce the same. */
export const journalEntrySchema = z
  .object({
    title: z.string().max(titleMaxLength, `Keep the title to ${titleMaxLength} characters or fewer.`),
    body: z.string().max(bodyMaxLength, `Keep the entry to ${bodyMaxLength} characters or fewer.`),
    mood: z
      .number()
      .int()
      .min(1, 'Choose a mood from 1 to 5.')
      .max(5, 'Choose a mood from 1 to 5.')
      .nullable(),
    emotions: z
      .array(z.enum(EMOTIONS, 'Choose emotions from the list.'))
      .max(emotionsMaxCount, `Choose up to ${emotionsMaxCount} emotions.`)
      .refine(unique, 'Each emotion can be chosen once.'),
    tags: z
      .array(
        z
          .string()
          .min(1, 'A tag cannot be empty.')
          .max(tagMaxLength, `Keep each tag to ${tagMaxLength} characters or fewer.`)
          .refine((tag) => tag === normalizeTag(tag), 'Tags are lower case, without extra spaces.')
          .refine((tag) => !tag.includes(','), 'A tag cannot contain a comma.'),
      )
      .max(tagsMaxCount, `Use up to ${tagsMaxCount} tags.`)
      .refine(unique, 'Each tag can be used once.'),
    template: z.enum(JOURNAL_TEMPLATE_IDS).nullable(),
  })
  .refine((entry) => entry.mood !== null || entry.title.trim() !== '' || entry.body.trim() !== '', {
    message: EMPTY_ENTRY_MESSAGE,
    path: ['body'],
  });

/** The fields a person writes in an entry. */
export type JournalEntryInput = z.infer<typeof journalEntrySchema>;

/** A stored entry as the app shows it; timestamps are the server's. */
export interface JournalEntry extends JournalEntryInput {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A blank entry, optionally with a mood already chosen (the Home check-in). */
export function emptyJournalEntry(mood: Mood | null = null): JournalEntryInput {
  return { title: '', body: '', mood, emotions: [], tags: [], template: null };
}

/** The text a template starts an entry with: its prompts as headings, each followed by room to write. */
export function templateBody(id: JournalTemplateId): string {
  return journalTemplate(id)
    .prompts.map((prompt) => `${prompt.heading}:\n`)
    .join('\n');
}

/**
 * The entry with a template applied: the prompts go below whatever is written already (nothing is
 * replaced), and the template's title is used when the entry has none.
 */
export function applyTemplate(entry: JournalEntryInput, id: JournalTemplateId): JournalEntryInput {
  const scaffold = templateBody(id);
  const body = entry.body.trim() === '' ? scaffold : `${entry.body.trimEnd()}\n\n${scaffold}`;
  return {
    ...entry,
    body,
    title: entry.title.trim() === '' ? journalTemplate(id).title : entry.title,
    template: id,
  };
}

/**
 * `body` with dictated `words` added at `at` (the cursor, kept within the text), and where the cursor
 * goes: just after them. Nothing written is replaced, and a space parts the words from text they
 * would otherwise touch (docs/product.md#journal).
 */
export function insertDictation(body: string, words: string, at: number): { body: string; cursor: number } {
  const position = Math.min(Math.max(at, 0), body.length);
  const spoken = words.trim();
  if (spoken === '') return { body, cursor: position };
  const before = body.slice(0, position);
  const after = body.slice(position);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  return {
    body: `${before}${lead}${spoken}${trail}${after}`,
    cursor: position + lead.length + spoken.length,
  };
}

/** Whether the entry holds nothing the person wrote or chose: empty, or only a template's prompts. */
export function isBlankEntry(entry: JournalEntryInput): boolean {
  const template = entry.template ? journalTemplate(entry.template) : undefined;
  const title = entry.title.trim();
  const body = entry.body.trim();
  return (
    entry.mood === null &&
    entry.emotions.length === 0 &&
    entry.tags.length === 0 &&
    (title === '' || title === template?.title) &&
    (body === '' || (template !== undefined && body === templateBody(template.id).trim()))
  );
}

/** What an entry is called in lists: its title, else its first line, else what kind of entry it is. */
export function entryHeadline(entry: Pick<JournalEntryInput, 'title' | 'body' | 'mood'>): string {
  const title = entry.title.trim();
  if (title) return title;
  const firstLine = entry.body.trim().split('\n')[0]?.trim() ?? '';
  if (firstLine) return firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine;
  return entry.mood !== null ? 'Mood check-in' : 'Untitled entry';
}

/** The journaling streak: consecutive local days with at least one entry. */
export interface JournalStreak {
  /** Days in the run that ends today, or yesterday when today has no entry yet; 0 when broken. */
  current: number;
  /** The longest run ever. */
  longest: number;
  /** Whether today already has an entry. */
  writtenToday: boolean;
}

/** Computes the streak from the entries' dates, in the person's time zone (the device's by default). */
export function journalStreak(dates: readonly Date[], now: Date, timeZone?: string): JournalStreak {
  const today = dayNumber(localDateKey(now, timeZone));
  // An entry dated after today (a device clock running behind the server's) counts as today's.
  const days = [
    ...new Set(dates.map((date) => Math.min(today, dayNumber(localDateKey(date, timeZone))))),
  ].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let index = 0; index < days.length; index++) {
    run = index > 0 && days[index]! - days[index - 1]! === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = days.at(-1);
  const current = last !== undefined && (last === today || last === today - 1) ? run : 0;
  return { current, longest, writtenToday: days.includes(today) };
}

/** The journal list's filters; every one set must match. */
export interface JournalFilter {
  /** Words to find in the title, text, tags or emotions (each word must appear). */
  text?: string;
  tag?: string;
  mood?: Mood;
  /** First and last local day to include, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
}

// Lower case without accents, so 'cafe' finds 'Café'.
const foldCase = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The entries that match the filter, in their original order. */
export function filterEntries<T extends JournalEntryInput & { createdAt: Date }>(
  entries: readonly T[],
  filter: JournalFilter,
  timeZone?: string,
): T[] {
  const words = foldCase(filter.text ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const tag = filter.tag ? normalizeTag(filter.tag) : undefined;
  return entries.filter((entry) => {
    if (tag && !entry.tags.includes(tag)) return false;
    if (filter.mood !== undefined && entry.mood !== filter.mood) return false;
    if (filter.from || filter.to) {
      const day = localDateKey(entry.createdAt, timeZone);
      if (filter.from && day < filter.from) return false;
      if (filter.to && day > filter.to) return false;
    }
    if (words.length === 0) return true;
    const haystack = foldCase([entry.title, entry.body, ...entry.tags, ...entry.emotions].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

/** Every tag used across the entries, alphabetically, for the tag filter. */
export function allTags(entries: readonly Pick<JournalEntryInput, 'tags'>[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.tags))].sort((a, b) => a.localeCompare(b));
}
