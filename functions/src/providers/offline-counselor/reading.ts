/** Reads the user's words: what they feel, what about, the clause worth reflecting, any boundary. */
import type { SupportType } from '@domain/chat';
import type { Analysis } from './exercises.js';
import { decap } from './helpers.js';
import { HARSH } from './lines.js';
import type { Ctx, FoundDistortion, Mood } from './types.js';
import {
  BOUNDARIES,
  type BoundaryDef,
  DISTORTIONS,
  FEELINGS,
  type FeelingDef,
  HIGH_FAMILIES,
  NEGATIVE_WORDS,
  TOPICS,
  type TopicDef,
  VAGUE,
  type VagueKind,
} from './vocabulary.js';

const MAX_FRAGMENT_WORDS = 12;

/** What `read` found in a message: what the composer builds a reply from. */
export interface Reading {
  text: string;
  analysis: Analysis;
  ctx: Ctx;
  vague: VagueKind | null;
  boundary: BoundaryDef | null;
}

/** Reads the last message (with the earlier ones' text) into what the composer needs. */
export function read(raw: string, earlierText: string, support: SupportType, first: boolean): Reading {
  const text = normalise(raw);
  const lower = text.toLowerCase();
  const feelings = FEELINGS.filter((f) => matchesUnnegated(lower, f.pattern));
  const families = new Set(feelings.map((f) => f.family));
  const topics = TOPICS.filter((t) => t.pattern.test(lower));
  const boundary = BOUNDARIES.find((b) => b.pattern.test(lower)) ?? null;
  const distortion = findDistortion(lower);
  const bare = lower
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const vagueKind = VAGUE.find((v) => v.pattern.test(bare))?.kind ?? null;
  const vague =
    vagueKind ??
    (!boundary && !distortion && feelings.length === 0 && topics.length === 0 && bare.split(' ').length <= 2
      ? 'unsure'
      : null);

  const negative = feelings.find((f) => f.family !== 'positive');
  const feeling = negative ?? feelings[0] ?? null;
  const mood: Mood =
    feelings.some((f) => HIGH_FAMILIES.has(f.family)) || distortion?.def.id === 'labelling'
      ? 'high'
      : negative || distortion || NEGATIVE_WORDS.test(lower) || topics.some((t) => t.id === 'loss')
        ? 'heavy'
        : feelings.length > 0
          ? 'positive'
          : 'neutral';

  const earlierLower = normalise(earlierText).toLowerCase();
  const earlierTopic = TOPICS.find((t) => t.pattern.test(earlierLower) && !topics.includes(t))?.phrase;
  const earlierFeeling =
    feelings.length === 0
      ? FEELINGS.find((f) => f.family !== 'positive' && matchesUnnegated(earlierLower, f.pattern))?.label
      : undefined;
  // A medication or diagnosis question is answered by its boundary, not echoed back.
  const fragment = boundary && boundary.id !== 'identity' ? null : pickFragment(text, feelings, topics);

  const analysis: Analysis = { families, topicIds: new Set(topics.map((t) => t.id)), distortion, support };
  const ctx: Ctx = {
    first,
    mood,
    said: fragment?.text ?? null,
    clause: fragment?.clause ?? false,
    question: fragment?.question ?? false,
    harsh: fragment?.harsh ?? false,
    feeling: feeling?.label ?? null,
    feelingSaid: Boolean(feeling && fragment && feeling.pattern.test(fragment.text.toLowerCase())),
    topic: topics[0]?.phrase ?? null,
    about: topics[0]?.phrase ?? 'this',
    task: !boundary && (support === 'productivity' || families.has('stuck')) ? findTask(text) : null,
    earlier: earlierTopic ?? (earlierFeeling ? `feeling ${earlierFeeling}` : null),
    distortion,
  };
  return { text, analysis, ctx, vague, boundary };
}
function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the pattern matches somewhere not preceded by a negation ("not anxious" is not anxiety). */
function matchesUnnegated(lower: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'g');
  for (const match of lower.matchAll(global)) {
    const before = lower.slice(Math.max(0, (match.index ?? 0) - 24), match.index);
    if (!/\b(not|never|no longer|n't)\s+(\w+\s+)?$/.test(before)) return true;
  }
  return false;
}

function findDistortion(lower: string): FoundDistortion | null {
  for (const def of DISTORTIONS) {
    for (const pattern of def.patterns) {
      const match = lower.match(pattern);
      if (match) {
        const trigger = clean(match[1] ?? match[0]);
        return { def, trigger: def.id === 'fortune-telling' ? swapPronouns(trigger) : trigger };
      }
    }
  }
  return null;
}

interface Fragment {
  text: string;
  clause: boolean;
  question: boolean;
  harsh: boolean;
}

const QUESTION_START = /^(what|why|how|should|is|are|am|do|does|did|can|could|will|would|where|when|who)\b/i;
const CLAUSE_MARKERS =
  /\b(you|you're|you've|you'll|you'd|he|she|they|it|it's|we|everyone|everything|nothing|nobody|this|that|things|am|are|is|was|were|have|has|had|can't|won't|don't|doesn't|feel|feels|keep|keeps|hate|hates)\b/i;
const LEADING_FILLER =
  /^(and|but|so|because|cause|cuz|also|well|um+|uh+|like|honestly|basically|then|anyway|ok|okay|oh|yeah|lol|just)\b[\s,]*/i;

/** The clause most worth reflecting back, trimmed to a few words with pronouns turned to "you". */
function pickFragment(
  text: string,
  feelings: readonly FeelingDef[],
  topics: readonly TopicDef[],
): Fragment | null {
  const properNouns = new Set<string>();
  for (const sentence of text.split(/[.!?\n]+/)) {
    for (const word of sentence.trim().split(' ').slice(1))
      if (/^[A-Z][a-z]/.test(word)) properNouns.add(word);
  }
  const candidates: { words: string[]; question: boolean; score: number }[] = [];
  for (const sentence of text.match(/[^.!?]+[.!?]*/g) ?? []) {
    const isQuestion = sentence.trim().endsWith('?');
    const parts = sentence.split(/[,;:]+|\s+-+\s+|\s+—\s+/);
    // Long clauses also offer their halves, so a reflection can stay short without cutting mid-thought.
    const halves = parts.flatMap((part) =>
      part.split(' ').length > MAX_FRAGMENT_WORDS
        ? part.split(/\s+(?:and|but|because|so|although|though|while)\s+/i)
        : [],
    );
    for (const part of [...parts, ...halves]) {
      let clauseText = part.replace(/[.!?]+$/, '').trim();
      while (LEADING_FILLER.test(clauseText)) clauseText = clauseText.replace(LEADING_FILLER, '');
      const words = clean(clauseText).split(' ').filter(Boolean);
      if (words.length < 2) continue;
      const lower = words.join(' ').toLowerCase();
      const score =
        3 * feelings.filter((f) => f.pattern.test(lower)).length +
        2 * topics.filter((t) => t.pattern.test(lower)).length +
        (DISTORTIONS.some((d) => d.patterns.some((p) => p.test(lower))) ? 2 : 0) +
        (/\b(i|i'm|my|me|myself)\b/.test(lower) ? 1 : 0) +
        (words.length >= 3 ? 1 : 0) -
        // A clause too long to echo whole would be cut mid-thought; its halves read better.
        (words.length > MAX_FRAGMENT_WORDS ? 3 : 0) -
        // The user's "you" means the counselor; swapped back it would garble.
        (/\b(you|your|you're)\b/.test(lower) ? 5 : 0);
      candidates.push({ words, question: isQuestion && QUESTION_START.test(lower), score });
    }
  }
  const best = candidates.reduce<(typeof candidates)[number] | null>(
    (b, cand) => (!b || cand.score > b.score ? cand : b),
    null,
  );
  if (!best || best.score <= 0) return null;

  let words = best.words;
  if (words.length > MAX_FRAGMENT_WORDS) {
    // Keep the window around the most telling word, starting at a subject where possible.
    const key = words.findIndex((w) =>
      [...feelings.map((f) => f.pattern), ...topics.map((t) => t.pattern)].some((p) =>
        p.test(w.toLowerCase()),
      ),
    );
    let start = Math.max(0, Math.min(key < 0 ? 0 : key - 4, words.length - MAX_FRAGMENT_WORDS));
    for (let i = start; i >= Math.max(0, start - 4); i--) {
      if (/^(i|i'm|my|it|this|everything|nothing|everyone)$/i.test(words[i] ?? '')) {
        start = i;
        break;
      }
    }
    words = words.slice(start, start + MAX_FRAGMENT_WORDS);
  }
  let fragment = swapPronouns(words.join(' '));
  const firstWord = fragment.split(' ')[0] ?? '';
  if (/^[A-Z][a-z]/.test(firstWord) && !properNouns.has(firstWord)) fragment = decap(fragment);
  return {
    text: fragment,
    clause: best.question || CLAUSE_MARKERS.test(fragment),
    question: best.question,
    harsh: HARSH.some((pattern) => pattern.test(words.join(' ').toLowerCase())),
  };
}

/** What the user needs to do, from "I need to finish my thesis but..." -> "finish your thesis". */
function findTask(text: string): string | null {
  const match = text.match(
    /\b(?:i|i'm|i am)\s+(?:really\s+|still\s+|just\s+)?(?:need to|have to|got to|gotta|should|must|want to|trying to|supposed to|meant to|procrastinating on|can't (?:start|finish|focus on))\s+([^.,!?;]+)/i,
  );
  // "I should be calmer" is a rule about the self, not a task to break down.
  if (!match?.[1] || /^(be|feel|know|have|stop feeling)\b/i.test(match[1])) return null;
  const task = match[1].split(/\s+(?:but|and|because|so|though|although|since|before|when|or)\s+/i)[0] ?? '';
  const words = clean(task).split(' ').filter(Boolean).slice(0, 8);
  return words.length > 0 ? swapPronouns(words.join(' ')) : null;
}

// A Map, not an object literal: a user's "constructor" must not find Object.prototype.
const SWAPS: ReadonlyMap<string, string> = new Map([
  ['i', 'you'],
  ['me', 'you'],
  ['my', 'your'],
  ['mine', 'yours'],
  ['myself', 'yourself'],
  ["i'm", "you're"],
  ['im', "you're"],
  ["i've", "you've"],
  ["i'd", "you'd"],
  ["i'll", "you'll"],
]);

/** Turns the user's first person into second person: "I hate my job" -> "you hate your job". */
function swapPronouns(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      const next = words[i + 1]?.toLowerCase();
      const prev = words[i - 1]?.toLowerCase();
      const swapped = SWAPS.get(lower);
      if (swapped) return swapped;
      if (lower === 'am' && (prev === 'i' || next === 'i')) return 'are';
      if (lower === 'was' && (prev === 'i' || next === 'i')) return 'were';
      return word;
    })
    .join(' ');
}

/** Keeps letters, digits, apostrophes and hyphens: user text can't smuggle markup or braces into a reply. */
function clean(text: string): string {
  return (
    text
      .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
      // Keyboard mashes and URLs are not words worth echoing.
      .replace(/\S{25,}/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\s+(lol|haha+|tbh)$/i, '')
  );
}
