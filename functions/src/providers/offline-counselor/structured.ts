/**
 * The advanced and elite modes' structured CBT work (docs/product.md#modes-and-training): a thought
 * record, a behavioural experiment or, for the philosopher, a Socratic look at a belief, each ending in
 * one small piece of homework; and the Socratic questions these modes ask. Plain text, like every
 * offline reply.
 */
import type { Analysis, Exercise } from './exercises.js';
import type { Family, Line } from './types.js';

/** A structured step: an exercise with the homework it leaves the person. */
export interface StructuredStep extends Exercise {
  /** What introduces the steps when they are listed. */
  title: string;
  homework: readonly Line[];
}

const has = (a: Analysis, ...families: Family[]) => families.some((f) => a.families.has(f));
// Fresh grief needs care, not worksheets or homework.
const grieving = (a: Analysis) => a.topicIds.has('loss');

export const STRUCTURED_STEPS: readonly StructuredStep[] = [
  {
    id: 'thought-record',
    marker: 'automatic thought',
    title: 'A thought record, step by step:',
    fit: (a) =>
      grieving(a) || a.support === 'philosophy'
        ? 0
        : a.distortion
          ? 3
          : has(a, 'low', 'shame', 'hurt', 'hopeless', 'anger')
            ? 2
            : 1,
    prose: [
      "Let's slow the thought down with a thought record: the situation in one line, the automatic thought, the emotion and its strength from 0 to 100, the evidence for and against the thought, and then a more balanced thought. Re-rate the emotion at the end.",
    ],
    steps: [
      'Situation: what happened, in one line',
      'Automatic thought: the first thing your mind said',
      'Emotion: name it and rate it from 0 to 100',
      'Evidence for the thought, and evidence against it',
      'A balanced thought; then re-rate the emotion',
    ],
    homework: [
      'Homework, if you are up for it: fill in one thought record the next time this feeling shows up, and bring it here next time.',
      'Your homework until we next talk: one thought record, written when the thought is fresh. A rough one on your phone is enough.',
    ],
  },
  {
    id: 'behavioural-experiment',
    marker: 'prediction',
    title: 'A behavioural experiment, step by step:',
    fit: (a) =>
      grieving(a) || a.support === 'philosophy'
        ? 0
        : a.support === 'productivity' || a.distortion?.def.id === 'fortune-telling'
          ? 3
          : has(a, 'panic', 'anxiety', 'stuck', 'overwhelm')
            ? 2.5
            : has(a, 'stress', 'tired', 'lonely')
              ? 1.5
              : 0,
    prose: [
      "Let's turn the worry into a small behavioural experiment: write down your prediction and how strongly you believe it, from 0 to 100, then plan one small test of it, and afterwards note the outcome and what it taught you.",
    ],
    steps: [
      'Prediction: what you expect will happen, and how strongly you believe it, from 0 to 100',
      'Test: one small, safe way to check it this week',
      'Outcome: what actually happened',
      'What it taught you, and how much you now believe the prediction',
    ],
    homework: [
      'Homework for this week: run the experiment once and write down the outcome next to your prediction.',
      'Your homework until we next talk: try the test once, then compare what happened with what you predicted.',
    ],
  },
  {
    id: 'examine-belief',
    marker: 'examine the belief',
    title: "Let's examine the belief, the Socratic way:",
    fit: (a) => (a.support === 'philosophy' && !grieving(a) ? 3 : 0),
    prose: [
      "Let's examine the belief underneath this, the Socratic way: put it in one sentence, ask what would have to be true for it to hold, look for one example from your own life that goes against it, and then write a version of it you could stand behind.",
    ],
    steps: [
      'Put the belief in one sentence',
      'What would have to be true for it to hold',
      'One example from your own life that goes against it',
      'A version of it you could stand behind',
    ],
    homework: [
      'Homework for tonight: a short evening review in the Stoic manner, noting what you did well, where you fell short and what you will try tomorrow.',
      'Your homework until we next talk: each evening, write two lines on where this belief showed up and how you answered it.',
    ],
  },
];

/** Open questions that help a person examine a thought rather than be told what to think. */
export const SOCRATIC_QUESTIONS: readonly Line[] = [
  'What evidence do you have for that thought, and what evidence against it?',
  'Is there another way to see what happened?',
  'What would you say to a good friend who had this thought?',
  (c) => `If you looked back on ${c.about} a year from now, what do you think you would notice?`,
];
