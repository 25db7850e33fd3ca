/**
 * Weekly mood reports (issue 5): one ISO week of a person's journal, Monday to Sunday in their time
 * zone, summed up: average mood and its change, top emotions, notable entries, goal progress and a
 * short written reflection. Functions store each as users/{uid}/reports/{isoWeek}.
 */
import { z } from 'zod';
import { goalProgressSummary, type Goal } from './goals';
import {
  dayNumber,
  EMOTIONS,
  entryHeadline,
  localDateKey,
  MOOD_LEVELS,
  type Emotion,
  type JournalEntry,
} from './journal';
import { addDays, averageMood, emotionFrequency, roundMood, weekdayOf, withMood } from './patterns';
import { capitalise, joinList, plural } from './text';

/** An ISO week id as stored: '2026-W07'. */
export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** How many emotions a report names. */
export const REPORT_TOP_EMOTIONS = 3;

/** How much the average mood must move (on the 1–5 scale) to be called a change rather than steady. */
export const MOOD_CHANGE_THRESHOLD = 0.3;

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

/** Whether `timeZone` is an IANA time zone this runtime knows, e.g. 'Europe/Paris'. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.length > 0;
  } catch {
    return false;
  }
}

/** An IANA time zone as a browser sends it, e.g. 'Europe/Paris': one this runtime knows. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Use an IANA time zone such as Europe/Paris.');

/** How many reports a person may ask for on demand per hour (each may call the AI provider). */
export const REPORT_RATE_LIMIT = { max: 20, windowMinutes: 60 } as const;

const dayKey = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const pad = (value: number) => String(value).padStart(2, '0');

/** The ISO week a calendar day ('YYYY-MM-DD') belongs to: weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeekOfDay(key: string): string {
  const day = dayNumber(key);
  const mondayBased = (((day + 3) % 7) + 7) % 7;
  const thursday = day - mondayBased + 3;
  const year = Number(dayKey(thursday).slice(0, 4));
  const week = Math.floor((thursday - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The ISO week `date` falls in, counted in `timeZone` (the device's by default). */
export function isoWeekOf(date: Date, timeZone?: string): string {
  return isoWeekOfDay(localDateKey(date, timeZone));
}

/** Whether `week` is a real ISO week id ('2026-W53' is, '2025-W53' is not: 2025 has 52 weeks). */
export function isIsoWeek(week: string): boolean {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) return false;
  const number = Number(match[2]);
  return number >= 1 && number <= 53 && isoWeekOfDay(mondayOf(week)) === week;
}

function mondayOf(week: string): string {
  const [, year, number] = ISO_WEEK_PATTERN.exec(week) ?? [];
  const jan4 = dayNumber(`${year}-01-04`);
  const firstMonday = jan4 - ((((jan4 + 3) % 7) + 7) % 7);
  return dayKey(firstMonday + (Number(number) - 1) * 7);
}

