/**
 * Mental Health Blueprints (Pro and Elite; docs/product.md#mental-health-blueprints): personalised self-help
 * guides for anxiety and for overthinking. A blueprint is composed here, as plain sections, from the person's
 * journal patterns, their questionnaire match and their active goals, around evidence-based CBT techniques;
 * the app renders the same sections on the page and into a PDF.
 */
import { TECHNIQUES, type Technique, type TechniqueId } from './blueprint-techniques';
import { CRISIS_RESOURCES, EMERGENCY_NOTE } from './crisis-resources';
import { goalsWithStatus, type Goal } from './goals';
import { journalStreak, type Emotion } from './journal';
import {
  averageMood,
  emotionFrequency,
  entriesInRange,
  moodByTimeOfDay,
  moodByWeekday,
  MOOD_CHANGE_THRESHOLD,
  moodLabel,
  TIMES_OF_DAY,
  type MoodGroup,
  type PatternEntry,
  type TimeOfDay,
  withMood,
} from './patterns';
import { COUNSELOR_PROFILES, type CounselorProfileKey } from './personalities';
import { joinList, plural } from './text';
import { localDateKey, zonedFormatter } from './time';

/** The two guides. */
export const BLUEPRINT_KINDS = ['anxiety', 'overthinking'] as const;

export type BlueprintKind = (typeof BLUEPRINT_KINDS)[number];

/** Each guide's name, as its download button and its PDF title use it. */
export const BLUEPRINT_NAMES: Record<BlueprintKind, string> = {
  anxiety: 'Anxiety Blueprint',
  overthinking: 'Overthinking Blueprint',
};

/** The one-line safety statement every blueprint carries, on the page and on every PDF page. */
export const BLUEPRINT_SAFETY_LINE =
  'This blueprint is self-help, not therapy or a diagnosis, and it is not for emergencies.';

/** Where to turn in a crisis, said beside the safety line (the full list closes every blueprint). */
export const BLUEPRINT_CRISIS_LINE = 'In a crisis, call or text 988 (US) or your local emergency number.';

/** How far back each pattern looks, in days. */
export const BLUEPRINT_WINDOWS = { mood: 30, trend: 14, patterns: 90 } as const;

/** How many emotions and active goals a blueprint names. */
export const BLUEPRINT_COUNTS = { emotions: 3, goals: 5 } as const;

/** A piece of a section: a paragraph, a bulleted list, numbered steps, or a small heading. */
export type BlueprintBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'subheading'; text: string };

/** The sections a blueprint can hold; a technique's section has the technique's id. */
export type BlueprintSectionId =
  'about' | 'patterns' | 'journal-start' | 'match' | TechniqueId | 'goals' | 'plan' | 'get-help';

/** One titled section of a blueprint. */
export interface BlueprintSection {
  id: BlueprintSectionId;
  heading: string;
  blocks: BlueprintBlock[];
}

/** A composed blueprint, ready to show or render. */
export interface Blueprint {
  kind: BlueprintKind;
  /** 'Anxiety Blueprint'. */
  title: string;
  /** Who it is for and when it was made. */
  subtitle: string;
  /** The PDF's file name, e.g. 'reflectai-anxiety-blueprint-2026-11-22.pdf'. */
  fileName: string;
  sections: BlueprintSection[];
}

/** The thinking traps each guide lists: the trap, what it does, and the question that answers it. */
export const THINKING_TRAPS: Record<BlueprintKind, readonly string[]> = {
  anxiety: [
    'Catastrophising: jumping to the worst outcome. Ask: what is most likely to happen, and how would I cope?',
    'Fortune telling: treating a prediction as fact. Ask: what evidence do I have that this will happen?',
    'Overestimating danger: seeing threat as bigger, and your coping as smaller, than it is. Ask: how have I coped before?',
    'Emotional reasoning: “I feel scared, so it must be dangerous.” Ask: what would I see if I only looked at the facts?',
    'All-or-nothing thinking: if it is not perfect, it is a disaster. Ask: what is the in-between?',
  ],
  overthinking: [
    'Mind reading: assuming you know what others think of you. Ask: what else might they be thinking?',
    'All-or-nothing thinking: if it is not perfect, it is a failure. Ask: what is the in-between?',
    '“Should” statements: rigid rules for yourself or others. Ask: what would I prefer, rather than demand?',
    'Overgeneralising: one event becomes “always” or “never”. Ask: is it really always?',
    'Catastrophising: jumping to the worst outcome. Ask: what is most likely, and how would I cope?',
    'Discounting the positive: good things “don’t count”. Ask: what went well that I am brushing aside?',
  ],
};

