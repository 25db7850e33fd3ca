/**
 * The person's own data as people read it (issue 5 item 9): the Markdown copy of everything stored
 * under `users/{uid}`, section by section, and the weekly journal export. Dates are written in the
 * person's time zone; the documents come page by page from an `ExportReader` (account-export.ts).
 */
import type {
  ExportContext,
  ExportDocument,
  ExportFields,
  ExportReader,
  ExportValue,
} from './account-export';
import { EMOTIONS, MOOD_LEVELS } from './journal';
import { SAFETY_PLAN_SECTIONS } from './safety-plan';
import { storedSettings } from './settings';
import { capitalise } from './text';
import { isoWeekDays, zonedFormatter } from './time';

const longDayFormat = zonedFormatter('en-US', { dateStyle: 'full' });
const clockFormat = zonedFormatter('en-US', { timeStyle: 'short' });
const dateTimeFormat = zonedFormatter('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const asDate = (value: ExportValue | undefined): Date | undefined => {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const longDay = (date: Date, zone: string) => longDayFormat(zone).format(date);
const clock = (date: Date, zone: string) => clockFormat(zone).format(date);
const dateTime = (value: ExportValue | undefined, zone: string) => {
  const date = asDate(value);
  return date ? dateTimeFormat(zone).format(date) : '—';
};

const text = (value: ExportValue | undefined) => (typeof value === 'string' ? value : '');
// One line, for headings and table cells: no line breaks, no pipes breaking the table.
const inline = (value: string) => value.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
// The person's own writing, its line breaks kept (two trailing spaces), without lines that would
// turn into headings of this file.
const block = (value: string) =>
  value
    .trim()
    .replace(/^(#{1,6}\s)/gm, '\\$1')
    .replace(/([^\n])\n(?=[^\n])/g, '$1  \n');
const quote = (value: string) =>
  block(value)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
// 'supportType' -> 'Support type'.
const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return capitalise(words);
};

/** A mood value as a person reads it: 'Good 🙂 (4/5)'. */
function recordedMood(mood: ExportValue | undefined): string | undefined {
  const level = MOOD_LEVELS.find((candidate) => candidate.value === mood);
  return level ? `${level.label} ${level.emoji} (${level.value}/5)` : undefined;
}

const stringList = (value: ExportValue | undefined) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const emotionNames = (value: ExportValue | undefined) =>
  stringList(value)
    .map((emotion) => ((EMOTIONS as readonly string[]).includes(emotion) ? capitalise(emotion) : emotion))
    .join(', ');

// Any value, readably: ISO times as dates, lists and maps spelled out.
function plainValue(value: ExportValue | undefined, zone: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)) return dateTime(value, zone);
    return inline(value) || '—';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length ? value.map((item) => plainValue(item, zone)).join(', ') : '—';
  const entries = Object.entries(value);
  return entries.length
    ? entries.map(([key, item]) => `${humanize(key)}: ${plainValue(item, zone)}`).join('; ')
    : '—';
}

