/** Builds a reply from a reading: fills a support type's plan of paragraphs in the chosen voice. */
import type { SupportType } from '@domain/chat';
import { type Analysis, EXERCISES, type Exercise, PRODUCTIVITY_EXTRAS } from './exercises.js';
import { isHeavy, joinSentences, pick, render } from './helpers.js';
import {
  EARLIER,
  EXERCISE_QUESTIONS,
  FEELING_REFLECTIONS,
  FIRST_TURN_QUESTIONS,
  HARSH_REFLECTIONS,
  POSITIVE_QUESTIONS,
  PRODUCTIVITY_QUESTIONS,
  REFLECTIONS,
  SAVOURING,
  SUPPORT_INVITATIONS,
  THANKS_INVITATIONS,
  VAGUE_LINES,
} from './lines.js';
import type { Reading } from './reading.js';
import { SOCRATIC_QUESTIONS, STRUCTURED_STEPS, type StructuredStep } from './structured.js';
import { TRADITIONS } from './traditions.js';
import type { Ctx, Line, Mood, OfflineRequest, Rng } from './types.js';
import type { BoundaryDef, VagueKind } from './vocabulary.js';
import { VOICES, type Voice } from './voices.js';

type Slot = 'reflect' | 'insight' | 'exercise' | 'step' | 'frame' | 'structure' | 'question';

/** The paragraphs each support type builds, in order, in the supportive mode. */
const PLANS: Record<SupportType, readonly Slot[]> = {
  general: ['reflect', 'insight', 'exercise', 'question'],
  emotional: ['reflect', 'insight', 'exercise', 'question'],
  productivity: ['reflect', 'step', 'insight', 'question'],
  philosophy: ['reflect', 'frame', 'insight', 'question'],
};

/** The advanced and elite modes: a structured CBT step with homework where a looser paragraph was. */
const STRUCTURED_PLANS: Record<SupportType, readonly Slot[]> = {
  general: ['reflect', 'insight', 'structure', 'question'],
  emotional: ['reflect', 'insight', 'structure', 'question'],
  productivity: ['reflect', 'step', 'structure', 'question'],
  philosophy: ['reflect', 'frame', 'structure', 'question'],
};

/** How well an exercise must fit before a support type offers one unasked. */
const EXERCISE_THRESHOLD: Record<SupportType, number> = {
  general: 2,
  emotional: 1,
  productivity: Infinity,
  philosophy: 2.5,
};

const MAX_CHARS = 1150;

interface Paragraph {
  text: string;
  /** Lower is kept longer when the reply must be shortened. */
  keep: number;
}

/** Chooses one template and renders it, preferring text the previous reply did not already use. */
type Choose = (options: readonly Line[]) => string;

function chooser(rng: Rng, c: Ctx, previous: string | null): Choose {
  return (options) => {
    const rendered = options.map((line) => render(line, c));
    const fresh = rendered.filter((text) => !previous?.includes(text));
    return pick(rng, fresh.length > 0 ? fresh : rendered);
  };
}