/** Each guide's techniques in their general order, before the person's data moves some forward. */
export const BLUEPRINT_TECHNIQUES: Record<BlueprintKind, readonly TechniqueId[]> = {
  anxiety: [
    'paced-breathing',
    'grounding',
    'worry-time',
    'thought-record',
    'thinking-traps',
    'behavioural-experiment',
    'self-compassion',
  ],
  overthinking: [
    'problem-solving',
    'worry-time',
    'thought-record',
    'thinking-traps',
    'behavioural-experiment',
    'grounding',
    'self-compassion',
  ],
};

/** The techniques each matched counselor works with most (see COUNSELOR_PROFILES' techniques). */
export const COUNSELOR_TECHNIQUES: Record<CounselorProfileKey, readonly TechniqueId[]> = {
  gentle: ['self-compassion', 'grounding'],
  direct: ['problem-solving', 'behavioural-experiment'],
  thoughtful: ['paced-breathing', 'grounding'],
  motivational: ['behavioural-experiment', 'self-compassion'],
  healing: ['grounding', 'self-compassion'],
  analytical: ['thought-record', 'thinking-traps', 'behavioural-experiment'],
  holistic: ['paced-breathing', 'worry-time'],
};

/** The techniques that suit a frequent emotion; emotions not listed move none forward. */
export const EMOTION_TECHNIQUES: Partial<Record<Emotion, readonly TechniqueId[]>> = {
  anxious: ['grounding', 'paced-breathing'],
  afraid: ['grounding', 'paced-breathing'],
  overwhelmed: ['paced-breathing', 'problem-solving'],
  stressed: ['paced-breathing', 'problem-solving'],
  frustrated: ['problem-solving'],
  angry: ['problem-solving', 'paced-breathing'],
  ashamed: ['self-compassion'],
  guilty: ['self-compassion'],
  sad: ['self-compassion'],
  lonely: ['self-compassion'],
  confused: ['thought-record'],
};

/** What a blueprint is made from. */
export interface BlueprintInput {
  kind: BlueprintKind;
  /** The person's name as they gave it; empty when they gave none. */
  name: string;
  entries: readonly PatternEntry[];
  goals: readonly Goal[];
  /** The counselor the questionnaire matched, if the person took it. */
  counselor?: CounselorProfileKey | undefined;
  now: Date;
  /** The person's time zone (the device's by default). */
  timeZone?: string | undefined;
}

/** What the journal says, as a blueprint uses it. */
export interface BlueprintPatterns {
  totalEntries: number;
  /** Entries, and entries with a mood, in the last BLUEPRINT_WINDOWS.mood days. */
  recentEntries: number;
  recentMoods: number;
  averageMood: number | null;
  /** The last BLUEPRINT_WINDOWS.trend days against the same span before; null without moods in both. */
  trend: { direction: 'rising' | 'falling' | 'steady'; from: number; to: number } | null;
  topEmotions: { emotion: Emotion; count: number }[];
  /** The part of the day with the lowest average mood, when at least two parts can be compared. */
  hardestTime: { timeOfDay: TimeOfDay; label: string; hours: string; average: number } | null;
  /** The weekday with the lowest average mood, when at least two weekdays can be compared. */
  hardestWeekday: { weekday: string; average: number } | null;
  streak: { current: number; longest: number };
}

// A group needs this many moods before it is compared with others: one bad evening is not a pattern.
const MIN_GROUP_MOODS = 2;

function lowest<T extends MoodGroup>(groups: readonly T[]): (T & { average: number }) | null {
  const rated = groups.filter(
    (group): group is T & { average: number } => group.average !== null && group.count >= MIN_GROUP_MOODS,
  );
  if (rated.length < 2) return null;
  const low = rated.reduce((min, group) => (group.average < min.average ? group : min));
  // When every compared group is level there is no hardest one.
  return rated.every((group) => group.average === low.average) ? null : low;
}

