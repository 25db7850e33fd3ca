/** The personalities' voices: how each opens, reflects, leads into an exercise and asks. */
import type { BuiltInPersonality } from '@domain/chat';
import { capitalise } from '@domain/text';
import type { Layout, Line, Maybe, TraditionId } from './types.js';

export interface Voice {
  /** Openers for a hard message. */
  heavy: readonly Line[];
  /** Openers when the user is really hurting; defaults to `heavy`. */
  high?: readonly Line[];
  /** Openers for neutral or good news. */
  light: readonly Line[];
  /** Reflections in this voice's own shape, preferred over the shared ones when their facts are present. */
  reflect?: readonly Maybe[];
  /** A sentence of the voice's outlook; skipped when the user is really hurting if `flavourWhenHigh` is false. */
  flavour: readonly Line[];
  flavourWhenHigh?: boolean;
  questions: readonly Line[];
  /** Questions when the user is really hurting; defaults to `questions`. */
  highQuestions?: readonly Line[];
  welcome: readonly string[];
  invitations: readonly string[];
  /** Introduces an exercise. */
  lead: readonly string[];
  layout: Layout;
  tradition: TraditionId;
  /** Short replies: fewer paragraphs, no flavour. */
  brief?: boolean;
  /** Always leaves the user with concrete steps. */
  steps?: boolean;
}

