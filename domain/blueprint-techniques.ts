/**
 * The evidence-based CBT techniques the Mental Health Blueprints draw on (`blueprints.ts`): why each
 * helps and how to do it, as the guide and its PDF print them.
 */
/** The techniques the guides draw on. */
export type TechniqueId =
  | 'paced-breathing'
  | 'grounding'
  | 'worry-time'
  | 'thought-record'
  | 'thinking-traps'
  | 'behavioural-experiment'
  | 'problem-solving'
  | 'self-compassion';

/** An evidence-based technique: why it helps, then how to do it. */
export interface Technique {
  id: TechniqueId;
  name: string;
  why: string;
  steps: readonly string[];
  /** A last word: a caution or where in the app it lives. */
  note?: string;
}

/** The technique texts. Worry time's first step is filled in per person (see worryTimeSlot). */
export const TECHNIQUES: Record<TechniqueId, Technique> = {
  'paced-breathing': {
    id: 'paced-breathing',
    name: 'Paced breathing',
    why: 'Slow breathing with a longer out-breath, about six breaths a minute, engages the body’s calming response. It eases the physical side of anxiety (racing heart, tight chest, shallow breath) and gives a busy mind one simple thing to follow.',
    steps: [
      'Sit or stand comfortably and rest one hand on your belly.',
      'Breathe in gently through your nose for a count of 4, letting your belly rise.',
      'Breathe out slowly through your mouth for a count of 6.',
      'Keep going for 2 to 5 minutes. If counting is hard, just make each out-breath a little longer than the in-breath.',
      'Practise once a day while calm, so the skill is familiar when anxiety rises.',
    ],
    note: 'Slower is not deeper: if you feel light-headed, breathe normally for a moment.',
  },
  grounding: {
    id: 'grounding',
    name: '5-4-3-2-1 grounding',
    why: 'When the mind races ahead into “what if”, grounding brings attention back to the present through the senses. It does not argue with the worry; it gives you something here and now to hold on to.',
    steps: [
      'Name 5 things you can see around you.',
      'Name 4 things you can feel: your feet on the floor, the chair, the air on your skin.',
      'Name 3 things you can hear.',
      'Name 2 things you can smell, or two smells you like.',
      'Name 1 thing you can taste, or one kind thing you can say to yourself.',
      'Take one slow breath and notice what has changed, even a little.',
    ],
  },
  'worry-time': {
    id: 'worry-time',
    name: 'Worry time (worry postponement)',
    why: 'Trying not to worry rarely works; postponing worry does. You give worry a short daily appointment and, outside it, note each worry and let it wait. Studies of worry postponement find it shrinks the part of the day worry takes up, and it teaches that worries can be put down.',
    steps: [
      'Choose a 15-minute slot at the same time every day.',
      'During the day, when a worry comes, write it down in a few words and tell yourself: “Not now, at worry time.” Then bring your attention back to what you were doing.',
      'At worry time, read the list. Cross out what no longer matters. For each worry that does, ask: can I do something about this? If so, plan one step; if not, practise letting it go.',
      'When the 15 minutes are up, stop, even mid-worry, and turn to something that absorbs you.',
    ],
  },
  'thought-record': {
    id: 'thought-record',
    name: 'CBT thought record',
    why: 'Anxious and overthinking minds treat thoughts as facts. A thought record, the core exercise of cognitive behavioural therapy (CBT), slows a difficult moment down so you can weigh the thought against the evidence and find a more balanced one.',
    steps: [
      'Situation: what happened, where, when and with whom?',
      'Automatic thought: what went through your mind? Rate how much you believe it (0 to 100%).',
      'Emotions: what did you feel, and how strongly (0 to 100%)?',
      'Evidence for: the facts that support the thought.',
      'Evidence against: the facts that do not fit it. What would you tell a friend who thought this?',
      'Balanced thought: a fairer, fuller way to see it. Re-rate the emotions: what changed?',
    ],
    note: 'Your journal has a “CBT thought record” template with these headings.',
  },
  'thinking-traps': {
    id: 'thinking-traps',
    name: 'Spotting thinking traps',
    why: 'Cognitive distortions are common, predictable errors in thinking that everyone makes, more so when stressed. Naming the trap (“that is fortune telling”) puts a little distance between you and the thought, so you can answer it.',
    steps: [
      'When a feeling surges, write down the thought behind it, word for word.',
      'Check it against the traps below and name any that fit.',
      'Ask the trap’s question and write a more balanced answer.',
    ],
  },
  'behavioural-experiment': {
    id: 'behavioural-experiment',
    name: 'Behavioural experiments',
    why: 'Avoidance and “safety behaviours” keep fear going: they stop you learning that what you fear is unlikely, or that you could cope with it. A behavioural experiment tests a prediction in real life, in small and safe steps.',
    steps: [
      'Write the prediction: “If I …, then … will happen.” Rate how strongly you believe it (0 to 100%).',
      'Plan a small test: what you will do, when, and what you will watch for. Drop one safety behaviour if you can.',
      'Do it.',
      'Write down what actually happened, and re-rate the prediction.',
      'What did you learn? Plan the next, slightly bigger step.',
    ],
  },
  'problem-solving': {
    id: 'problem-solving',
    name: 'Problem-solving, not rumination',
    why: 'Rumination circles round “why?” and “what if?” and leaves you feeling worse; problem-solving asks “what can I do next?”. A quick test after ten minutes of thinking: do I have a step to take, or only a heavier feeling? If it is the feeling, switch to these steps, or to something absorbing.',
    steps: [
      'Define the problem in one concrete sentence.',
      'List every possible solution, without judging them yet.',
      'Weigh the pros and cons of the best two or three.',
      'Choose one and plan the first step: what, when and where.',
      'Do it, then review: what worked, and what comes next?',
    ],
    note: 'Some things cannot be solved (the past, what other people think). Those belong to worry time, or to a self-compassion break.',
  },
  'self-compassion': {
    id: 'self-compassion',
    name: 'Self-compassion break',
    why: 'Anxiety and overthinking are often driven by harsh self-criticism. Research links self-compassion with less anxiety and rumination. It is not letting yourself off the hook: it is treating yourself as you would a good friend.',
    steps: [
      'Notice: “This is a moment of struggle.”',
      'Remember you are not alone: “Struggling is part of being human. Many people feel this way.”',
      'Be kind: rest a hand on your chest and tell yourself what you need to hear, such as “May I be patient with myself.”',
      'Ask what you would say to a friend in your place. Write it down and read it back to yourself.',
    ],
  },
};