/** Reads the journal's patterns for a blueprint: mood, its trend, emotions, hard times and the streak. */
export function blueprintPatterns(
  entries: readonly PatternEntry[],
  now: Date,
  timeZone?: string,
): BlueprintPatterns {
  const recent = entriesInRange(entries, BLUEPRINT_WINDOWS.mood, now, timeZone);
  const lastSpan = entriesInRange(entries, BLUEPRINT_WINDOWS.trend, now, timeZone);
  const lastSpanSet = new Set(lastSpan);
  const spanBefore = entriesInRange(entries, 2 * BLUEPRINT_WINDOWS.trend, now, timeZone).filter(
    (entry) => !lastSpanSet.has(entry),
  );
  const to = averageMood(lastSpan);
  const from = averageMood(spanBefore);
  const window = entriesInRange(entries, BLUEPRINT_WINDOWS.patterns, now, timeZone);
  const time = lowest(moodByTimeOfDay(window, timeZone));
  const part = time && TIMES_OF_DAY.find((candidate) => candidate.id === time.timeOfDay)!;
  const weekday = lowest(moodByWeekday(window, timeZone));
  const streak = journalStreak(
    entries.map((entry) => entry.createdAt),
    now,
    timeZone,
  );
  return {
    totalEntries: entries.length,
    recentEntries: recent.length,
    recentMoods: withMood(recent).length,
    averageMood: averageMood(recent),
    trend:
      to !== null && from !== null
        ? {
            direction:
              to - from >= MOOD_CHANGE_THRESHOLD
                ? 'rising'
                : from - to >= MOOD_CHANGE_THRESHOLD
                  ? 'falling'
                  : 'steady',
            from,
            to,
          }
        : null,
    topEmotions: emotionFrequency(window).slice(0, BLUEPRINT_COUNTS.emotions),
    hardestTime:
      time && part
        ? { timeOfDay: part.id, label: part.label, hours: part.hours, average: time.average }
        : null,
    hardestWeekday: weekday ? { weekday: weekday.weekday, average: weekday.average } : null,
    streak: { current: streak.current, longest: streak.longest },
  };
}

/** A technique in a person's blueprint, with why it was moved forward for them (empty: general order). */
export interface ChosenTechnique {
  technique: Technique;
  reasons: string[];
}

/**
 * The guide's techniques in the order this person should try them: those that suit their frequent
 * emotions or their matched counselor first (each keeping the guide's order), then the rest.
 */
export function chooseTechniques(
  kind: BlueprintKind,
  topEmotions: readonly { emotion: Emotion }[],
  counselor?: CounselorProfileKey,
): ChosenTechnique[] {
  const reasons = new Map<TechniqueId, string[]>();
  const add = (id: TechniqueId, reason: string) => {
    const list = reasons.get(id) ?? [];
    if (!list.includes(reason)) reasons.set(id, [...list, reason]);
  };
  for (const { emotion } of topEmotions) {
    for (const id of EMOTION_TECHNIQUES[emotion] ?? []) add(id, `you often feel ${emotion}`);
  }
  if (counselor) {
    const name = COUNSELOR_PROFILES[counselor].name;
    for (const id of COUNSELOR_TECHNIQUES[counselor])
      add(id, `${name}, your matched counselor, works with it`);
  }
  const all = BLUEPRINT_TECHNIQUES[kind].map((id) => ({
    technique: TECHNIQUES[id],
    reasons: reasons.get(id) ?? [],
  }));
  return [...all.filter((chosen) => chosen.reasons.length > 0), ...all.filter((c) => c.reasons.length === 0)];
}

// Worry time goes just before the hardest part of the day (after it when mornings are hardest, as
// nothing comes before them), so worries are put down before they pile up; never at bedtime.
const WORRY_TIME_SLOTS: Record<TimeOfDay, string> = {
  morning: 'in the early afternoon, say 2pm',
  afternoon: 'in the late morning, say 11am, before your afternoons',
  evening: 'in the late afternoon, say 4pm, before your evenings',
  night: 'in the early evening, say 6pm, well before bed',
};

/** When to hold worry time, from the hardest part of the person's day (if their journal shows one). */
export function worryTimeSlot(hardestTime: BlueprintPatterns['hardestTime']): string {
  return hardestTime
    ? WORRY_TIME_SLOTS[hardestTime.timeOfDay]
    : 'in the late afternoon or early evening, and never close to bedtime';
}

