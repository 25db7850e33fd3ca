/**
 * Mental health tips (docs/product.md#home): the Pro card's "Mental health tips and reminders". Home shows
 * one short tip beside the journal reminder, chosen here from the person's own moods of the last week and
 * their goals; made in the browser from what Home already reads, nothing is sent anywhere.
 */
import { moodTrend, moodWindowStart, quote } from './daily-strategy';
import { isGoalOverdue, type Goal } from './goals';
import { includesPlanFeature, type Entitlement, type PlanTier } from './plans';
import { dayNumber, localDateKey } from './time';

/** Plans whose holders get a tip on Home: Pro and the plans above it (VIP too). */
export const TIP_PLANS = ['pro', 'elite'] as const satisfies readonly PlanTier[];

/** Whether the person gets a tip on Home. */
export function hasWellbeingTips(granted: Pick<Entitlement, 'source' | 'tier'>): boolean {
  return includesPlanFeature(TIP_PLANS, granted);
}

/** What a tip is chosen from: the journal's moods and the goals, as Home holds them. */
export interface TipInputs {
  now: Date;
  /** The person's zone (the device's by default): where today, and so a goal's lateness, is read. */
  timeZone?: string;
  entries: readonly { mood: number | null; createdAt: Date }[];
  goals: readonly Pick<Goal, 'title' | 'progress' | 'status' | 'targetDate'>[];
}

// Two wordings for each situation; the day picks one, so a situation that lasts does not read the same
// every day, and the tip stays put through the day.
const TIPS = {
  'low-mood': [
    () =>
      'Your check-ins have been low this week. Be gentle with yourself: one small kind thing today counts, and talking it through with your counselor or someone you trust can help.',
    () =>
      'It has been a heavy week. When it builds up, try slow breathing: in for four, hold for four, out for six, a few times over.',
  ],
  'falling-mood': [
    () =>
      'Your mood has dipped over the last few days. Notice what changed, sleep, people, workload, and write one line about it tonight.',
    () =>
      'Your mood has slipped a little this week. Short breaks between tasks, away from screens, help more than pushing through.',
  ],
  'overdue-goal': [
    (goal) =>
      `${goal} is past its date. Moving a date is not failing: pick a smaller next step and give it a new day.`,
    (goal) => `${goal} has run over its date. What got in the way? Shrinking the goal keeps it alive.`,
  ],
  'check-in': [
    () =>
      'You have not checked in this week. Rating your mood takes a second, and over a few weeks it shows what lifts you.',
    () => 'A quick mood check-in today helps you notice how you are really doing, not just how busy you are.',
  ],
  'first-step': [
    (goal) => `${goal} has not started yet. A five-minute first step today makes it real.`,
    (goal) => `Give ${goal} one small step today, so small it feels almost too easy.`,
  ],
  rising: [
    () => 'Your mood has been lifting. Write down what helped, so you can come back to it on a harder day.',
    () => 'Things have been looking up this week. Thank someone who was part of it: it lifts you both.',
  ],
  steady: [
    () => 'A steady week. Protect what keeps it so: regular sleep, time outside and someone to talk to.',
    () => 'Before bed tonight, note one thing that went well today, however small.',
  ],
} satisfies Record<string, readonly ((goal: string) => string)[]>;

/** What a tip answers: a low or falling week, a goal past its date or not begun, no check-in, a good or steady week. */
export type TipKind = keyof typeof TIPS;

/** A tip as Home shows it. */
export interface Tip {
  kind: TipKind;
  text: string;
}

/**
 * The tip for today: low or falling moods first, then a goal past its date, then a reminder to check in
 * when the week has no mood, then a goal not yet begun, then how the week's moods went. Deterministic:
 * the same inputs on the same day give the same tip.
 */
export function chooseTip({ now, timeZone, entries, goals }: TipInputs): Tip {
  const since = moodWindowStart(now);
  const moods = entries
    .filter((entry) => entry.createdAt >= since && entry.createdAt <= now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((entry) => (entry.mood === null ? [] : [entry.mood]));
  const trend = moodTrend(moods);
  const today = localDateKey(now, timeZone);
  const active = goals.filter((goal) => goal.status === 'active');
  const overdue = active.find((goal) => isGoalOverdue(goal, today));
  const unstarted = active.find((goal) => goal.progress === 0);

  const [kind, goal]: [TipKind, string] =
    trend === 'low'
      ? ['low-mood', '']
      : trend === 'falling'
        ? ['falling-mood', '']
        : overdue
          ? ['overdue-goal', quote(overdue.title)]
          : trend === 'none'
            ? ['check-in', '']
            : unstarted
              ? ['first-step', quote(unstarted.title)]
              : [trend, ''];
  const wordings: readonly ((goal: string) => string)[] = TIPS[kind];
  return { kind, text: wordings[dayNumber(today) % wordings.length]!(goal) };
}