/** Every field of a document as a bullet list, for data the app has no special layout for. */
function fieldList(data: ExportFields, zone: string, skip: readonly string[] = []): string {
  const lines = Object.keys(data)
    .filter((key) => !skip.includes(key))
    .sort()
    .map((key) => `- ${humanize(key)}: ${plainValue(data[key], zone)}`);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

async function* allDocuments(reader: ExportReader, path: string, order: 'id' | 'createdAt' = 'id') {
  for await (const page of reader.documents(path, order)) yield* page;
}

const isMoodOnly = (data: ExportFields) => text(data.title).trim() === '' && text(data.body).trim() === '';

/** One journal entry: time and title, then mood, emotions and tags, then the text. */
export function journalEntryMarkdown(entry: ExportDocument, zone: string): string {
  const { data } = entry;
  const created = asDate(data.createdAt);
  const title = inline(text(data.title)) || (isMoodOnly(data) ? 'Mood check-in' : 'Untitled entry');
  const lines = [`### ${created ? `${clock(created, zone)} · ` : ''}${title}`, ''];
  const mood = recordedMood(data.mood);
  if (mood) lines.push(`- Mood: ${mood}`);
  const emotions = emotionNames(data.emotions);
  if (emotions) lines.push(`- Emotions: ${emotions}`);
  const tags = stringList(data.tags);
  if (tags.length) lines.push(`- Tags: ${tags.map((tag) => `#${tag}`).join(' ')}`);
  if (typeof data.template === 'string') lines.push(`- Template: ${humanize(data.template)}`);
  if (lines.length > 2) lines.push('');
  const body = block(text(data.body));
  if (body) lines.push(body, '');
  return `${lines.join('\n')}\n`;
}

/** Journal entries oldest first, under a heading for each day; `state` carries the day across pages. */
function* journalByDay(entries: Iterable<ExportDocument>, zone: string, state: { day?: string }) {
  for (const entry of entries) {
    const created = asDate(entry.data.createdAt);
    const day = created ? longDay(created, zone) : 'Undated';
    if (day !== state.day) {
      state.day = day;
      yield `## ${day}\n\n`;
    }
    yield journalEntryMarkdown(entry, zone);
  }
}

/**
 * A week's journal as Markdown (the weekly export): the entries with words, by day, then the mood
 * check-ins. `entries` are oldest first.
 */
export function weeklyJournalMarkdown(
  week: string,
  entries: readonly ExportDocument[],
  context: ExportContext,
) {
  const zone = context.timeZone;
  const { startDate, endDate } = isoWeekDays(week);
  // A calendar day's name, whatever the zone: noon UTC of that day, written in UTC.
  const dayName = (key: string) => longDay(new Date(`${key}T12:00:00Z`), 'UTC');
  const header = [
    `# ReflectAI journal, week ${week}`,
    '',
    `${dayName(startDate)} to ${dayName(endDate)} (times in ${zone}). ` +
      `Prepared ${dateTime(context.exportedAt.toISOString(), zone)}.`,
    '',
  ].join('\n');
  const written = entries.filter((entry) => !isMoodOnly(entry.data));
  const moods = entries.filter((entry) => isMoodOnly(entry.data));
  const body = written.length
    ? [...journalByDay(written, zone, {})].join('')
    : 'No journal entries with words this week.\n\n';
  return `${header}\n${body}${moods.length ? `## Mood check-ins\n\n${moodTable(moods, zone)}` : ''}`;
}

function moodTable(moods: readonly ExportDocument[], zone: string): string {
  const rows = moods.map((entry) => {
    const created = asDate(entry.data.createdAt);
    const when = created ? `${longDay(created, zone)}, ${clock(created, zone)}` : 'Undated';
    return `| ${when} | ${recordedMood(entry.data.mood) ?? '—'} | ${emotionNames(entry.data.emotions) || '—'} |`;
  });
  return ['| When | Mood | Emotions |', '| --- | --- | --- |', ...rows, '', ''].join('\n');
}

const SETTING_LABELS = {
  theme: 'Theme',
  notifications: 'Journal reminders',
  dataExport: 'Weekly export of my journal',
  autoSave: 'Auto-save',
  memoryEnabled: 'Memory between conversations',
} as const;

const PROFILE_FIELDS: [string, string][] = [
  ['name', 'Name'],
  ['username', 'Username'],
  ['email', 'Email'],
  ['subscriptionPlan', 'Plan'],
  ['trialPlan', 'Trial plan'],
  ['trialStartedAt', 'Free trial started'],
  ['createdAt', 'Member since'],
  ['matchedCounselorPersonality', 'Counselor match'],
  ['isVipUser', 'VIP access'],
];

function profileSection(user: ExportFields | undefined, zone: string): string {
  if (!user) return '# Profile\n\nThere is no account record.\n\n';
  const known = PROFILE_FIELDS.map(([key, label]) => `- ${label}: ${plainValue(user[key], zone)}`);
  const other = fieldList(user, zone, [...PROFILE_FIELDS.map(([key]) => key), 'settings']);
  // A setting never saved is at its default, as the app shows it.
  const settings = storedSettings(user.settings);
  const settingLines = (Object.keys(SETTING_LABELS) as (keyof typeof SETTING_LABELS)[]).map((key) => {
    const value = settings[key];
    const shown = typeof value === 'boolean' ? (value ? 'On' : 'Off') : capitalise(String(value));
    return `- ${SETTING_LABELS[key]}: ${shown}`;
  });
  return `# Profile\n\n${known.join('\n')}\n${other}\n# Settings\n\n${settingLines.join('\n')}\n\n`;
}

// Sections the app knows how to lay out, in the order they appear; any other collection follows
// under 'Other data', so data added later is never left out.
const KNOWN_SECTIONS = [
  'journal',
  'goals',
  'reports',
  'conversations',
  'memories',
  'personalities',
  'safety',
  'usage',
  'exports',
] as const;
type KnownSection = (typeof KNOWN_SECTIONS)[number];

async function* journalSection(reader: ExportReader, zone: string) {
  yield '# Journal\n\n';
  const moods: ExportDocument[] = [];
  const state: { day?: string } = {};
  let written = 0;
  for await (const page of reader.documents('journal', 'createdAt')) {
    // Mood check-ins are small (no text): kept for their own table after the entries.
    moods.push(...page.filter((entry) => isMoodOnly(entry.data)));
    const entries = page.filter((entry) => !isMoodOnly(entry.data));
    written += entries.length;
    yield* journalByDay(entries, zone, state);
  }
  if (written === 0) yield 'No journal entries.\n\n';
  yield '# Moods\n\n';
  yield moods.length
    ? moodTable(moods, zone)
    : 'No mood check-ins (a check-in is a journal entry with only a mood).\n\n';
}

async function* goalsSection(reader: ExportReader, zone: string) {
  yield '# Goals\n\n';
  let count = 0;
  for await (const goal of allDocuments(reader, 'goals', 'createdAt')) {
    count++;
    const { data } = goal;
    yield `## ${inline(text(data.title)) || 'Untitled goal'}\n\n`;
    const status = typeof data.status === 'string' ? capitalise(data.status) : '—';
    yield `- Status: ${status}\n- Progress: ${plainValue(data.progress, zone)}%\n`;
    yield `- Target date: ${plainValue(data.targetDate, zone)}\n- Created: ${dateTime(data.createdAt, zone)}\n`;
    if (data.completedAt) yield `- Completed: ${dateTime(data.completedAt, zone)}\n`;
    yield fieldList(data, zone, [
      'title',
      'description',
      'status',
      'progress',
      'targetDate',
      'createdAt',
      'completedAt',
      'updatedAt',
    ]);
    const description = block(text(data.description));
    yield description ? `\n${description}\n\n` : '\n';
    let checkIns = 0;
    for await (const checkIn of allDocuments(reader, `goals/${goal.id}/checkIns`, 'createdAt')) {
      if (checkIns++ === 0) yield '### Check-ins\n\n';
      const note = inline(text(checkIn.data.note));
      yield `- ${dateTime(checkIn.data.createdAt, zone)}: ${plainValue(checkIn.data.progress, zone)}%${note ? ` · ${note}` : ''}\n`;
    }
    if (checkIns) yield '\n';
  }
  if (count === 0) yield 'No goals.\n\n';
}

async function* reportsSection(reader: ExportReader, zone: string) {
  yield '# Weekly reports\n\n';
  let count = 0;
  for await (const report of allDocuments(reader, 'reports')) {
    count++;
    yield `## Week ${inline(report.id)}\n\n${fieldList(report.data, zone)}\n`;
  }
  if (count === 0) yield 'No weekly reports.\n\n';
}

async function* conversationsSection(reader: ExportReader, zone: string) {
  yield '# Conversations\n\n';
  let count = 0;
  for await (const conversation of allDocuments(reader, 'conversations', 'createdAt')) {
    count++;
    const { data } = conversation;
    yield `## ${inline(text(data.title)) || 'Conversation'}\n\n`;
    yield `- Started: ${dateTime(data.createdAt, zone)}\n`;
    if (typeof data.supportType === 'string') yield `- Support: ${capitalise(data.supportType)}\n`;
    if (typeof data.personalityType === 'string') yield `- Personality: ${data.personalityType}\n`;
    yield '\n';
    for await (const message of allDocuments(
      reader,
      `conversations/${conversation.id}/messages`,
      'createdAt',
    )) {
      const speaker = message.data.role === 'user' ? 'You' : 'ReflectAI';
      const created = asDate(message.data.createdAt);
      yield `**${speaker}**${created ? ` (${dateTime(message.data.createdAt, zone)})` : ''}:\n\n`;
      yield `${quote(text(message.data.content)) || '>'}\n\n`;
      if (typeof message.data.notice === 'string') yield `_${inline(message.data.notice)}_\n\n`;
    }
  }
  if (count === 0) yield 'No conversations.\n\n';
}

async function* memoriesSection(reader: ExportReader, zone: string) {
  yield '# What your counselor remembers\n\n';
  let count = 0;
  for await (const item of allDocuments(reader, 'memories', 'createdAt')) {
    count++;
    const by = item.data.source === 'counselor' ? 'suggested by your counselor' : 'added by you';
    yield `- ${inline(text(item.data.text))} (${by}, ${dateTime(item.data.createdAt, zone)})\n`;
  }
  yield count ? '\n' : 'Nothing remembered.\n\n';
}

async function* personalitiesSection(reader: ExportReader, zone: string) {
  yield '# Custom personalities\n\n';
  let count = 0;
  for await (const personality of allDocuments(reader, 'personalities')) {
    count++;
    const { data } = personality;
    yield `## ${inline(text(data.name)) || personality.id}\n\n`;
    if (typeof data.basePersonality === 'string') yield `- Based on: ${data.basePersonality}\n`;
    if (text(data.description)) yield `- Description: ${inline(text(data.description))}\n`;
    yield fieldList(data, zone, ['name', 'basePersonality', 'description', 'instructions']);
    yield `\n${quote(text(data.instructions))}\n\n`;
  }
  if (count === 0) yield 'No custom personalities.\n\n';
}

async function* safetySection(reader: ExportReader, zone: string) {
  yield '# Safety plan\n\n';
  let count = 0;
  for await (const document of allDocuments(reader, 'safety')) {
    count++;
    if (document.id !== 'plan') {
      yield `## ${inline(document.id)}\n\n${fieldList(document.data, zone)}\n`;
      continue;
    }
    for (const section of SAFETY_PLAN_SECTIONS) {
      const written = block(text(document.data[section.key]));
      yield `## ${section.title}\n\n${written || '_Not filled in._'}\n\n`;
    }
    yield `Last changed: ${dateTime(document.data.updatedAt, zone)}\n\n`;
  }
  if (count === 0) yield 'No safety plan.\n\n';
}

async function* usageSection(reader: ExportReader) {
  yield '# Usage\n\n';
  const rows: string[] = [];
  for await (const period of allDocuments(reader, 'usage')) {
    rows.push(`| ${inline(period.id)} | ${typeof period.data.used === 'number' ? period.data.used : '—'} |`);
  }
  yield rows.length
    ? ['| Month (UTC) | Sessions used |', '| --- | --- |', ...rows, '', ''].join('\n')
    : 'No sessions used.\n\n';
}

async function* exportsSection(reader: ExportReader, zone: string) {
  yield '# Weekly exports\n\n';
  const rows: string[] = [];
  for await (const weekly of allDocuments(reader, 'exports')) {
    rows.push(
      `| ${inline(weekly.id)} | ${plainValue(weekly.data.entryCount, zone)} | ${dateTime(weekly.data.createdAt, zone)} |`,
    );
  }
  yield rows.length
    ? [
        'Copies of your journal made each week (their text is in the Journal section above).',
        '',
        '| Week | Entries | Prepared |',
        '| --- | --- | --- |',
        ...rows,
        '',
        '',
      ].join('\n')
    : 'None yet.\n\n';
}

async function* otherSection(reader: ExportReader, names: readonly string[], zone: string) {
  if (names.length === 0) return;
  yield '# Other data\n\n';
  for (const name of names) {
    yield `## ${humanize(name)}\n\n`;
    for await (const document of allDocuments(reader, name)) {
      yield `### ${inline(document.id)}\n\n${fieldList(document.data, zone) || '_No fields._\n'}\n`;
    }
  }
}

const SECTIONS: Record<KnownSection, (reader: ExportReader, zone: string) => AsyncGenerator<string>> = {
  journal: journalSection,
  goals: goalsSection,
  reports: reportsSection,
  conversations: conversationsSection,
  memories: memoriesSection,
  personalities: personalitiesSection,
  safety: safetySection,
  usage: usageSection,
  exports: exportsSection,
};

/**
 * Everything stored about the person as a readable Markdown document, produced piece by piece:
 * profile and settings, the journal by day (mood, emotions, tags, text), mood check-ins, goals with
 * their check-ins, weekly reports, conversations as transcripts, what the counselor remembers, custom
 * personalities, the safety plan, usage, weekly exports, and any other collection under the account.
 */
export async function* accountMarkdown(reader: ExportReader, context: ExportContext): AsyncGenerator<string> {
  const zone = context.timeZone;
  const [user, names] = await Promise.all([reader.user(), reader.collections('')]);
  yield [
    '# Your ReflectAI data',
    '',
    `Exported ${dateTime(context.exportedAt.toISOString(), zone)}; times are in ${zone}.`,
    'This is everything ReflectAI stores about you. The JSON export holds the same data for other apps.',
    '',
    '',
  ].join('\n');
  yield profileSection(user, zone);
  for (const section of KNOWN_SECTIONS) yield* SECTIONS[section](reader, zone);
  yield* otherSection(
    reader,
    names.filter((name) => !(KNOWN_SECTIONS as readonly string[]).includes(name)),
    zone,
  );
}