/** The Monday and Sunday of an ISO week, 'YYYY-MM-DD'. */
export function isoWeekDays(week: string): { startDate: string; endDate: string } {
  if (!isIsoWeek(week)) throw new Error(`Not an ISO week: ${week}`);
  const startDate = mondayOf(week);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The ISO week `weeks` after `week` (before, when negative). */
export function shiftIsoWeek(week: string, weeks: number): string {
  return isoWeekOfDay(addDays(isoWeekDays(week).startDate, weeks * 7));
}

/**
 * Instants that surely contain the whole week in any time zone (UTC−12 to UTC+14), to query stored
 * timestamps with; the precise local week is then picked with `localDateKey`.
 */
export function isoWeekWindow(week: string): { from: Date; to: Date } {
  const { startDate, endDate } = isoWeekDays(week);
  const hour = 3_600_000;
  return {
    from: new Date(Date.parse(`${startDate}T00:00:00Z`) - 14 * hour),
    to: new Date(Date.parse(`${addDays(endDate, 1)}T00:00:00Z`) + 12 * hour),
  };
}

/** Whether the week is over at `now` in `timeZone`. */
export function isWeekOver(week: string, now: Date, timeZone: string): boolean {
  return localDateKey(now, timeZone) > isoWeekDays(week).endDate;
}

/** How far back a weekly job catches up: the weeks of missed runs are made on the next, up to this many. */
export const WEEKLY_JOB_BACKFILL_WEEKS = 4;

/** What a weekly job has done (its record, jobs/{name}): the week it first ran for, recent weeks finished. */
export interface WeeklyJobHistory {
  /** The first week the job made: nothing before it is ever backfilled. */
  since: string;
  /** Weeks finished for everyone (each person visited, none failed), within the catch-up window. */
  doneWeeks: readonly string[];
}

/**
 * The newest ISO week that has ended in every time zone (UTC−12 to UTC+14) at `now`: on Monday from
 * 12:00 UTC, last week; before that, the week before it.
 */
export function lastEndedWeek(now: Date): string {
  const lastWeek = shiftIsoWeek(isoWeekOf(now, 'UTC'), -1);
  return isoWeekWindow(lastWeek).to.getTime() <= now.getTime() ? lastWeek : shiftIsoWeek(lastWeek, -1);
}

/** The `maxWeeks` most recent weeks ended everywhere at `now`, oldest first: how far a job catches up. */
export function catchUpWindow(now: Date, maxWeeks = WEEKLY_JOB_BACKFILL_WEEKS): string[] {
  const latest = lastEndedWeek(now);
  return Array.from({ length: maxWeeks }, (_, index) => shiftIsoWeek(latest, index - maxWeeks + 1));
}

/**
 * The weeks a weekly job owes at `now`, oldest first: those of its catch-up window it has not finished,
 * none before its first. A job that has never run owes only the last ended week (it does not make
 * reports for weeks before it existed); one that missed runs owes their weeks too, up to `maxWeeks`.
 */
export function dueWeeks(
  history: WeeklyJobHistory | undefined,
  now: Date,
  maxWeeks = WEEKLY_JOB_BACKFILL_WEEKS,
): string[] {
  if (!history) return [lastEndedWeek(now)];
  return catchUpWindow(now, maxWeeks).filter(
    (week) => week >= history.since && !history.doneWeeks.includes(week),
  );
}

/** The job's history once `week` is finished: older weeks than the catch-up window are let go. */
export function withDoneWeek(
  history: WeeklyJobHistory,
  week: string,
  now: Date,
  maxWeeks = WEEKLY_JOB_BACKFILL_WEEKS,
): WeeklyJobHistory {
  const oldest = catchUpWindow(now, maxWeeks)[0]!;
  const doneWeeks = [...new Set([...history.doneWeeks, week])].filter((done) => done >= oldest).sort();
  return { since: history.since, doneWeeks };
}

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

/** The mood level's name nearest an average, e.g. 3.6 → 'Good'. */
export function moodLabel(average: number): string {
  const level = MOOD_LEVELS[Math.min(4, Math.max(0, Math.round(average) - 1))]!;
  return level.label;
}

// A small, evidence-based next step for the emotion that came up most.
const SUGGESTIONS: Partial<Record<Emotion, string>> = {
  anxious:
    'When anxiety shows up, try a thought record: write the worry down, then weigh the evidence for and against it.',
  afraid:
    'When fear shows up, try a thought record: write the worry down, then weigh the evidence for and against it.',
  stressed:
    'On stressful days, a few rounds of box breathing (in for 4, hold for 4, out for 4, hold for 4) can take the edge off.',
  overwhelmed: 'When everything feels like too much, pick one ten-minute first step and let the rest wait.',
  sad: 'Low days often lift a little with one small, pleasant activity planned ahead: a walk, a call, a favourite song.',
  lonely:
    'Loneliness eases with small contact: a message to one person you trust could be a good start this week.',
  tired: 'Tiredness came up often: protecting a regular bedtime this week may help more than it sounds.',
  angry:
    'When anger flares, noticing the thought behind it ("they should have...") can give you room to choose your response.',
  frustrated:
    'When frustration builds, naming what is in your control and what is not can make the next step clearer.',
  ashamed:
    'Shame tends to shrink when you answer it as you would a friend: what would you say to someone you care about?',
  guilty:
    'If guilt lingers, ask whether there is something to repair, or something to let go of. Both are allowed.',
  confused:
    'When things feel unclear, writing the question itself down is often the first step to an answer.',
};

const CLOSINGS = [
  'Whatever the week held, showing up to reflect on it is worth something.',
  'Be as kind to yourself next week as you would be to a good friend.',
  'Small, steady steps add up. See you next week.',
  'Noticing your patterns is how change begins.',
] as const;

/**
 * The local reflection, written from the numbers alone: deterministic (the same week reads the same)
 * and varied by what the week held. Used when no AI provider is configured or it fails.
 */
export function templateReflection(stats: WeeklyReportStats): string {
  if (stats.entryCount === 0) {
    return 'No journal entries this week yet. A few words or a quick mood check-in each day is enough for next week’s report to show your patterns.';
  }
  const sentences: string[] = [];
  sentences.push(
    stats.entryCount === 1
      ? 'You wrote one journal entry this week.'
      : `You wrote ${plural(stats.entryCount, 'journal entry', 'journal entries')} on ${plural(stats.activeDays, 'day')} this week.`,
  );
  if (stats.averageMood !== null) {
    const mood = `Your average mood was ${stats.averageMood.toFixed(1)} out of 5 (${moodLabel(stats.averageMood).toLowerCase()})`;
    if (stats.moodChange === null) sentences.push(`${mood}.`);
    else if (stats.moodChange >= MOOD_CHANGE_THRESHOLD)
      sentences.push(`${mood}, up ${stats.moodChange.toFixed(1)} from the week before.`);
    else if (stats.moodChange <= -MOOD_CHANGE_THRESHOLD)
      sentences.push(`${mood}, down ${Math.abs(stats.moodChange).toFixed(1)} from the week before.`);
    else sentences.push(`${mood}, much the same as the week before.`);
  }
  const lowest = stats.notableEntries.find((entry) => entry.kind === 'lowest');
  const highest = stats.notableEntries.find((entry) => entry.kind === 'highest');
  if (lowest && highest) {
    sentences.push(
      `${weekdayOf(lowest.date)} ("${lowest.headline}") was the hardest moment and ${weekdayOf(highest.date)} ("${highest.headline}") the brightest.`,
    );
  }
  const top = stats.topEmotions[0];
  if (top) {
    const names = stats.topEmotions.map((item) => item.emotion);
    sentences.push(
      `${capitalise(joinList(names))} came up most${names.length === 1 ? '' : ', in that order'}.`,
    );
    sentences.push(
      SUGGESTIONS[top.emotion] ??
        `Notice what helped you feel ${top.emotion}, and make a little more room for it next week.`,
    );
  }
  const { goals } = stats;
  if (goals.completedThisWeek > 0) {
    sentences.push(`You completed ${plural(goals.completedThisWeek, 'goal')} this week: well done.`);
  }
  if (goals.active > 0) {
    sentences.push(
      `Your ${plural(goals.active, 'active goal')} ${goals.active === 1 ? 'is' : 'are'} at ${goals.averageProgress}% on average.`,
    );
  }
  const weekNumber = Number(stats.week.slice(-2));
  sentences.push(CLOSINGS[(weekNumber + stats.entryCount) % CLOSINGS.length]!);
  return sentences.join(' ');
}

/** Longest reflection a report keeps, in characters (an AI's answer is cut to it). */
export const REFLECTION_MAX_LENGTH = 1200;

/**
 * What an AI provider is asked for the reflection: the week's numbers only (moods, emotions, days,
 * goals), never anything the person wrote, titles and first lines included.
 */
export function reflectionPrompt(stats: WeeklyReportStats): { system: string; user: string } {
  const system = [
    'You write the short weekly reflection in ReflectAI, a self-reflection journal app grounded in CBT.',
    'Write 3 to 5 warm, plain sentences in the second person, under 120 words, no headings or lists.',
    'Reflect the week back (mood, its change, emotions, notable moments, goals) and suggest one small,',
    'evidence-based step for next week. Do not diagnose, do not claim to be a therapist, and do not',
    'invent facts that are not in the data. If the data shows distress, gently mention that talking to',
    'someone they trust or a professional can help.',
  ].join(' ');
  const lines = [
    `Week ${stats.week} (${stats.startDate} to ${stats.endDate}).`,
    `Entries: ${stats.entryCount} on ${stats.activeDays} days; ${stats.moodCount} with a mood (1 = very low, 5 = great).`,
    `Average mood: ${stats.averageMood ?? 'none'}; previous week: ${stats.previousAverageMood ?? 'none'}.`,
    `Top emotions: ${stats.topEmotions.map((item) => `${item.emotion} (${item.count})`).join(', ') || 'none'}.`,
    ...stats.notableEntries.map((entry) => `${entry.kind} mood: ${entry.mood} on ${weekdayOf(entry.date)}.`),
    `Goals: ${stats.goals.active} active at ${stats.goals.averageProgress}% average progress, ${stats.goals.completedThisWeek} completed this week.`,
  ];
  return { system, user: lines.join('\n') };
}
