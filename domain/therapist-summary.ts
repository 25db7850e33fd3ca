/**
 * A summary for a therapist (docs/product.md#summary-for-a-therapist, issue 14): the person picks a
 * date range and what to include, and the browser builds the document from their own data. The
 * optional AI narrative is written from `TherapistSummaryStats` alone: numbers and headlines, and the
 * conversation excerpts only when the person ticked them.
 */
import { z } from 'zod';
import type { BlueprintBlock } from './blueprints';
import type { Goal } from './goals';
import type { JournalEntry } from './journal';
import { averageMood, emotionFrequency, moodLabel, withMood, type MoodDay } from './patterns';
import { SAFETY_PLAN_SECTIONS, type SafetyPlan } from './safety-plan';
import { plural } from './text';
import { addDays, DATE_KEY_PATTERN, dayNumber, localDateKey } from './time';

/** The document's title. */
export const THERAPIST_SUMMARY_TITLE = 'Self-reflection summary';

/** The label on the first page and the preview: what the document is, and what it is not. */
export const THERAPIST_SUMMARY_LABEL = 'Self-reported and AI-assisted. Not a clinical assessment.';

/** What the summary may hold, in the document's order; the label is the checkbox's. */
export const SUMMARY_SECTIONS = [
  { id: 'mood', label: 'Mood trends and chart', heading: 'Mood trends' },
  { id: 'themes', label: 'Recurring themes', heading: 'Recurring themes' },
  { id: 'goals', label: 'Goals and progress', heading: 'Goals and progress' },
  { id: 'safetyPlan', label: 'Safety plan', heading: 'Safety plan' },
  { id: 'excerpts', label: 'Conversation excerpts', heading: 'Conversation excerpts' },
] as const;

export type SummarySectionId = (typeof SUMMARY_SECTIONS)[number]['id'];

/** Ticked when the screen opens: everything but excerpts, which the person picks one by one. */
export const DEFAULT_SUMMARY_SECTIONS: readonly SummarySectionId[] = [
  'mood',
  'themes',
  'goals',
  'safetyPlan',
];

/** The range shown first, in days (today included), and the longest one allowed (the chart's width). */
export const SUMMARY_RANGE_DAYS = { default: 30, max: 366 } as const;

/** How many recurring emotions and tags the summary names. */
export const SUMMARY_TOP_THEMES = 5;

/** Longest narrative kept, in characters (a model's answer is cut to it). */
export const NARRATIVE_MAX_LENGTH = 800;

/** The local days the summary covers, 'YYYY-MM-DD', both included. */
export interface SummaryRange {
  from: string;
  to: string;
}

/** The last SUMMARY_RANGE_DAYS.default local days, today included. */
export function defaultSummaryRange(now: Date, timeZone?: string): SummaryRange {
  const to = localDateKey(now, timeZone);
  return { from: addDays(to, 1 - SUMMARY_RANGE_DAYS.default), to };
}

/** Why a range cannot be used, or undefined when it can. */
export function rangeProblem({ from, to }: SummaryRange): string | undefined {
  if (!DATE_KEY_PATTERN.test(from) || !DATE_KEY_PATTERN.test(to)) return 'Choose both dates.';
  if (from > to) return 'The start date must be on or before the end date.';
  if (addDays(from, SUMMARY_RANGE_DAYS.max) <= to) return `Choose at most ${SUMMARY_RANGE_DAYS.max} days.`;
  return undefined;
}

/** What the summary reads from a journal entry. */
export type SummaryEntry = Pick<JournalEntry, 'mood' | 'emotions' | 'tags' | 'createdAt'>;

/** A goal check-in with the goal it belongs to. */
export interface SummaryCheckIn {
  goalId: string;
  progress: number;
  note: string;
  createdAt: Date;
}

/** A message the person wrote in a conversation, which they may tick as an excerpt. */
export interface SummaryMessage {
  id: string;
  content: string;
  createdAt: Date;
}

/** Everything the summary is built from; entries, check-ins and messages may span any dates. */
export interface SummaryInput {
  range: SummaryRange;
  sections: readonly SummarySectionId[];
  entries: readonly SummaryEntry[];
  goals: readonly Goal[];
  checkIns: readonly SummaryCheckIn[];
  safetyPlan: SafetyPlan;
  /** The ticked messages. */
  excerpts: readonly SummaryMessage[];
  /** The AI narrative, when the person asked for one and it was written. */
  narrative?: string;
  /** Where the range's days are counted (the device's by default). */
  timeZone?: string;
}

