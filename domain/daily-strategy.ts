/**
 * The Elite daily strategy (docs/product.md#daily-strategy): one short, personal strategy for today on
 * Home, made once per local day from the person's active goals, the moods of the last week and what
 * the counselor remembers; by a model when there is one, else by the composer here. Stored at
 * users/{uid}/strategies/{YYYY-MM-DD}; firestore.rules lets the owner change only `dismissed`.
 */
import type { Goal } from './goals';
import { includesPlanFeature, type Entitlement, type PlanTier } from './plans';
import { excerpt } from './text';
import { DAY_MS, dayNumber, localDateKey } from './time';

/** Bounds: the text's length, how far back moods are read, how many goals and memories are used, the model's wait. */
export const STRATEGY_LIMITS = {
  maxLength: 300,
  moodDays: 7,
  maxGoals: 3,
  maxMemories: 20,
  modelTimeoutMs: 6_000,
} as const;

/** Who made a stored strategy: the model, or the offline composer. */
export type StrategySource = 'ai' | 'offline';

/** A strategy as `GET /api/strategy/today` returns it; `date` is its day, the document's id. */
export interface DailyStrategyJson {
  date: string;
  text: string;
  createdAt: string;
  dismissed: boolean;
  source: StrategySource;
}

/** Plans whose holders get a daily strategy (the Elite card's "Personalized daily strategy messages"). */
export const STRATEGY_PLANS = ['elite'] as const satisfies readonly PlanTier[];

/** The feature a 403 `subscription_required` names for the daily strategy. */
export const STRATEGY_FEATURE = 'daily-strategy';

/** Whether the person gets a daily strategy: VIP, and those with an Elite plan (subscribed or in its trial). */
export function hasDailyStrategy(granted: Pick<Entitlement, 'source' | 'tier'>): boolean {
  return includesPlanFeature(STRATEGY_PLANS, granted);
}

/** The day a strategy belongs to: the person's local date at `now` in `timeZone`, 'YYYY-MM-DD'. */
export function strategyDay(now: Date, timeZone: string): string {
  return localDateKey(now, timeZone);
}

/** What a strategy is made from; texts that read as crisis are left out by the caller beforehand. */
export interface StrategyInputs {
  /** Today, 'YYYY-MM-DD': varies the wording from day to day. */
  day: string;
  /** Active goals, furthest from done first (at most STRATEGY_LIMITS.maxGoals). */
  goals: readonly { title: string; progress: number }[];
  /** Moods (1 to 5) of the last STRATEGY_LIMITS.moodDays days, oldest first. */
  moods: readonly number[];
  /** What the counselor remembers; empty while memory is paused. */
  memories: readonly string[];
}

/** Where the moods a strategy reads begin: STRATEGY_LIMITS.moodDays before `now`. */
export function moodWindowStart(now: Date): Date {
  return new Date(now.getTime() - STRATEGY_LIMITS.moodDays * DAY_MS);
}

/**
 * The inputs from what is stored, each bounded: the active goals furthest from done, the moods of
 * entries from the last STRATEGY_LIMITS.moodDays days (oldest first), the newest memories.
 */
export function strategyInputs(stored: {
  day: string;
  now: Date;
  goals: readonly Pick<Goal, 'title' | 'progress' | 'status'>[];
  entries: readonly { mood: number | null; createdAt: Date }[];
  memories: readonly string[];
}): StrategyInputs {
  const since = moodWindowStart(stored.now);
  return {
    day: stored.day,
    goals: stored.goals
      .filter((goal) => goal.status === 'active')
      .sort((a, b) => a.progress - b.progress)
      .slice(0, STRATEGY_LIMITS.maxGoals)
      .map(({ title, progress }) => ({ title, progress })),
    moods: [...stored.entries]
      .filter((entry) => entry.createdAt >= since && entry.createdAt <= stored.now)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .flatMap((entry) => (entry.mood === null ? [] : [entry.mood])),
    memories: stored.memories.slice(0, STRATEGY_LIMITS.maxMemories),
  };
}

/** How the week's moods went: none recorded, low on the whole, falling, rising or steady. */
export type MoodTrend = 'none' | 'low' | 'falling' | 'rising' | 'steady';

const LOW_AVERAGE = 2.5;
// A change of this much between the earlier and later half of the week counts as a trend.
const TREND_CHANGE = 0.75;

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The trend of moods given oldest first: the later half of the week against the earlier. */
export function moodTrend(moods: readonly number[]): MoodTrend {
  if (moods.length === 0) return 'none';
  if (mean(moods) < LOW_AVERAGE) return 'low';
  if (moods.length < 2) return 'steady';
  const half = Math.floor(moods.length / 2);
  const change = mean(moods.slice(half)) - mean(moods.slice(0, half));
  if (change <= -TREND_CHANGE) return 'falling';
  if (change >= TREND_CHANGE) return 'rising';
  return 'steady';
}