/** One reply to a reading, its choices made by `rng`, avoiding text the previous reply used. */
export function compose(
  reading: Reading,
  request: OfflineRequest,
  rng: Rng,
  previous: string | null,
): string {
  const voice = VOICES[request.personality];
  const { ctx: c, analysis, boundary } = reading;
  const choose = chooser(rng, c, previous);
  if (boundary) return answerBoundary(boundary, voice, c, choose);
  if (reading.vague) return invitation(reading.vague, voice, request.supportType, c, choose);

  const paragraphs: Paragraph[] = [];
  let question: string | null = null;
  let exerciseShown = false;
  const remember = (options: readonly Line[]) => {
    if (!question && options.length > 0) question = choose(options);
  };

  const structured = (request.mode ?? 'supportive') !== 'supportive';
  for (const slot of (structured ? STRUCTURED_PLANS : PLANS)[request.supportType]) {
    switch (slot) {
      case 'reflect': {
        const earlier = c.earlier && !c.first && rng() < 0.7 ? choose(EARLIER) : '';
        paragraphs.push({
          text: joinSentences(opener(voice, c, choose), reflect(voice, c, choose), earlier),
          keep: 0,
        });
        break;
      }
      case 'insight': {
        if (c.distortion) {
          const { def, trigger } = c.distortion;
          paragraphs.push({ text: choose(def.naming.map((naming) => naming(trigger))), keep: 1 });
          question = choose(def.reframes.map((reframe) => reframe(trigger)));
        } else if (request.supportType === 'philosophy') {
          const exercise = chooseExercise(analysis, voice, 'philosophy', rng, previous, c.mood);
          const tradition = TRADITIONS[voice.tradition];
          const practices =
            c.mood === 'high' ? (tradition.gentlePractices ?? tradition.practices) : tradition.practices;
          paragraphs.push({
            text: exercise ? renderExercise(exercise, voice, choose, true) : choose(practices),
            keep: 2,
          });
        } else if (request.supportType === 'productivity') {
          const extras = EXERCISES.filter((e) => PRODUCTIVITY_EXTRAS.includes(e.id));
          paragraphs.push({ text: renderExercise(pick(rng, extras), voice, choose, false), keep: 2 });
        } else if (c.mood === 'positive') {
          paragraphs.push({ text: choose(SAVOURING), keep: 3 });
        } else if (c.mood !== 'high' || voice.flavourWhenHigh !== false) {
          paragraphs.push({ text: choose(voice.flavour), keep: 3 });
        }
        break;
      }
      case 'exercise': {
        const exercise = chooseExercise(analysis, voice, request.supportType, rng, previous, c.mood);
        if (exercise) {
          paragraphs.push({ text: renderExercise(exercise, voice, choose, true), keep: 2 });
          exerciseShown = true;
        }
        break;
      }
      case 'step': {
        const step = EXERCISES.find((e) => e.id === 'tiny-step');
        if (step) paragraphs.push({ text: renderExercise(step, voice, choose, true), keep: 1 });
        break;
      }
      case 'structure': {
        const step = chooseStructured(analysis, rng, previous);
        if (step) {
          // Kept whatever else is cut: it is what the plan offers beyond the supportive mode.
          paragraphs.push({ text: renderStructured(step, voice, choose), keep: 0 });
          exerciseShown = true;
        }
        break;
      }
      case 'frame': {
        const tradition = TRADITIONS[voice.tradition];
        paragraphs.push({
          text: choose(c.mood === 'high' ? (tradition.gentle ?? tradition.lines) : tradition.lines),
          keep: 1,
        });
        if (!c.distortion) question = choose(tradition.questions);
        break;
      }
      case 'question': {
        if (request.supportType === 'productivity') remember(PRODUCTIVITY_QUESTIONS);
        if (c.mood === 'positive') remember(POSITIVE_QUESTIONS);
        // Someone in acute distress is not asked to weigh evidence.
        if (structured && c.mood !== 'high') remember(SOCRATIC_QUESTIONS);
        if (exerciseShown && rng() < 0.35) remember(EXERCISE_QUESTIONS);
        if (c.first && rng() < 0.4) remember(FIRST_TURN_QUESTIONS);
        remember(c.mood === 'high' ? (voice.highQuestions ?? voice.questions) : voice.questions);
        const chosen: string | null = question;
        if (chosen) paragraphs.push({ text: chosen, keep: 0 });
        break;
      }
    }
  }
  return fit(paragraphs, voice.brief ? 3 : 4);
}

/** Medication, diagnosis and "are you human" get a plain, kind answer and nothing that could pass for advice. */
function answerBoundary(boundary: BoundaryDef, voice: Voice, c: Ctx, choose: Choose): string {
  // Only the feeling or topic is reflected: echoing "double your dose" back would sound like assent.
  const grounded = FEELING_REFLECTIONS.map((r) => r(c)).filter((line): line is string => line !== null);
  const first =
    boundary.id === 'identity'
      ? ''
      : joinSentences(opener(voice, c, choose), grounded.length > 0 ? choose(grounded) : '');
  return [first, choose(boundary.lines), choose(boundary.questions)].filter(Boolean).join('\n\n');
}

function opener(voice: Voice, c: Ctx, choose: Choose): string {
  return choose(c.mood === 'high' ? (voice.high ?? voice.heavy) : isHeavy(c) ? voice.heavy : voice.light);
}

/** A warm, open invitation for "hi", "ok", "idk" and the like. */
function invitation(kind: VagueKind, voice: Voice, support: SupportType, c: Ctx, choose: Choose): string {
  const opening =
    kind === 'greeting'
      ? choose(c.first ? voice.welcome : [...voice.welcome, ...VAGUE_LINES.ack])
      : choose(VAGUE_LINES[kind]);
  const earlier =
    c.earlier && !c.first && kind !== 'greeting'
      ? `Earlier you mentioned ${c.earlier}; we can pick that up again if you like.`
      : '';
  const invitations =
    kind === 'thanks' ? THANKS_INVITATIONS : [...voice.invitations, ...SUPPORT_INVITATIONS[support]];
  // The humorous welcome already ends in a question; a second would crowd it.
  const closing = opening.endsWith('?') ? '' : choose(invitations);
  return [joinSentences(opening, earlier), closing].filter(Boolean).join('\n\n');
}

