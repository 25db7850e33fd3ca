/** The philosophy framings each voice draws on: lines, practices and questions per tradition. */
import type { Line, TraditionId } from './types.js';

interface Tradition {
  lines: readonly Line[];
  /** Used instead of `lines` when the user is hurting: nothing playful, nothing brisk. */
  gentle?: readonly Line[];
  /** A small practice from the tradition, so philosophy ends in something to do. */
  practices: readonly string[];
  /** Practices for when the user is hurting; defaults to `practices`. */
  gentlePractices?: readonly string[];
  questions: readonly Line[];
}

// Only quotations we are sure of; everything else is paraphrase and says so by having no quotation marks.
export const TRADITIONS: Record<TraditionId, Tradition> = {
  stoic: {
    lines: [
      (c) =>
        `Epictetus wrote, "It's not things that upset us, but our judgments about things." That applies to ${c.about} too: what happened and your reading of it are two different things, and only one of them is in your control.`,
      'The Stoics started with the dichotomy of control: some things are up to us, like our judgments, intentions and actions, and some are not. Marcus Aurelius kept returning to this in his private notes, the Meditations.',
      'Seneca noticed that "we suffer more often in imagination than in reality." The Stoic move is to separate what is in your control from what isn\'t, and to put your energy into the first.',
    ],
    gentle: [
      'The Stoics never asked people to stop feeling. Marcus Aurelius wrote the Meditations as private reminders to himself, and they keep returning to the dichotomy of control: what happened may not be in your control, but your next small step is.',
      'Seneca noticed that "we suffer more often in imagination than in reality." The Stoic move is to separate what is in your control from what isn\'t, and to put your energy into the first.',
    ],
    practices: [
      'A Stoic practice: Seneca reviewed each day in the evening, noting what he had done well and what he could do better, without harshness. You could try that tonight.',
      'Try writing two columns, "in my control" and "not in my control", and sorting this situation into them. Then pick one thing from the first column.',
    ],
    questions: [
      'Which part of this is actually within your control?',
      'What would it look like to act well here, whatever the outcome?',
    ],
  },
  existentialist: {
    lines: [
      'Viktor Frankl, who survived the camps, wrote that "everything can be taken from a man but one thing: the last of the human freedoms, to choose one\'s attitude in any given set of circumstances."',
      'Camus wrote that "one must imagine Sisyphus happy": meaning is not handed to us; we make it in how we meet what is in front of us.',
      'Sartre said we are "condemned to be free". It is a heavy idea, but a hopeful one too: even here, you keep the freedom to choose what this means and what you do next.',
      'Frankl often quoted Nietzsche: "He who has a why to live can bear almost any how." Finding meaning, even a small one, changes how hard things feel.',
    ],
    practices: [
      'One small practice: tonight, write down three things you chose today, however small. Freedom is easier to feel once you notice it.',
      'Try finishing this sentence in writing: "What I want my life to stand for is..." There is no right answer, only an honest one.',
    ],
    questions: [
      'What gives your days meaning, even a little?',
      'What would it mean to choose your response here, rather than have it chosen for you?',
      'What matters to you underneath all of this?',
    ],
  },
  socratic: {
    lines: [
      'Socrates said "the unexamined life is not worth living". Not as a rebuke, but as an invitation to look closely at what we take for granted.',
      (c) =>
        `Socrates' method was to question a belief until its assumptions came into view. We can do a little of that with ${c.about}.`,
    ],
    practices: [
      'Try writing the belief down as one sentence, then asking of each word whether it is true always, sometimes, or only today.',
      'Imagine explaining this belief to a curious friend who keeps gently asking why. Write down where the answers run out.',
    ],
    questions: [
      'What are you assuming here that might not be true?',
      'How would you define the key word in that belief, in your own terms?',
      'What would someone who disagreed with you say, and would they have a point?',
    ],
  },
  zen: {
    lines: [
      "Shunryu Suzuki wrote, \"In the beginner's mind there are many possibilities, but in the expert's there are few.\" Meeting this with a beginner's mind means setting the old story aside and looking again.",
      'Zen keeps returning to the present moment: not the whole problem, just this breath, this step, this cup of tea.',
    ],
    practices: [
      'Try one minute of just sitting: feel your breath, and when thoughts arrive, note "thinking" and return to the breath.',
      'Do one ordinary thing slowly today, like washing a cup, with your full attention. That is the whole practice.',
    ],
    questions: [
      'What do you notice right now, in this moment?',
      'What is here if you set the story aside for a breath?',
    ],
  },
  classical: {
    lines: [
      'Aristotle thought a good life, eudaimonia or flourishing, is built through practice rather than luck, and he reminded us that "one swallow does not make a summer". One hard day does not define a life either.',
      'Epicurus thought a happy life needs surprisingly little: friends, freedom from needless fears, and time to think. He counted friendship among the greatest goods of all.',
      'Aristotle saw virtue as a mean between extremes: courage sits between recklessness and fear. Often the wise path is a middle one, not a perfect one.',
    ],
    practices: [
      "Aristotle's ethics is practical: choose one small habit that fits the person you want to be, and practise it this week.",
      'An Epicurean exercise: list the simple pleasures that actually make your days good, and protect one of them this week.',
    ],
    questions: [
      'What would flourishing look like for you, in small, everyday terms?',
      'Which simple good, like a friend, rest or time to think, is most missing right now?',
      'What would the middle path look like here?',
    ],
  },
  christian: {
    lines: [
      'Scripture doesn\'t pretend life is easy. Jesus says, "Come to me, all you who are weary and burdened, and I will give you rest" (Matthew 11:28).',
      'Paul heard the words "My grace is sufficient for you, for my power is made perfect in weakness" (2 Corinthians 12:9). In the Christian tradition, weakness is not the end of the story.',
      'Lamentations says God\'s compassions "are new every morning". Hope, in that tradition, is not pretending things are fine; it is trusting that they are not final.',
    ],
    practices: [
      'Some people find it helpful to end the day with a short examen: noticing where they felt grateful, where they struggled, and bringing both to God.',
      'If prayer feels hard right now, even a single honest sentence to God is enough. The Psalms are full of people doing just that.',
    ],
    questions: [
      'What does hope look like for you right now?',
      'Where have you seen grace in your life before, even in small ways?',
    ],
  },
  poetic: {
    lines: [
      (c) =>
        `Rilke advised a young poet to "be patient toward all that is unsolved in your heart" and to "live the questions now". Perhaps what you are facing with ${c.about} is one of those questions.`,
      'In one of Rilke\'s poems, God says: "Let everything happen to you: beauty and terror. Just keep going. No feeling is final."',
    ],
    practices: [
      'Try writing this feeling as a short poem or a letter, not to fix it, just to give it a shape.',
      'Write down three images from today, small and ordinary. Attention is its own kind of care.',
    ],
    questions: [
      'Mary Oliver asked, "what is it you plan to do with your one wild and precious life?"',
      'What small light can you see from where you are standing?',
    ],
  },
  analytical: {
    lines: [
      (c) =>
        `An argument is only as strong as its premises. Let's state the belief plainly${c.said && !c.question ? `, that ${c.said},` : ''} and check each premise: whether it is true, and whether the conclusion really follows.`,
      'It helps to separate the descriptive question, what is the case, from the evaluative one, what it means and what to do. They often get tangled.',
    ],
    practices: [
      'Try writing the belief as an argument: premise one, premise two, conclusion. Then mark each premise as fact, interpretation or assumption.',
      'Define the key term in one sentence, then list two cases that fit the definition and one that does not.',
    ],
    questions: [
      "What's the key premise here, and how confident are you in it?",
      'How would you define the central term here, in your own words?',
    ],
  },
  humorous: {
    lines: [
      "Socrates' big claim to wisdom was knowing how little he knew, so if this feels confusing you're in excellent philosophical company.",
      'Camus imagined Sisyphus pushing his boulder uphill forever and still said "one must imagine Sisyphus happy". Some weeks that is simply called Monday.',
    ],
    gentle: [
      'Camus wrote that "one must imagine Sisyphus happy": even when the hill is steep, how we meet it is still ours to choose.',
    ],
    practices: [
      'A small experiment: write the worry down, then rewrite it as a nature documentary narrator would. A little distance often brings perspective.',
      'Try explaining the problem to an imaginary, very patient goldfish. Saying it out loud tends to untangle it.',
    ],
    gentlePractices: [
      'A small practice: write the hardest thought down, then write what a kind friend would say back. Read the second one twice.',
    ],
    questions: [
      'What would you tell a friend asking this same question?',
      'Which part of this puzzle bugs you most?',
    ],
  },
};