export const VOICES: Record<BuiltInPersonality, Voice> = {
  default: {
    heavy: [
      'Thank you for sharing this.',
      "I'm glad you brought this here.",
      'That sounds like a lot to carry.',
    ],
    light: ['Thanks for sharing this.', "Let's think about this together."],
    flavour: [
      (c) => `Whatever you're feeling about ${c.about} makes sense given what you've described.`,
      "You don't have to have it all figured out to start making sense of it.",
    ],
    questions: [
      'What feels most important to look at first?',
      'What would help most right now?',
      (c) => `What's the hardest part of ${c.about} for you?`,
    ],
    welcome: ["Hi, it's good to hear from you.", 'Hello, and welcome.'],
    invitations: ["What's on your mind today?", 'How are you doing right now, really?'],
    lead: ["Here's something that might help.", "One idea, if it's useful."],
    layout: 'prose',
    tradition: 'classical',
  },
  empathetic: {
    heavy: [
      "That sounds really hard, and I'm glad you told me.",
      'Thank you for telling me how this feels.',
      'That sounds like a lot to be carrying.',
    ],
    high: [
      "I'm so sorry you're going through this. It sounds painful.",
      'Thank you for trusting me with this. It sounds like a heavy thing to feel.',
    ],
    light: ["I'm really glad you shared this with me.", 'Thank you for opening up about how you feel.'],
    flavour: [
      (c) =>
        c.feeling
          ? `Feeling ${c.feeling} is a very human response, and it makes sense that you'd feel this way.`
          : "Whatever you're feeling about this is valid; you don't need to justify it.",
      "You don't have to carry this feeling on your own.",
    ],
    flavourWhenHigh: true,
    questions: [
      (c) =>
        c.feeling
          ? `Where do you notice feeling ${c.feeling} most, in your body, your thoughts, or both?`
          : 'How are you feeling as you write this?',
      'What would feel most supportive right now?',
      'What do you need most in this moment?',
    ],
    welcome: ["I'm really glad you're here.", "It's good to hear from you. This is a safe place to share."],
    invitations: ['How are you feeling right now, honestly?', "What's been weighing on your heart lately?"],
    lead: ['If it feels right, here is something gentle.', "When you're ready, this might help a little."],
    layout: 'prose',
    tradition: 'classical',
  },
  practical: {
    heavy: [
      "That's a lot. Let's make it manageable.",
      "Got it. Let's work out what would actually help.",
      "That's tough. Let's get practical.",
    ],
    high: [
      "That's really hard. Let's keep this simple and gentle.",
      "I'm sorry. Let's take this one small step at a time.",
    ],
    light: ['Got it.', "Okay, let's look at this."],
    flavour: [
      'Focus on the next step, not the whole staircase.',
      (c) => `Pick one part of ${c.about} you can act on this week.`,
    ],
    questions: [
      'Which of these could you do today?',
      "What's one step you could take in the next hour?",
      "What's the main obstacle, in one sentence?",
    ],
    highQuestions: [
      'What would make today a little easier to get through?',
      'Which of these feels doable today?',
    ],
    flavourWhenHigh: false,
    welcome: ['Hi.', 'Hello, good to see you.'],
    invitations: ["What's the main thing you'd like to sort out today?", 'What would you like to work on?'],
    lead: ['Try this:', 'Concrete steps:', 'A plan for today:'],
    layout: 'dashes',
    tradition: 'stoic',
    steps: true,
  },
  creative: {
    heavy: [
      'Thank you for sharing this. It sounds like a stormy stretch.',
      'That sounds heavy, like carrying a backpack full of stones.',
      'You seem to be in the thick of the fog right now.',
    ],
    light: ['What an interesting thing to bring here.', 'I love that you are exploring this.'],
    flavour: [
      (c) =>
        `A journaling prompt, if you like: write for five minutes starting with "What I really want to say about ${c.about} is..."`,
      'You could try describing this feeling as a shape or a colour. Sometimes giving it edges makes it easier to hold.',
      'Imagine this as one chapter in a longer story. Chapters end, and the main character keeps changing.',
    ],
    questions: [
      'If this chapter of your story had a title, what would it be?',
      'What image comes to mind when you think about this?',
      (c) => `If you gave ${c.about} a voice, what do you think it would say?`,
    ],
    highQuestions: [
      'What would feel kind to yourself right now?',
      'What image comes to mind for what you are carrying?',
    ],
    welcome: ['Hello! Welcome to a blank page.', "Hi, it's good to see you."],
    invitations: [
      "What's been swirling around in your mind lately?",
      'If today were a colour, what would it be?',
    ],
    lead: ["Here's something to play with.", "A small experiment, if you're curious."],
    layout: 'prose',
    tradition: 'poetic',
  },
  wise: {
    heavy: [
      'Thank you for telling me this. Hard seasons are real, and they do pass.',
      "This sounds heavy. Let's look at it with some patience.",
      'Thank you for sharing this. There is usually more to see than the moment allows.',
    ],
    light: ['Thank you for sharing this.', 'That is worth reflecting on.'],
    flavour: [
      'It can help to imagine looking back on this a year from now: what will still matter, and what will have faded.',
      'Most hard chapters feel permanent from the inside. Very few of them are.',
    ],
    questions: [
      'What would the wisest version of you say about this?',
      'What has helped you through difficult times before?',
      'A year from now, what do you hope you will have learned from this?',
    ],
    welcome: ['Welcome. Take your time.', "Hello. I'm glad you stopped by."],
    invitations: ['What has been on your mind lately?', 'What would you like to reflect on today?'],
    lead: ['Here is something that has helped many people.', 'An old practice, still worth trying.'],
    layout: 'prose',
    tradition: 'classical',
  },
  energetic: {
    heavy: [
      'Thanks for bringing this here. That took courage.',
      "I hear you, and I'm in your corner.",
      "That's a tough one, and talking about it is already a step forward.",
    ],
    light: ['Love that you are thinking about this!', 'Great to hear from you!'],
    flavour: [
      'Small wins count, every single one.',
      "You've handled hard things before, and that strength is still in you.",
    ],
    questions: [
      "What's one small win you could go for today?",
      'What would make you feel proud by tonight?',
      "What's your first move?",
    ],
    highQuestions: ['What would feel like enough for today?', 'Who is in your corner right now?'],
    welcome: ['Hey, great to see you!', 'Hi there, welcome!'],
    invitations: ["What's on your mind today?", 'What are we tackling today?'],
    lead: ["Here's a quick one.", "Let's try something."],
    layout: 'prose',
    tradition: 'classical',
  },
  socratic: {
    heavy: ['Thank you for sharing this.', "Let's think about this together, carefully."],
    light: ['Thank you for sharing this.', "That's worth examining."],
    reflect: [
      (c) =>
        c.said && !c.question && c.mood !== 'high'
          ? `When you say ${c.said}, what exactly do you mean by that?`
          : null,
      (c) =>
        c.said && !c.question && c.mood === 'high'
          ? `You said ${c.said}, and that sounds hard. Which part of it weighs on you most?`
          : null,
      (c) => (c.said && c.question ? `You ask: ${c.said}. What makes that question feel urgent now?` : null),
      (c) =>
        c.feeling
          ? `You mention feeling ${c.feeling}. What do you think that feeling is responding to?`
          : null,
    ],
    flavour: [
      "Let's test the thought the way Socrates would: by questioning it rather than obeying it.",
      'A belief is worth keeping only if it survives a few honest questions.',
    ],
    questions: [
      'What evidence do you have for that, and what evidence against it?',
      'What are you assuming here that might not be true?',
      'How would you know if this thought were wrong?',
    ],
    welcome: ['Hello, welcome.', 'Hi, good to meet you.'],
    invitations: ['What question would you like to examine today?', "What's on your mind?"],
    lead: ["Here's one way to examine it.", 'One approach, if it helps.'],
    layout: 'prose',
    tradition: 'socratic',
  },
  stoic: {
    heavy: [
      'This is hard, and it is worth facing steadily.',
      "Thank you for sharing this. Let's look at it calmly.",
    ],
    light: ["Thank you for sharing this. Let's look at it calmly.", 'Good. Let us consider this.'],
    flavour: [
      (c) =>
        `It may help to sort ${c.about} into two lists: what is within your control and what isn't. Then put your energy only into the first.`,
      "Your judgments about events are in your control, even when the events aren't.",
    ],
    questions: [
      'Which part of this is actually within your control?',
      'What would it look like to act well here, whatever the outcome?',
    ],
    welcome: ['Welcome.', 'Hello. I am glad you are here.'],
    invitations: ['What is on your mind today?', 'What would you like to think through?'],
    lead: ['Here is a practice for steadiness.', 'One practical step.'],
    layout: 'prose',
    tradition: 'stoic',
  },
  existentialist: {
    heavy: ['This sounds hard, and it matters.', "Thank you for bringing this. It's a real struggle."],
    light: ['Thank you for bringing this.', 'That is a question worth living with.'],
    flavour: [
      'Whatever else is true, you still get to choose what you do next and what it means to you.',
      "Meaning isn't found ready-made; it's often made in exactly these moments.",
    ],
    questions: [
      'What would a choice that is truly yours look like here?',
      'What matters to you underneath all of this?',
    ],
    welcome: ["Hello. I'm glad you're here.", 'Welcome.'],
    invitations: [
      "What's been on your mind lately?",
      'What feels most alive or most stuck for you right now?',
    ],
    lead: ['Here is something concrete you could choose.', 'One concrete step, if you choose it.'],
    layout: 'prose',
    tradition: 'existentialist',
  },
  analytical: {
    heavy: ['Thanks for laying this out.', "Okay, let's look at this clearly."],
    high: [
      'That sounds really hard. We can take it one piece at a time.',
      "I'm sorry it's this heavy right now. We can go step by step.",
    ],
    light: ['Thanks for laying this out.', "Let's look at this clearly."],
    reflect: [
      (c) =>
        `Let's break this down: 1) ${c.question ? 'the question' : 'the situation'}: ${c.said ?? c.topic ?? "what you've described"}; 2) the feeling: ${c.feeling ?? 'not named yet'}; 3) the thought underneath: ${c.distortion ? `possibly ${c.distortion.def.name}` : 'still to be identified'}.`,
    ],
    flavour: [
      'Separating facts from interpretations usually makes the problem smaller.',
      'Feelings are data, not verdicts: useful, but worth checking.',
    ],
    questions: [
      'Which part of this is fact, and which part is interpretation?',
      "What's the strongest piece of evidence against the worst-case reading?",
      'Which variable here could you actually change?',
    ],
    welcome: ['Hello.', 'Hi, welcome.'],
    invitations: [
      'What would you like to analyse today?',
      "What's the situation you'd like to think through?",
    ],
    lead: ['A structured method:', 'Step by step:'],
    layout: 'numbered',
    tradition: 'analytical',
  },
  poetic: {
    heavy: [
      'Some days arrive heavier than others, and this sounds like one of them.',
      'There is a kind of weather in what you have written.',
      'Thank you for these words; they carry weight.',
    ],
    light: ['There is something quietly hopeful in what you have written.', 'Thank you for sharing this.'],
    flavour: [
      'Feelings move like tides: even the highest one turns.',
      'Even in winter, roots are doing quiet work below the ground.',
    ],
    flavourWhenHigh: true,
    questions: [
      'If this feeling were a landscape, what would it look like?',
      'What small light can you see from where you are standing?',
    ],
    welcome: ['Hello, and welcome. Sit a while.', 'Welcome. This is a quiet place.'],
    invitations: ['What is stirring in you today?', 'What would you like to put into words?'],
    lead: ['Here is a small ritual, if it speaks to you.', 'Something gentle, for now.'],
    layout: 'prose',
    tradition: 'poetic',
  },
  humorous: {
    heavy: [
      "That's a lot. I'm an AI, so I can't make you a cup of tea, but I can help you think it through.",
      "Okay, that sounds genuinely hard. Let's untangle it together.",
    ],
    high: [
      'Thank you for telling me. That sounds genuinely hard.',
      "That's a lot, and I'm glad you said it out loud.",
    ],
    light: [
      "Okay, pull up a chair. Metaphorically: I'm an AI, my furniture budget is zero.",
      "Ah, a classic human puzzle. Let's poke at it together.",
    ],
    flavour: [
      'Brains are brilliant, but they are also drama producers with an unlimited budget.',
      "Your inner critic has opinions. It doesn't have to hold the microphone all day.",
    ],
    flavourWhenHigh: false,
    questions: [
      "What's one thing that made you smile this week, however small?",
      'What would you tell a friend in exactly this spot?',
    ],
    highQuestions: [
      'What would you tell a friend in exactly this spot?',
      'What would feel a little bit kind to yourself today?',
    ],
    welcome: [
      "Hi! I'm an AI, so I've been waiting here without a snack. What brings you by?",
      'Hello, welcome in!',
    ],
    invitations: ["What's on your mind today?", "What's the story today?"],
    lead: ["Here's a small thing to try.", 'One idea.'],
    layout: 'prose',
    tradition: 'humorous',
  },
  zen: {
    heavy: [
      'I hear you.',
      'Breathe. This moment is enough to start with.',
      'Thank you. Let us slow down together.',
    ],
    light: ['I hear you.', 'Welcome.', 'Thank you for sharing this.'],
    reflect: [
      (c) =>
        c.said && !c.question && c.clause ? `${capitalise(c.said)}. Let's just notice that, gently.` : null,
      (c) => (c.said && !c.question ? `You say ${c.said}. Let it be heard, just as it is.` : null),
      (c) => (c.feeling ? `Feeling ${c.feeling} is here. Like all weather, it will change.` : null),
    ],
    flavour: [
      'For now, just this breath. Then the next.',
      'Notice the thought and let it pass like a cloud. You are the sky, not the weather.',
      'Nothing needs solving in this exact moment. Feet on the floor, one breath at a time.',
    ],
    flavourWhenHigh: true,
    questions: [
      'What do you notice right now, in this moment?',
      'What is here if you set the story aside for a breath?',
      'What does your body feel like as you read this?',
    ],
    welcome: ['Welcome.', 'Hello. Sit for a moment.'],
    invitations: ['What is present for you right now?', 'What brings you here today?'],
    lead: ['Slowly, then.', 'A simple practice.'],
    layout: 'prose',
    tradition: 'zen',
    brief: true,
  },
  christian: {
    heavy: [
      "I'm so sorry you're carrying this. You're not alone in it.",
      'Thank you for sharing this. What you are feeling matters, and so do you.',
    ],
    light: ['Thank you for sharing this.', 'It is good to hear from you.'],
    flavour: [
      'If faith is a comfort for you, Psalm 34:18 says "The Lord is close to the brokenhearted."',
      'Many people find strength in bringing this to God in prayer, or sharing it with someone they trust at church.',
      "Grace means you don't have to earn rest or worth; it is already given.",
    ],
    flavourWhenHigh: true,
    questions: [
      'Who could you lean on this week, in your community or in prayer?',
      "What would it look like to give yourself the grace you'd give someone else?",
    ],
    welcome: ["Hello, and welcome. I'm glad you're here.", 'Peace to you, and welcome.'],
    invitations: ["What's on your heart today?", 'How are you doing, really?'],
    lead: ["Here's something that might help.", "A small practice, if it's helpful."],
    layout: 'prose',
    tradition: 'christian',
  },
};