function reflect(voice: Voice, c: Ctx, choose: Choose): string {
  // Words like "I'm an idiot" are reflected as something said, never restated as if true.
  const tiers = c.harsh ? [HARSH_REFLECTIONS, ...REFLECTIONS] : [voice.reflect ?? [], ...REFLECTIONS];
  for (const tier of tiers) {
    const options = tier.map((r) => r(c)).filter((s): s is string => s !== null);
    if (options.length > 0) return choose(options);
  }
  return '';
}

function chooseExercise(
  a: Analysis,
  voice: Voice,
  support: SupportType,
  rng: Rng,
  previous: string | null,
  mood: Mood,
): Exercise | null {
  const scored = EXERCISES.map((exercise) => {
    let score = exercise.fit(a);
    // Offering the same exercise twice in a row reads as a script; prefer a fresh one.
    if (previous?.includes(exercise.marker)) score -= 1.5;
    if (voice.brief && ['box-breathing', 'grounding', 'mindful-breath'].includes(exercise.id)) score += 1;
    return { exercise, score: score + rng() * 0.4 };
  }).sort((x, y) => y.score - x.score);
  const best = scored[0];
  if (!best) return null;
  // A hands-on voice always leaves someone who is struggling with something to do.
  const hurting = mood === 'high' || mood === 'heavy';
  // Good news needs savouring more than a technique; only a strong fit (like sleep) is offered then.
  const threshold =
    voice.steps && hurting ? 0 : Math.max(EXERCISE_THRESHOLD[support], mood === 'positive' ? 2.5 : 0);
  if (best.score >= threshold) return best.exercise;
  return null;
}

function renderExercise(exercise: Exercise, voice: Voice, choose: Choose, withLead: boolean): string {
  const lead = withLead ? choose(voice.lead) : '';
  if (voice.layout === 'prose') {
    // Prose leads are whole sentences, so the exercise reads as its own sentence after them.
    return joinSentences(lead, choose(exercise.prose));
  }
  return [
    lead || (voice.layout === 'dashes' ? 'Also:' : 'Another method:'),
    ...listSteps(exercise, voice, choose),
  ].join('\n');
}

// An exercise's steps as dashed or numbered lines.
function listSteps(exercise: Exercise, voice: Voice, choose: Choose): string[] {
  const marker = (i: number) => (voice.layout === 'dashes' ? '-' : `${i + 1}.`);
  return exercise.steps.map((step, i) => `${marker(i)} ${choose([step])}`);
}

// The best-fitting structured step, preferring one the previous reply did not offer; none for grief.
function chooseStructured(a: Analysis, rng: Rng, previous: string | null): StructuredStep | null {
  const scored = STRUCTURED_STEPS.filter((step) => step.fit(a) > 0)
    .map((step) => {
      const repeated = previous?.includes(step.marker) ? 1.5 : 0;
      return { step, score: step.fit(a) - repeated + rng() * 0.4 };
    })
    .sort((x, y) => y.score - x.score);
  return scored[0]?.step ?? null;
}

function renderStructured(step: StructuredStep, voice: Voice, choose: Choose): string {
  const homework = choose(step.homework);
  if (voice.layout === 'prose') return joinSentences(renderExercise(step, voice, choose, true), homework);
  // A list is introduced by its name, so the method is plain to see.
  return [step.title, ...listSteps(step, voice, choose), homework].join('\n');
}

/** Joins paragraphs, dropping the most optional ones until the reply is short enough. */
function fit(paragraphs: Paragraph[], maxParagraphs: number): string {
  const kept = paragraphs.filter((p) => p.text.trim().length > 0);
  const total = () => kept.reduce((n, p) => n + p.text.length + 2, 0);
  while (kept.length > 1 && (kept.length > maxParagraphs || total() > MAX_CHARS)) {
    const worst = kept.reduce((w, p, i) => (p.keep >= (kept[w]?.keep ?? -1) ? i : w), 0);
    if ((kept[worst]?.keep ?? 0) === 0) break;
    kept.splice(worst, 1);
  }
  const reply = kept.map((p) => p.text).join('\n\n');
  if (reply.length <= MAX_CHARS) return reply;
  const end = reply.lastIndexOf('.', MAX_CHARS);
  return end > 0 ? reply.slice(0, end + 1) : reply.slice(0, MAX_CHARS);
}
