/**
 * Weekly mood reports (issue 5): one ISO week of a person's journal, Monday to Sunday in their time
 * zone, summed up: average mood and its change, top emotions, notable entries, goal progress and a
 * short written reflection (weekly-reflection.ts). Functions store each as users/{uid}/reports/{isoWeek}.
 */
import { z } from 'zod';
import { goalProgressSummary, type Goal } from './goals';
import { EMOTIONS, entryHeadline, type Emotion, type JournalEntry } from './journal';
import { averageMood, emotionFrequency, roundMood, withMood } from './patterns';
import { ISO_WEEK_PATTERN, isoWeekDays, isoWeekOf, localDateKey, shiftIsoWeek } from './time';

/** How many emotions a report names. */
export const REPORT_TOP_EMOTIONS = 3;

/** What a report reads from an entry. */
export type ReportEntry = Pick<JournalEntry, 'id' | 'title' | 'body' | 'mood' | 'emotions' | 'createdAt'>;

/** An entry a report points out: the week's lowest or highest mood. */
export interface NotableEntry {
  kind: 'lowest' | 'highest';
  entryId: string;
  headline: string;
  /** The local day it was written, 'YYYY-MM-DD'. */
  date: string;
  mood: number;
}

/** One week's report, without its written reflection. */
export interface WeeklyReportStats {
  /** The ISO week, '2026-W07'. */
  week: string;
  /** Its Monday and Sunday, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  /** The IANA time zone the week's days were counted in. */
  timeZone: string;
  entryCount: number;
  /** Entries with a mood. */
  moodCount: number;
  /** Days of the week with at least one entry. */
  activeDays: number;
  averageMood: number | null;
  previousAverageMood: number | null;
  /** averageMood minus previousAverageMood, when both exist. */
  moodChange: number | null;
  topEmotions: { emotion: Emotion; count: number }[];
  notableEntries: NotableEntry[];
  goals: ReturnType<typeof goalProgressSummary> & { completedThisWeek: number };
}

/** Where a report's reflection came from: the configured AI provider, or the local template. */
export type ReflectionSource = 'ai' | 'template';

/** A full weekly report. */
export interface WeeklyReport extends WeeklyReportStats {
  reflection: string;
  reflectionSource: ReflectionSource;
  /** Whether the week had ended when the report was made (a current week's report is partial). */
  complete: boolean;
  generatedAt: Date;
}

/** A report as the API sends it: `generatedAt` as an ISO 8601 string. */
export type WeeklyReportJson = Omit<WeeklyReport, 'generatedAt'> & { generatedAt: string };

const count = z.number().int().min(0);
const nullableMood = z.number().min(1).max(5).nullable();

/** A stored report's fields besides `generatedAt`, checked where a client reads them. */
export const storedReportSchema: z.ZodType<Omit<WeeklyReport, 'generatedAt'>> = z.object({
  week: z.string().regex(ISO_WEEK_PATTERN),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  entryCount: count,
  moodCount: count,
  activeDays: count,
  averageMood: nullableMood,
  previousAverageMood: nullableMood,
  moodChange: z.number().nullable(),
  topEmotions: z.array(z.object({ emotion: z.enum(EMOTIONS), count })),
  notableEntries: z.array(
    z.object({
      kind: z.enum(['lowest', 'highest']),
      entryId: z.string(),
      headline: z.string(),
      date: z.string(),
      mood: z.number().int().min(1).max(5),
    }),
  ),
  goals: z.object({
    active: count,
    completed: count,
    archived: count,
    averageProgress: z.number().min(0).max(100),
    completedThisWeek: count,
  }),
  reflection: z.string(),
  reflectionSource: z.enum(['ai', 'template']),
  complete: z.boolean(),
});

/** How many reports a person may ask for on demand per hour (each may call the AI provider). */
export const REPORT_RATE_LIMIT = { max: 20, windowMinutes: 60 } as const;

function notableEntries(entries: readonly ReportEntry[], timeZone: string): NotableEntry[] {
  const rated = withMood(entries).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rated.length === 0) return [];
  const notable = (kind: NotableEntry['kind'], entry: ReportEntry & { mood: number }): NotableEntry => ({
    kind,
    entryId: entry.id,
    headline: entryHeadline(entry),
    date: localDateKey(entry.createdAt, timeZone),
    mood: entry.mood,
  });
  // The earliest of the lowest and the latest of the highest: the dip, and where the week got to.
  const lowest = rated.reduce((low, entry) => (entry.mood < low.mood ? entry : low));
  const highest = rated.reduceRight((high, entry) => (entry.mood > high.mood ? entry : high));
  if (lowest.mood === highest.mood) return [notable('highest', highest)];
  return [notable('lowest', lowest), notable('highest', highest)];
}

/**
 * Computes one ISO week's report from the person's entries (any span: those of the week and the one
 * before are picked out by local day) and their goals as they stand now.
 */
export function computeWeeklyReport(input: {
  week: string;
  timeZone: string;
  entries: readonly ReportEntry[];
  goals: readonly Goal[];
}): WeeklyReportStats {
  const { week, timeZone, goals } = input;
  const { startDate, endDate } = isoWeekDays(week);
  const previousWeek = shiftIsoWeek(week, -1);
  const dayOf = (entry: ReportEntry) => localDateKey(entry.createdAt, timeZone);
  const entries = input.entries.filter((entry) => isoWeekOf(entry.createdAt, timeZone) === week);
  const before = input.entries.filter((entry) => isoWeekOf(entry.createdAt, timeZone) === previousWeek);
  const average = averageMood(entries);
  const previousAverage = averageMood(before);
  const inWeek = (date: Date | null) => date !== null && isoWeekOf(date, timeZone) === week;
  return {
    week,
    startDate,
    endDate,
    timeZone,
    entryCount: entries.length,
    moodCount: withMood(entries).length,
    activeDays: new Set(entries.map(dayOf)).size,
    averageMood: average,
    previousAverageMood: previousAverage,
    moodChange: average !== null && previousAverage !== null ? roundMood(average - previousAverage) : null,
    topEmotions: emotionFrequency(entries).slice(0, REPORT_TOP_EMOTIONS),
    notableEntries: notableEntries(entries, timeZone),
    goals: {
      ...goalProgressSummary(goals),
      completedThisWeek: goals.filter((goal) => goal.status === 'completed' && inWeek(goal.completedAt))
        .length,
    },
  };
}