/** One titled part of the document. */
export interface SummarySection {
  id: SummarySectionId | 'narrative';
  heading: string;
  blocks: BlueprintBlock[];
}

/** The document as the preview shows it and the PDF draws it. */
export interface TherapistSummary {
  title: string;
  label: string;
  /** 'November 1, 2026 to November 30, 2026'. */
  period: string;
  fileName: string;
  /** The mood day by day for the chart, when mood trends are included. */
  moodDays: MoodDay[] | undefined;
  sections: SummarySection[];
}

/** What the narrative is written from: numbers and headlines of the chosen sections only. */
export const therapistSummaryStatsSchema = z
  .object({
    from: z.string().regex(DATE_KEY_PATTERN),
    to: z.string().regex(DATE_KEY_PATTERN),
    mood: z
      .object({
        entryCount: z.number().int().min(0),
        moodCount: z.number().int().min(0),
        averageMood: z.number().min(1).max(5).nullable(),
        firstHalfAverage: z.number().min(1).max(5).nullable(),
        secondHalfAverage: z.number().min(1).max(5).nullable(),
      })
      .strict()
      .optional(),
    themes: z
      .object({
        emotions: z.array(z.object({ name: z.string().max(30), count: z.number().int().min(1) }).strict()),
        tags: z.array(z.object({ name: z.string().max(30), count: z.number().int().min(1) }).strict()),
      })
      .strict()
      .optional(),
    goals: z
      .array(
        z
          .object({
            title: z.string().max(120),
            status: z.enum(['active', 'completed', 'archived']),
            progress: z.number().int().min(0).max(100),
            checkIns: z.number().int().min(0),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    excerpts: z.array(z.string().max(2000)).max(20).optional(),
  })
  .strict();

export type TherapistSummaryStats = z.infer<typeof therapistSummaryStatsSchema>;

type Theme = { name: string; count: number };

const inRange = (date: Date, { from, to }: SummaryRange, timeZone?: string) => {
  const day = localDateKey(date, timeZone);
  return day >= from && day <= to;
};

const dayCount = ({ from, to }: SummaryRange) => dayNumber(to) - dayNumber(from) + 1;

/** The entries, check-ins and messages of the range (those are what make a range empty or not). */
export function datedInRange<T extends { createdAt: Date }>(
  items: readonly T[],
  range: SummaryRange,
  timeZone?: string,
): T[] {
  return items.filter((item) => inRange(item.createdAt, range, timeZone));
}

function moodDays(entries: readonly SummaryEntry[], range: SummaryRange, timeZone?: string): MoodDay[] {
  return Array.from({ length: dayCount(range) }, (_, index) => {
    const date = addDays(range.from, index);
    const moods = withMood(entries.filter((entry) => localDateKey(entry.createdAt, timeZone) === date));
    const average = averageMood(moods);
    return { date, average, count: moods.length };
  });
}

// Emotions and tags named more than once in the range, most frequent first.
function recurringThemes(entries: readonly SummaryEntry[]): { emotions: Theme[]; tags: Theme[] } {
  const tagCounts = new Map<string, number>();
  for (const tag of entries.flatMap((entry) => entry.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  const recurring = (themes: Theme[]) =>
    themes.filter((theme) => theme.count > 1).slice(0, SUMMARY_TOP_THEMES);
  return {
    emotions: recurring(emotionFrequency(entries).map(({ emotion, count }) => ({ name: emotion, count }))),
    tags: recurring(
      [...tagCounts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count),
    ),
  };
}

// Goals that existed by the range's end and had not been archived or completed before it began.
function goalsOfRange(goals: readonly Goal[], range: SummaryRange, timeZone?: string): Goal[] {
  return goals.filter(
    (goal) =>
      localDateKey(goal.createdAt, timeZone) <= range.to &&
      goal.status !== 'archived' &&
      (goal.completedAt === null || localDateKey(goal.completedAt, timeZone) >= range.from),
  );
}

/**
 * The narrative's input from the chosen sections: counts, averages, recurring emotions and tags,
 * goal titles and progress, and the ticked excerpts; never the journal's words.
 */
export function therapistSummaryStats(input: SummaryInput): TherapistSummaryStats {
  const { range, sections, timeZone } = input;
  const entries = datedInRange(input.entries, range, timeZone);
  const checkIns = datedInRange(input.checkIns, range, timeZone);
  const half = addDays(range.from, Math.floor(dayCount(range) / 2));
  const stats: TherapistSummaryStats = { from: range.from, to: range.to };
  if (sections.includes('mood')) {
    stats.mood = {
      entryCount: entries.length,
      moodCount: withMood(entries).length,
      averageMood: averageMood(entries),
      firstHalfAverage: averageMood(
        entries.filter((entry) => localDateKey(entry.createdAt, timeZone) < half),
      ),
      secondHalfAverage: averageMood(
        entries.filter((entry) => localDateKey(entry.createdAt, timeZone) >= half),
      ),
    };
  }
  if (sections.includes('themes')) stats.themes = recurringThemes(entries);
  if (sections.includes('goals')) {
    stats.goals = goalsOfRange(input.goals, range, timeZone).map((goal) => ({
      title: goal.title,
      status: goal.status,
      progress: goal.progress,
      checkIns: checkIns.filter((checkIn) => checkIn.goalId === goal.id).length,
    }));
  }
  if (sections.includes('excerpts') && input.excerpts.length > 0) {
    stats.excerpts = input.excerpts.map((excerpt) => excerpt.content);
  }
  return stats;
}

const longDate = (key: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${key}T00:00:00Z`),
  );

const moodText = (average: number | null) =>
  average === null
    ? 'no mood recorded'
    : `${average.toFixed(1)} out of 5 (${moodLabel(average).toLowerCase()})`;

const themeList = (themes: Theme[]) => themes.map((theme) => `${theme.name} (${theme.count})`);

function moodBlocks(stats: NonNullable<TherapistSummaryStats['mood']>): BlueprintBlock[] {
  const blocks: BlueprintBlock[] = [
    {
      kind: 'paragraph',
      text: `${plural(stats.entryCount, 'journal entry', 'journal entries')} in these dates, ${stats.moodCount} with a mood (1 = very low, 5 = great). Average mood: ${moodText(stats.averageMood)}.`,
    },
  ];
  if (stats.firstHalfAverage !== null && stats.secondHalfAverage !== null) {
    blocks.push({
      kind: 'paragraph',
      text: `First half of the period: ${moodText(stats.firstHalfAverage)}. Second half: ${moodText(stats.secondHalfAverage)}.`,
    });
  }
  return blocks;
}

function themeBlocks({ emotions, tags }: NonNullable<TherapistSummaryStats['themes']>): BlueprintBlock[] {
  if (emotions.length === 0 && tags.length === 0) {
    return [{ kind: 'paragraph', text: 'No emotion or tag came up more than once in these dates.' }];
  }
  return [
    ...(emotions.length > 0
      ? [
          {
            kind: 'paragraph',
            text: `Emotions named most often: ${themeList(emotions).join(', ')}.`,
          } as const,
        ]
      : []),
    ...(tags.length > 0
      ? [{ kind: 'paragraph', text: `Tags used most often: ${themeList(tags).join(', ')}.` } as const]
      : []),
  ];
}

function goalBlocks(input: SummaryInput): BlueprintBlock[] {
  const goals = goalsOfRange(input.goals, input.range, input.timeZone);
  if (goals.length === 0) return [{ kind: 'paragraph', text: 'No goals were set for these dates.' }];
  const checkIns = datedInRange(input.checkIns, input.range, input.timeZone).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return [
    {
      kind: 'bullets',
      items: goals.map((goal) => {
        const own = checkIns.filter((checkIn) => checkIn.goalId === goal.id);
        const status = goal.status === 'completed' ? 'completed' : `${goal.progress}% done`;
        const target = goal.targetDate ? `, target ${goal.targetDate}` : '';
        const latest = own.at(-1)?.note.trim();
        const notes = own.length > 0 ? `; ${plural(own.length, 'check-in')}` : '';
        return `${goal.title}: ${status}${target}${notes}${latest ? `, latest note: "${latest}"` : ''}.`;
      }),
    },
  ];
}

function safetyPlanBlocks(plan: SafetyPlan): BlueprintBlock[] {
  const written = SAFETY_PLAN_SECTIONS.filter(({ key }) => plan[key]?.trim());
  if (written.length === 0) return [{ kind: 'paragraph', text: 'No safety plan has been written yet.' }];
  return written.flatMap(({ key, title }) => [
    { kind: 'subheading', text: title } as const,
    { kind: 'paragraph', text: plan[key]!.trim() } as const,
  ]);
}

function excerptBlocks(excerpts: readonly SummaryMessage[], timeZone?: string): BlueprintBlock[] {
  if (excerpts.length === 0) return [{ kind: 'paragraph', text: 'No messages were chosen.' }];
  const ordered = [...excerpts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return [
    {
      kind: 'bullets',
      items: ordered.map(
        (message) => `${localDateKey(message.createdAt, timeZone)}: "${message.content.trim()}"`,
      ),
    },
  ];
}

/**
 * The document: the chosen sections, in SUMMARY_SECTIONS' order, each built from the range's data;
 * the narrative first when there is one. What the preview shows is exactly what the PDF draws.
 */
export function composeTherapistSummary(input: SummaryInput): TherapistSummary {
  const { range, sections: chosen, timeZone } = input;
  const stats = therapistSummaryStats(input);
  const blocksOf: Record<SummarySectionId, () => BlueprintBlock[]> = {
    mood: () => moodBlocks(stats.mood!),
    themes: () => themeBlocks(stats.themes!),
    goals: () => goalBlocks(input),
    safetyPlan: () => safetyPlanBlocks(input.safetyPlan),
    excerpts: () => excerptBlocks(input.excerpts, timeZone),
  };
  const sections: SummarySection[] = SUMMARY_SECTIONS.filter(({ id }) => chosen.includes(id)).map(
    ({ id, heading }) => ({ id, heading, blocks: blocksOf[id]() }),
  );
  if (input.narrative) {
    sections.unshift({
      id: 'narrative',
      heading: 'Narrative (written by AI from the numbers in this summary)',
      blocks: [{ kind: 'paragraph', text: input.narrative }],
    });
  }
  return {
    title: THERAPIST_SUMMARY_TITLE,
    label: THERAPIST_SUMMARY_LABEL,
    period: `${longDate(range.from)} to ${longDate(range.to)}`,
    fileName: `reflectai-summary-${range.from}-to-${range.to}.pdf`,
    moodDays: chosen.includes('mood')
      ? moodDays(datedInRange(input.entries, range, timeZone), range, timeZone)
      : undefined,
    sections,
  };
}

/**
 * What an AI provider is asked for the narrative: the stats only (TherapistSummaryStats), written for
 * a therapist to read, without diagnosing or inventing.
 */
export function narrativePrompt(stats: TherapistSummaryStats): { system: string; user: string } {
  const system = [
    'You write a short narrative for a self-reflection summary that a person will hand to their therapist.',
    'Write 2 to 4 plain, neutral sentences in the third person ("the person"), under 90 words, no headings',
    'or lists. Describe only what the data shows (mood and its change, recurring emotions and tags, goals,',
    'and the quoted messages if any). Do not diagnose, do not give advice, and do not invent anything.',
  ].join(' ');
  const { mood, themes, goals, excerpts } = stats;
  const lines = [
    `Dates: ${stats.from} to ${stats.to}.`,
    ...(mood
      ? [
          `Journal entries: ${mood.entryCount}, ${mood.moodCount} with a mood (1 = very low, 5 = great).`,
          `Average mood: ${mood.averageMood ?? 'none'}; first half: ${mood.firstHalfAverage ?? 'none'}; second half: ${mood.secondHalfAverage ?? 'none'}.`,
        ]
      : []),
    ...(themes
      ? [
          `Recurring emotions: ${themeList(themes.emotions).join(', ') || 'none'}.`,
          `Recurring tags: ${themeList(themes.tags).join(', ') || 'none'}.`,
        ]
      : []),
    ...(goals
      ? [
          `Goals: ${goals.map((goal) => `"${goal.title}" ${goal.status} at ${goal.progress}% (${goal.checkIns} check-ins)`).join('; ') || 'none'}.`,
        ]
      : []),
    ...(excerpts ? ['Messages the person chose to share:', ...excerpts.map((text) => `- ${text}`)] : []),
  ];
  return { system, user: lines.join('\n') };
}

/** A model's narrative as kept: trimmed and cut to NARRATIVE_MAX_LENGTH. */
export const cleanNarrative = (text: string) => text.trim().slice(0, NARRATIVE_MAX_LENGTH);
