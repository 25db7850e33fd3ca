/**
 * A weekly report's written reflection: the local template, made from the week's numbers alone, and
 * the prompt an AI provider is given instead when there is one (the numbers only, never the person's
 * words).
 */
import type { Emotion } from './journal';
import { MOOD_CHANGE_THRESHOLD, moodLabel } from './patterns';
import { capitalise, joinList, plural } from './text';
import { weekdayOf } from './time';
import type { WeeklyReportStats } from './weekly-report';

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
