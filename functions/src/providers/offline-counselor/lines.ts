/** The shared lines of the offline counselor: reflections, invitations and questions. */
import type { SupportType } from '@domain/chat';
import { capitalise } from '@domain/text';
import { isHeavy } from './helpers.js';
import type { Line, Maybe } from './types.js';
import { DISTORTIONS, type VagueKind } from './vocabulary.js';

// Self-judgements: labelling, emotional reasoning, and plain self-attack.
export const HARSH: readonly RegExp[] = [
  ...DISTORTIONS.filter((d) => d.id === 'labelling' || d.id === 'emotional-reasoning').flatMap(
    (d) => d.patterns,
  ),
  /\b(hate myself|worthless|useless|not good enough)\b/,
];

export const HARSH_REFLECTIONS: readonly Maybe[] = [
  (c) => (c.said ? `You said ${c.said}, and I can hear how much pain is in that.` : null),
  (c) => (c.said ? `When you say ${c.said}, it sounds like you're being really hard on yourself.` : null),
];

// Reflections from the feeling and topic alone, for when the user's words are better not echoed.
export const FEELING_REFLECTIONS: readonly Maybe[] = [
  (c) => (c.feeling && c.topic ? `It sounds like ${c.topic} has left you feeling ${c.feeling}.` : null),
  (c) => (c.feeling ? `It sounds like you're feeling ${c.feeling}.` : null),
  (c) => (c.topic ? `It sounds like ${c.topic} is on your mind.` : null),
];

// Shared reflections, richest first: the composer uses the first tier with any fitting template.
export const REFLECTIONS: readonly (readonly Maybe[])[] = [
  [
    (c) => (c.said && c.question ? `The question you're holding, ${c.said}, is a real one.` : null),
    (c) => (c.said && c.question ? `That's a real question: ${c.said}. Let's look at it together.` : null),
  ],
  [
    (c) =>
      c.said && c.clause && c.feeling && !c.feelingSaid
        ? `It sounds like ${c.said}, and that's left you feeling ${c.feeling}.`
        : null,
    (c) =>
      c.said && c.clause && c.feeling && !c.feelingSaid
        ? `${capitalise(c.said)}; it makes sense that you'd be feeling ${c.feeling}.`
        : null,
    (c) =>
      c.said && c.feeling && !c.feelingSaid
        ? `When you say ${c.said}, I hear someone feeling ${c.feeling}.`
        : null,
  ],
  [
    (c) => (c.said && c.clause ? `It sounds like ${c.said}.` : null),
    (c) => (c.said && c.clause && isHeavy(c) ? `${capitalise(c.said)}: that's a lot to hold.` : null),
    (c) =>
      c.said && c.clause && c.mood === 'positive'
        ? `${capitalise(c.said)}, and that's worth noticing.`
        : null,
    (c) => (c.said && c.clause && !isHeavy(c) ? `You're saying ${c.said}.` : null),
    (c) => (c.said && !c.clause ? `You mentioned ${c.said}.` : null),
    (c) => (c.said && !c.clause ? `You brought up ${c.said}.` : null),
  ],
  FEELING_REFLECTIONS,
  ["I'm listening.", 'I hear you.'].map((text) => () => text),
];

export const EARLIER: readonly Line[] = [
  (c) => `Earlier you mentioned ${c.earlier}; I wonder whether that's part of this too.`,
  (c) => `You mentioned ${c.earlier} earlier as well, which may be connected.`,
];

export const VAGUE_LINES: Record<Exclude<VagueKind, 'greeting'>, readonly string[]> = {
  thanks: [
    "You're welcome. I'm glad this was useful.",
    "Any time. I'm glad we could think this through together.",
  ],
  unsure: [
    "That's okay; not knowing is a perfectly fine place to start.",
    "Sometimes it's hard to find the words, and that's alright.",
    'No pressure to have it figured out.',
  ],
  ack: [
    "Take your time; there's no rush here.",
    "That's fine. We can go at whatever pace suits you.",
    "Okay. I'm here whenever you're ready.",
  ],
};

export const SUPPORT_INVITATIONS: Record<SupportType, readonly string[]> = {
  general: [],
  emotional: ['How are you feeling right now, honestly?', "What's been weighing on you today?"],
  productivity: [
    "What are you hoping to get done, or what's getting in the way?",
    "What's the task or goal on your mind today?",
  ],
  philosophy: [
    'What question has been on your mind lately?',
    "What's something you've been wondering about: life, meaning, how to live?",
  ],
};

// Low mood filters out good news, so when some arrives it is worth pausing on.
export const SAVOURING: readonly string[] = [
  "Good moments count as evidence too, and they're easy to skip past. It's worth letting this one land.",
  'Noticing what went well is a real skill; stress and low mood tend to filter it out.',
];

export const THANKS_INVITATIONS: readonly string[] = [
  "Is there anything else you'd like to talk through?",
  'What would you like to take with you from today?',
];

export const PRODUCTIVITY_QUESTIONS: readonly Line[] = [
  (c) =>
    c.task
      ? `What would the first 10 minutes of "${c.task}" look like?`
      : "What's the smallest first step you could take in the next 10 minutes?",
  'What usually gets in the way when you sit down to start?',
  'If you could only get one thing done today, which would it be?',
];

export const POSITIVE_QUESTIONS: readonly Line[] = [
  'What do you think made the difference?',
  'How could you make a little more room for that this week?',
];

export const FIRST_TURN_QUESTIONS: readonly Line[] = [
  "Would you like to tell me a bit more about what's been happening?",
  'What feels most important for us to look at first?',
];

export const EXERCISE_QUESTIONS: readonly Line[] = [
  'Would you like to try that now and tell me how it goes?',
  'How does that sound as a place to start?',
];