// Quoted inputs are cut so two sentences stay within STRATEGY_LIMITS.maxLength.
const QUOTE_MAX = 60;
/** The person's own words (a goal's title, a memory) in curly quotes, cut to 60 characters and its closing stop dropped. */
export const quote = (text: string) => {
  const trimmed = text.trim().replace(/[.!\s]+$/, '');
  return `“${excerpt(trimmed, QUOTE_MAX)}”`;
};

// A remembered item worth turning to: something the person said helps them.
const HELPFUL = /\b(?:helps?|helped|calms? me|relaxes me|works for me)\b/i;

// Coping ideas by trend; the day picks one, so the same inputs read the same all day.
const COPING: Record<MoodTrend, readonly string[]> = {
  low: [
    'Your mood has been low this week: do one small thing that usually lifts you, like a short walk or a chat with a friend.',
    'Your mood has been low this week: when it feels heavy, take three slow breaths and name one thing you can see, hear and touch.',
  ],
  falling: [
    'Your mood has dipped this week, so build in a pause: three slow breaths whenever you switch tasks.',
    'Your mood has dipped this week: a short walk or a cup of tea between tasks can help you reset.',
  ],
  rising: [
    'Your mood has been lifting: notice what helped this week and do a little more of it today.',
    'Your mood has been lifting: write down one thing that is working, so you can return to it.',
  ],
  steady: [
    'Tonight, note one thing that went well, however small.',
    'Before bed, take two minutes to notice how the day felt.',
  ],
  none: [
    'Tonight, a quick mood check-in will help tomorrow’s strategy fit you better.',
    'Take a moment this evening to check in with how you feel.',
  ],
};

function step(goals: StrategyInputs['goals'], trend: MoodTrend): string {
  const gentle = trend === 'low' || trend === 'falling';
  // The goal furthest from done (the first) is the one most in need of a step.
  const goal = goals[0];
  if (!goal) {
    return gentle
      ? 'Keep today light: choose one small task and let the rest wait.'
      : 'Pick one thing that matters to you today and give it ten unhurried minutes.';
  }
  if (gentle) return `Keep today light: give ${quote(goal.title)} just ten minutes and call that a win.`;
  return `Give ${quote(goal.title)} ten focused minutes today, before the day fills up.`;
}

/**
 * The offline strategy: a small step for today (toward the first goal, gentler when the
 * mood is low or falling) and a coping idea (what the person said helps, else one suited to the
 * week's moods). Deterministic: the same inputs give the same text.
 */
export function composeStrategy(inputs: StrategyInputs): string {
  const trend = moodTrend(inputs.moods);
  const helpful = inputs.memories.find((memory) => HELPFUL.test(memory));
  const ideas = COPING[trend];
  const coping = helpful
    ? `Make room for what you know helps: ${quote(helpful)}.`
    : ideas[dayNumber(inputs.day) % ideas.length]!;
  return `${step(inputs.goals, trend)} ${coping}`;
}

/**
 * What a model is asked for the strategy: the goals' titles and progress, the moods as numbers and
 * the remembered items, never anything written in the journal.
 */
export function strategyPrompt(inputs: StrategyInputs): { system: string; user: string } {
  const system = [
    'You write the daily strategy in ReflectAI, a self-reflection app grounded in CBT.',
    `Write one or two short, warm, plain sentences in the second person, under ${STRATEGY_LIMITS.maxLength} characters,`,
    'with no headings, lists or Markdown: one small, concrete step for today (toward a goal, if there is one)',
    'and one coping idea that suits the recent mood. Use what is remembered only where it helps.',
    'Do not diagnose, do not claim to be a therapist, do not invent facts, and do not mention crisis,',
    'self-harm or emergencies.',
  ].join(' ');
  const goals = inputs.goals.map((goal) => `"${goal.title}" (${goal.progress}% done)`);
  const user = [
    `Today: ${inputs.day}.`,
    `Active goals: ${goals.join('; ') || 'none'}.`,
    `Moods of the last ${STRATEGY_LIMITS.moodDays} days, oldest first (1 = very low, 5 = great): ${inputs.moods.join(', ') || 'none'}; trend: ${moodTrend(inputs.moods)}.`,
    `Remembered: ${inputs.memories.map((memory) => `"${memory}"`).join('; ') || 'nothing'}.`,
  ].join('\n');
  return { system, user };
}

/** A model's answer as a strategy: trimmed, or undefined when it is empty or too long to show. */
export function modelStrategy(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= STRATEGY_LIMITS.maxLength ? trimmed : undefined;
}