const mood = (value: number) => `${value.toFixed(1)} out of 5 (${moodLabel(value)})`;

function patternsSection(patterns: BlueprintPatterns, kind: BlueprintKind): BlueprintSection {
  if (patterns.totalEntries === 0) {
    return {
      id: 'journal-start',
      heading: 'Start with your journal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your journal has no entries yet, so this blueprint gives general guidance. On most days this week, write an entry with a mood and the emotions you feel: a one-line check-in is enough.',
        },
        {
          kind: 'paragraph',
          text: 'Then download your blueprint again. It will show your mood trend, the emotions you feel most and the hardest times of your day, and put the techniques that fit them first.',
        },
      ],
    };
  }
  const facts: string[] = [];
  facts.push(
    `In the last ${BLUEPRINT_WINDOWS.mood} days you wrote ${plural(patterns.recentEntries, 'journal entry', 'journal entries')}${
      patterns.recentEntries > 0 ? `, ${patterns.recentMoods} with a mood` : ''
    }.`,
  );
  if (patterns.averageMood !== null) {
    facts.push(`Your average mood was ${mood(patterns.averageMood)}.`);
  }
  if (patterns.trend) {
    const { direction, from, to } = patterns.trend;
    const span = `the last ${BLUEPRINT_WINDOWS.trend} days`;
    facts.push(
      direction === 'steady'
        ? `Your mood has held steady over ${span} (${from.toFixed(1)} before, ${to.toFixed(1)} now).`
        : `Your mood is ${direction === 'rising' ? 'rising' : 'lower'}: ${to.toFixed(1)} over ${span}, against ${from.toFixed(1)} the ${BLUEPRINT_WINDOWS.trend} days before.`,
    );
  }
  if (patterns.topEmotions.length > 0) {
    facts.push(
      `The emotions you name most often: ${joinList(
        patterns.topEmotions.map(({ emotion, count }) => `${emotion} (${count})`),
      )}.`,
    );
  }
  if (patterns.hardestTime) {
    const { label, hours, average } = patterns.hardestTime;
    facts.push(
      `Your mood is lowest in the ${label.toLowerCase()} (${hours}), averaging ${average.toFixed(1)}.`,
    );
  }
  if (patterns.hardestWeekday) {
    const { weekday, average } = patterns.hardestWeekday;
    facts.push(`Of the weekdays, ${weekday} is hardest, averaging ${average.toFixed(1)}.`);
  }
  facts.push(
    patterns.streak.current > 0
      ? `Your journaling streak is ${plural(patterns.streak.current, 'day')} (your longest: ${plural(patterns.streak.longest, 'day')}).`
      : `You have no journaling streak running; one entry today starts a new one (your longest: ${plural(patterns.streak.longest, 'day')}).`,
  );
  const blocks: BlueprintBlock[] = [{ kind: 'bullets', items: facts }];
  if (patterns.recentMoods === 0) {
    blocks.push({
      kind: 'paragraph',
      text: 'Add a mood when you write: with a few moods your blueprint can show how your days compare.',
    });
  }
  blocks.push({
    kind: 'paragraph',
    text:
      kind === 'anxiety'
        ? 'Patterns like these are not a diagnosis. They show when anxiety tends to visit, so you can have a plan ready for those moments.'
        : 'Patterns like these are not a diagnosis. They show when your thoughts tend to loop, so you can step in earlier.',
  });
  return { id: 'patterns', heading: 'What your journal shows', blocks };
}

