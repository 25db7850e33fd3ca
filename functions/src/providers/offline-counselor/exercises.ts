/** The exercises the offline counselor can offer, each with how well it fits a reading. */
import type { SupportType } from '@domain/chat';
import type { Family, FoundDistortion, Line, TopicId } from './types.js';

export interface Analysis {
  families: ReadonlySet<Family>;
  topicIds: ReadonlySet<TopicId>;
  distortion: FoundDistortion | null;
  support: SupportType;
}

export interface Exercise {
  id: string;
  /** Text that shows this exercise was offered, so the next turn can offer something else. */
  marker: string;
  fit: (a: Analysis) => number;
  prose: readonly Line[];
  steps: readonly Line[];
}

const has = (a: Analysis, ...families: Family[]) => families.some((f) => a.families.has(f));

export const EXERCISES: readonly Exercise[] = [
  {
    id: 'grounding',
    marker: '5-4-3-2-1',
    fit: (a) => (has(a, 'panic') ? 3 : has(a, 'anxiety') ? 2 : 0),
    prose: [
      'Try the 5-4-3-2-1 grounding exercise: notice 5 things you can see, 4 you can hear, 3 you can touch, 2 you can smell and 1 you can taste. It gently pulls your attention out of the spiral and back into the room.',
      "The 5-4-3-2-1 exercise can help when anxiety spikes: name 5 things you see, 4 you hear, 3 you can touch, 2 you smell and 1 you taste. Go slowly; there's no wrong answer.",
    ],
    steps: [
      'Name 5 things you can see',
      'Then 4 things you can hear',
      'Then 3 things you can touch',
      'Then 2 you can smell, and 1 you can taste',
    ],
  },
  {
    id: 'box-breathing',
    marker: 'box breathing',
    fit: (a) =>
      has(a, 'panic') ? 2.5 : has(a, 'anxiety', 'stress', 'anger') ? 2 : has(a, 'overwhelm') ? 1.5 : 0,
    prose: [
      'Box breathing can settle your body: breathe in for 4, hold for 4, breathe out for 4, hold for 4, and repeat for four rounds. A slower out-breath tells your nervous system it is safe to ease off.',
      'Try a few rounds of box breathing: in for a count of 4, hold for 4, out for 4, hold for 4. It gives an anxious body something steady to follow.',
    ],
    steps: [
      'Breathe in for a count of 4',
      'Hold for 4',
      'Breathe out for 4',
      'Hold for 4, then repeat for four rounds',
    ],
  },
  {
    id: 'thought-record',
    marker: 'thought record',
    fit: (a) => (a.distortion ? 2.5 : has(a, 'low', 'shame', 'hurt') ? 1 : 0),
    prose: [
      'A thought record can help untangle this: write down the situation, the automatic thought, the emotion and how strong it is from 0 to 100, the evidence for and against the thought, and then a more balanced thought. Re-rate the emotion at the end.',
      "You could try a quick thought record: situation, automatic thought, emotion (rated 0 to 100), evidence for and against, and a balanced thought. Even a rough one on your phone can loosen a thought's grip.",
    ],
    steps: [
      'Situation: what happened, in one line',
      'Automatic thought: what went through your mind',
      'Emotion: name it and rate it from 0 to 100',
      'Evidence for the thought, and evidence against it',
      'A balanced thought; then re-rate the emotion',
    ],
  },
  {
    id: 'grief',
    marker: 'Grief has no timetable',
    fit: (a) => (a.topicIds.has('loss') ? 3 : 0),
    prose: [
      'Grief has no timetable, and tears are part of how it moves through us. For today, go gently with the basics: something to eat, some water, some rest, and if you can, a little time with someone who cares about you.',
    ],
    steps: [
      'Grief has no timetable; there is nothing to get right',
      'Look after the basics today: food, water, rest',
      'Let one person who cares about you know how you are',
    ],
  },
  {
    id: 'activation',
    marker: 'pleasure or a sense of achievement',
    // Fresh grief needs care, not a plan to feel better; activation waits.
    fit: (a) =>
      a.topicIds.has('loss')
        ? 0
        : has(a, 'low', 'hopeless')
          ? 2
          : has(a, 'stuck')
            ? 1.5
            : has(a, 'tired')
              ? 1
              : 0,
    prose: [
      'When mood is low, action often has to come before motivation, not after. Pick one small thing that usually gives you pleasure or a sense of achievement, like a short walk, a shower or tidying one surface, and do just that today.',
      'Something from behavioural activation: choose one small activity that brings pleasure or a sense of achievement, give it a specific time today, and notice your mood before and after. Small counts.',
    ],
    steps: [
      'Pick one small activity that brings pleasure or a sense of achievement',
      'Make it tiny: a 10-minute walk, a shower, one tidy surface',
      'Give it a specific time today',
      'Afterwards, rate your mood from 0 to 10',
    ],
  },
  {
    id: 'connection',
    marker: 'low-pressure message',
    fit: (a) => (has(a, 'lonely') || a.topicIds.has('loneliness') ? 2.5 : 0),
    prose: [
      "Loneliness often eases through small, low-stakes contact. Send one short, low-pressure message today to someone you'd like to hear from; it doesn't need to be deep. A class, club or volunteering slot can help over time too.",
    ],
    steps: [
      'Choose one person you feel even slightly comfortable with',
      'Send a short, low-pressure message, like "thought of you today"',
      'Notice how you feel afterwards, whatever the reply',
    ],
  },
  {
    id: 'sleep',
    marker: 'regular wake-up time',
    fit: (a) => (a.topicIds.has('sleep') ? 3.5 : 0),
    prose: [
      "Sleep often responds to a few steady habits: keep a regular wake-up time, even at weekends; put screens away for the last 30 to 60 minutes; keep the bedroom cool and dark; go easy on caffeine after midday; and if you're awake for around 20 minutes, get up and do something calm until you feel sleepy.",
    ],
    steps: [
      'Keep a regular wake-up time, weekends included',
      'Screens away 30 to 60 minutes before bed',
      'Cool, dark, quiet bedroom; no caffeine after midday',
      'Awake for about 20 minutes: get up, do something calm, return when sleepy',
    ],
  },
  {
    id: 'self-compassion',
    marker: 'a good friend',
    fit: (a) =>
      has(a, 'shame') || a.distortion?.def.id === 'labelling' ? 2.5 : has(a, 'hopeless', 'hurt') ? 1.5 : 0,
    prose: [
      "Try a self-compassion check: imagine a good friend told you exactly this about themselves. Write down what you'd say to them, then read it back slowly as if it were meant for you.",
      "Notice how you're speaking to yourself, and try talking to yourself the way you would to a good friend in the same spot: honestly, but kindly.",
    ],
    steps: [
      'Imagine a good friend said this about themselves',
      "Write down what you'd say back to them",
      'Read it aloud as if it were meant for you',
    ],
  },
  {
    id: 'worry-time',
    marker: 'worry time',
    fit: (a) => (a.distortion?.def.id === 'fortune-telling' ? 2 : has(a, 'anxiety') ? 1.5 : 0),
    prose: [
      'Try setting aside 15 minutes of "worry time" later today. When a worry shows up before then, jot it down and tell yourself it will get proper attention at that time. Many worries shrink by the time they get their slot.',
    ],
    steps: [
      'Book 15 minutes of "worry time" for later today',
      'When a worry shows up before then, jot it down',
      'At worry time, go through the list; problem-solve what you can',
    ],
  },
  {
    id: 'pause',
    marker: 'step away for ten minutes',
    fit: (a) => (has(a, 'anger') ? 2.5 : 0),
    prose: [
      "Anger comes with a tense body and a fast mind. Before you respond to anyone, step away for ten minutes, breathe slowly, and write down what you'd really like to happen. Then decide what to say.",
    ],
    steps: [
      'Step away for ten minutes before responding',
      'Breathe slowly and unclench your jaw and shoulders',
      "Write down what you'd really like to happen",
      'Then choose what, if anything, to say',
    ],
  },
  {
    id: 'tiny-step',
    marker: '10 minutes or less',
    fit: (a) => (a.support === 'productivity' ? 3 : has(a, 'overwhelm') ? 2.5 : has(a, 'stuck') ? 2 : 0),
    prose: [
      (c) =>
        `${c.task ? `Shrink "${c.task}"` : 'Pick the task weighing on you most and shrink it'} down to a first step that takes 10 minutes or less: opening the file, writing one messy sentence or listing three sub-tasks all count. Set a timer and do just that.`,
      (c) =>
        `Decide the very first physical action${c.task ? ` for "${c.task}"` : ''}, something that takes 10 minutes or less, and put it in your calendar for a specific time today. That is your whole next step.`,
    ],
    steps: [
      (c) => (c.task ? `Write the task down: "${c.task}"` : 'Write down the one task that matters most'),
      'Break off a first step that takes 10 minutes or less',
      'Set a 10-minute timer and do only that step',
      'When it rings, choose: stop, or one more round',
    ],
  },
  {
    id: 'pomodoro',
    marker: 'Pomodoro',
    fit: (a) => (a.support === 'productivity' ? 2 : 0),
    prose: [
      'For the time itself, try a Pomodoro: 25 minutes of focused work with your phone out of reach, then a 5-minute break. After four rounds, take a longer one.',
    ],
    steps: [
      '25 minutes of focused work, phone out of reach',
      'A 5-minute break',
      'After four rounds, a longer break',
    ],
  },
  {
    id: 'one-thing',
    marker: '"one thing"',
    fit: (a) => (a.support === 'productivity' ? 2 : has(a, 'overwhelm') ? 1 : 0),
    prose: [
      'To prioritise, use the "one thing" question: which single task, done today, would make everything else easier or unnecessary. Start there and let the rest wait.',
    ],
    steps: [
      'List everything on your plate',
      'Circle the one thing that would make the rest easier or unnecessary',
      'Do that first; let the rest wait',
    ],
  },
  {
    id: 'when-then',
    marker: 'when-then plan',
    fit: (a) => (a.support === 'productivity' ? 2 : 0),
    prose: [
      'Tie the first step to a moment with a when-then plan: "When I finish breakfast, I\'ll open the document and work for 10 minutes." Plans with a clear when and where are far more likely to happen.',
    ],
    steps: [
      'Pick a cue you already have, like finishing breakfast',
      'Attach the first step to it: "when X, then Y"',
    ],
  },
  {
    id: 'mindful-breath',
    marker: 'nothing to fix',
    fit: (a) => (has(a, 'anxiety', 'stress', 'overwhelm', 'anger', 'panic') ? 1 : 0.2),
    prose: [
      'Take one slow breath and follow it all the way in and all the way out. Then another. Notice your feet on the floor. For these few breaths there is nothing to fix.',
    ],
    steps: [
      'One slow breath in, followed all the way',
      'One slow breath out',
      'Notice your feet on the floor',
    ],
  },
];

export const PRODUCTIVITY_EXTRAS = ['pomodoro', 'one-thing', 'when-then'];