function matchSection(counselor: CounselorProfileKey): BlueprintSection {
  const profile = COUNSELOR_PROFILES[counselor];
  return {
    id: 'match',
    heading: 'Your counselor match',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your questionnaire matched you with ${profile.name}, for ${profile.specialty.toLowerCase()}. ${profile.approach}`,
      },
      {
        kind: 'paragraph',
        text: `${profile.name} works with: ${joinList(profile.techniques.map((technique) => technique.toLowerCase()))}. The techniques that match are marked “Suggested for you” below, and you can talk any of them through with ${profile.name} in the counselor chat.`,
      },
    ],
  };
}

function techniqueSection(
  chosen: ChosenTechnique,
  index: number,
  kind: BlueprintKind,
  slot: string,
): BlueprintSection {
  const { technique, reasons } = chosen;
  const blocks: BlueprintBlock[] = [];
  if (reasons.length > 0) {
    blocks.push({ kind: 'paragraph', text: `Suggested for you: ${joinList(reasons)}.` });
  }
  blocks.push({ kind: 'paragraph', text: technique.why });
  const steps =
    technique.id === 'worry-time'
      ? [`Choose a 15-minute slot at the same time every day: ${slot}.`, ...technique.steps.slice(1)]
      : [...technique.steps];
  blocks.push({ kind: 'steps', items: steps });
  if (technique.id === 'thinking-traps') {
    blocks.push({ kind: 'subheading', text: 'The traps to watch for' });
    blocks.push({ kind: 'bullets', items: [...THINKING_TRAPS[kind]] });
  }
  if (technique.note) blocks.push({ kind: 'paragraph', text: technique.note });
  return { id: technique.id, heading: `${index + 1}. ${technique.name}`, blocks };
}

function goalsSection(goals: readonly Goal[], kind: BlueprintKind, first: Technique): BlueprintSection {
  const active = goalsWithStatus(goals, 'active');
  const completed = goals.filter((goal) => goal.status === 'completed').length;
  const done =
    completed > 0
      ? [
          {
            kind: 'paragraph' as const,
            text: `You have completed ${plural(completed, 'goal')} already: proof that you follow through.`,
          },
        ]
      : [];
  if (active.length === 0) {
    return {
      id: 'goals',
      heading: 'Your goals',
      blocks: [
        {
          kind: 'paragraph',
          text: `You have no active goals. A small, concrete goal turns this blueprint into practice. Set one on the Goals page, for example: “Practise ${first.name.toLowerCase()} for five minutes a day for two weeks.”`,
        },
        ...done,
      ],
    };
  }
  const shown = active.slice(0, BLUEPRINT_COUNTS.goals);
  const more = active.length - shown.length;
  return {
    id: 'goals',
    heading: 'Your goals',
    blocks: [
      {
        kind: 'bullets',
        items: [
          ...shown.map(
            (goal) =>
              `${goal.title}: ${goal.progress}% done${goal.targetDate ? `, target ${goal.targetDate}` : ''}.`,
          ),
          ...(more > 0 ? [`And ${plural(more, 'more active goal')}.`] : []),
        ],
      },
      {
        kind: 'paragraph',
        text:
          kind === 'anxiety'
            ? `Anxiety can make a goal feel bigger than it is. Break “${shown[0]!.title}” into a step you could take in ten minutes, and treat it as a behavioural experiment: note what you predict, then what happened.`
            : `Overthinking can stand in for doing. Take “${shown[0]!.title}” through the problem-solving steps and choose one next step you can take this week, rather than the perfect plan.`,
      },
      ...done,
    ],
  };
}

function planSection(
  kind: BlueprintKind,
  techniques: readonly ChosenTechnique[],
  patterns: BlueprintPatterns,
  goals: readonly Goal[],
  slot: string,
): BlueprintSection {
  const first = techniques[0]!.technique;
  const goal = goalsWithStatus(goals, 'active')[0];
  const days = [
    `Day 1: practise ${first.name.toLowerCase()} for five minutes while calm, and write a journal entry with your mood.`,
    `Day 2: start worry time, ${slot}. Note worries as they come and let them wait.`,
    'Day 3: fill in one thought record about a moment that bothered you.',
    kind === 'anxiety'
      ? 'Day 4: check your thought record for thinking traps, and practise 5-4-3-2-1 grounding once.'
      : 'Day 4: notice one loop of rumination and run the problem-solving steps on it instead.',
    goal
      ? `Day 5: take one small step toward “${goal.title}”, and write down what you expected and what happened.`
      : 'Day 5: plan a small behavioural experiment: one thing you have been avoiding, in a small, safe step.',
    'Day 6: do a self-compassion break after the hardest moment of the day.',
    'Day 7: read back this week’s entries. What helped? Choose two techniques to keep, then download a new blueprint.',
  ];
  const blocks: BlueprintBlock[] = [{ kind: 'bullets', items: days }];
  if (patterns.hardestWeekday) {
    blocks.push({
      kind: 'paragraph',
      text: `${patterns.hardestWeekday.weekday}s tend to be harder for you: plan something kind or absorbing for that day, and keep your technique for it close to hand.`,
    });
  }
  if (patterns.hardestTime) {
    blocks.push({
      kind: 'paragraph',
      text: `Your ${patterns.hardestTime.label.toLowerCase()}s are usually the hardest part of the day: that is when to reach for ${first.name.toLowerCase()}.`,
    });
  }
  return { id: 'plan', heading: 'Your next seven days', blocks };
}

// The closing section: when to get more help, and the crisis lines.
function getHelpSection(): BlueprintSection {
  return {
    id: 'get-help',
    heading: 'When to get more help',
    blocks: [
      {
        kind: 'paragraph',
        text: `${BLUEPRINT_SAFETY_LINE} ReflectAI’s counselor is an AI, not a therapist.`,
      },
      {
        kind: 'paragraph',
        text: 'Talk to a doctor or a licensed mental health professional if anxiety or overthinking gets in the way of work, sleep or relationships, lasts for weeks, or if these techniques are not enough.',
      },
      {
        kind: 'subheading',
        text: 'If you are thinking about harming yourself, reach out now',
      },
      {
        kind: 'bullets',
        items: [
          ...CRISIS_RESOURCES.map(
            (resource) => `${resource.name}: ${resource.contact}${resource.url ? ` (${resource.url})` : ''}`,
          ),
          EMERGENCY_NOTE,
        ],
      },
    ],
  };
}

// 'Sam' from 'Sam Rivera'; empty when no name was given.
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const longDateFormat = zonedFormatter('en-US', { dateStyle: 'long' });

const longDate = (now: Date, timeZone?: string) => longDateFormat(timeZone).format(now);

/** Composes a person's blueprint: what their data shows, the techniques in their order, a plan and help. */
export function composeBlueprint(input: BlueprintInput): Blueprint {
  const { kind, entries, goals, counselor, now, timeZone } = input;
  const patterns = blueprintPatterns(entries, now, timeZone);
  const techniques = chooseTechniques(kind, patterns.topEmotions, counselor);
  const slot = worryTimeSlot(patterns.hardestTime);
  const name = firstName(input.name);
  const subject = kind === 'anxiety' ? 'anxiety' : 'overthinking';
  const activeGoals = goalsWithStatus(goals, 'active').length;
  const sources = [
    ...(patterns.totalEntries > 0 ? [plural(patterns.totalEntries, 'journal entry', 'journal entries')] : []),
    ...(counselor ? ['your counselor match'] : []),
    ...(activeGoals > 0 ? [plural(activeGoals, 'active goal')] : []),
  ];
  const techniquesFrom = 'techniques from cognitive behavioural therapy (CBT) and related approaches';
  const about: BlueprintSection = {
    id: 'about',
    heading: 'About this blueprint',
    blocks: [
      {
        kind: 'paragraph',
        text:
          sources.length > 0
            ? `A personal guide to working with ${subject}, built from ${joinList(sources)}, with ${techniquesFrom}.`
            : `A guide to working with ${subject}, with ${techniquesFrom}. It becomes yours as you write in your journal, take the counselor questionnaire and set goals.`,
      },
      {
        kind: 'paragraph',
        text: 'Try one technique at a time, for a week or more: skills grow with practice. Start with the first; the ones marked “Suggested for you” fit what your journal and your match show. In a crisis, turn to “When to get more help” at the end.',
      },
    ],
  };
  return {
    kind,
    title: BLUEPRINT_NAMES[kind],
    subtitle: `${name ? `Made for ${name}` : 'Made for you'} on ${longDate(now, timeZone)}`,
    fileName: `reflectai-${kind}-blueprint-${localDateKey(now, timeZone)}.pdf`,
    sections: [
      about,
      patternsSection(patterns, kind),
      ...(counselor ? [matchSection(counselor)] : []),
      ...techniques.map((chosen, index) => techniqueSection(chosen, index, kind, slot)),
      goalsSection(goals, kind, techniques[0]!.technique),
      planSection(kind, techniques, patterns, goals, slot),
      getHelpSection(),
    ],
  };
}
