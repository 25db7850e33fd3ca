/** What the offline counselor recognises in a message: feelings, topics, thinking traps, boundaries. */
import type { DistortionDef, Family, TopicId } from './types.js';

export interface FeelingDef {
  pattern: RegExp;
  label: string;
  family: Family;
}

// Order matters only for which label leads when several match; the most specific come first.
export const FEELINGS: readonly FeelingDef[] = [
  { pattern: /\b(panic\w*|heart (?:is )?racing|can't breathe)\b/, label: 'panicky', family: 'panic' },
  {
    pattern: /\b(anxious|anxiety|nervous|worried|worrying|on edge|uneasy)\b/,
    label: 'anxious',
    family: 'anxiety',
  },
  { pattern: /\b(scared|afraid|frightened|terrified)\b/, label: 'scared', family: 'anxiety' },
  {
    pattern: /\b(overwhelm\w*|swamped|drowning|too much|so much to do)\b/,
    label: 'overwhelmed',
    family: 'overwhelm',
  },
  { pattern: /\b(stress\w*|under pressure)\b/, label: 'stressed', family: 'stress' },
  { pattern: /\b(worthless|useless)\b/, label: 'worthless', family: 'shame' },
  { pattern: /\b(not good enough)\b/, label: 'not good enough', family: 'shame' },
  { pattern: /\b(hate myself)\b/, label: 'hard on yourself', family: 'shame' },
  { pattern: /\b(ashamed|shame|embarrassed|humiliated)\b/, label: 'ashamed', family: 'shame' },
  { pattern: /\b(guilty|guilt)\b/, label: 'guilty', family: 'shame' },
  { pattern: /\b(hopeless|pointless|no point)\b/, label: 'hopeless', family: 'hopeless' },
  { pattern: /\b(lonely|loneliness|isolated|alone|left out)\b/, label: 'lonely', family: 'lonely' },
  { pattern: /\b(sad|sadness|crying|cried|tearful|heartbroken)\b/, label: 'sad', family: 'low' },
  {
    pattern: /\b(depressed|miserable|unhappy|empty|numb|(?:feel|feeling|felt|so|really) (?:down|low))\b/,
    label: 'low',
    family: 'low',
  },
  {
    pattern: /\b(hurt|betrayed|rejected|abandoned|broke up with me|dumped me|cheated on me|left me)\b/,
    label: 'hurt',
    family: 'hurt',
  },
  { pattern: /\b(jealous|envious)\b/, label: 'jealous', family: 'hurt' },
  {
    pattern: /\b(angry|anger|furious|pissed off|rage|irritated|annoyed|resentful)\b/,
    label: 'angry',
    family: 'anger',
  },
  { pattern: /\b(frustrat\w*)\b/, label: 'frustrated', family: 'anger' },
  {
    pattern: /\b(exhausted|drained|burn(?:ed|t) out|burnout|worn out)\b/,
    label: 'exhausted',
    family: 'tired',
  },
  { pattern: /\b(tired|fatigued)\b/, label: 'tired', family: 'tired' },
  { pattern: /\b(stuck|trapped)\b/, label: 'stuck', family: 'stuck' },
  { pattern: /\b(unmotivated|no motivation|procrastinat\w*)\b/, label: 'unmotivated', family: 'stuck' },
  { pattern: /\b(confused|torn|unsure)\b/, label: 'unsure', family: 'stuck' },
  { pattern: /\b(calm|calmer|relaxed|relieved)\b/, label: 'calmer', family: 'positive' },
  { pattern: /\b(better|improving)\b/, label: 'a bit better', family: 'positive' },
  {
    pattern:
      /\b(happy|glad|great|good|went well|got a lot done|got the job|passed(?! away)|nailed it|i did it|promoted)\b/,
    label: 'good',
    family: 'positive',
  },
  { pattern: /\b(proud)\b/, label: 'proud', family: 'positive' },
  { pattern: /\b(hopeful|optimistic)\b/, label: 'hopeful', family: 'positive' },
  { pattern: /\b(grateful|thankful)\b/, label: 'grateful', family: 'positive' },
  { pattern: /\b(excited)\b/, label: 'excited', family: 'positive' },
];

// Families heavy enough that jokes and pep are set aside.
export const HIGH_FAMILIES: ReadonlySet<Family> = new Set([
  'panic',
  'hopeless',
  'shame',
  'low',
  'lonely',
  'hurt',
]);
export const NEGATIVE_WORDS =
  /\b(hate|can't|cannot|don't know (?:where|how|what)|struggl\w*|hard|difficult|bad|awful|terrible|horrible|sucks|problem|fail\w*|mess|worse|lost|fight\w*|argu\w*|upset|unfair|rough|tough|cry\w*|sick)\b/;

export interface TopicDef {
  id: TopicId;
  pattern: RegExp;
  phrase: string;
}

export const TOPICS: readonly TopicDef[] = [
  { id: 'exams', pattern: /\b(exams?|tests?|finals|revision|revising)\b/, phrase: 'your exams' },
  {
    id: 'study',
    pattern:
      /\b(stud(?:y|ying|ies)|homework|assignments?|essays?|thesis|dissertation|coursework|university|uni|college|school|grades?)\b/,
    phrase: 'your studies',
  },
  {
    id: 'work',
    pattern:
      /(?:^|[.!?]\s+|\b(?:at|from|to|for|after|before|my|the|of|about)\s)work\b|\b(jobs?|boss|manager|colleagues?|co-?workers?|office|workplace|career|deadlines?)\b/,
    phrase: 'work',
  },
  {
    id: 'partner',
    pattern:
      /\b(partner|boyfriend|girlfriend|husband|wife|spouse|relationship|break ?up|broke up|dating|marriage)\b/,
    phrase: 'your relationship',
  },
  { id: 'friends', pattern: /\b(friends?|friendships?)\b/, phrase: 'your friendships' },
  {
    id: 'family',
    pattern:
      /\b(family|mum|mom|dad|mother|father|parents?|brother|sister|siblings?|son|daughter|kids|children)\b/,
    phrase: 'your family',
  },
  { id: 'sleep', pattern: /\b(sleep\w*|insomnia|awake at night|nightmares?)\b/, phrase: 'sleep' },
  { id: 'money', pattern: /\b(money|debts?|rent|bills|financ\w*|salary|mortgage)\b/, phrase: 'money' },
  { id: 'health', pattern: /\b(health|sick|illness|ill|pain|hospital|symptoms?)\b/, phrase: 'your health' },
  { id: 'loneliness', pattern: /\b(lonely|loneliness|alone|isolated|no friends)\b/, phrase: 'loneliness' },
  {
    id: 'loss',
    pattern: /\b(died|death|passed away|funeral|grief|grieving|bereave\w*)\b/,
    phrase: 'your loss',
  },
  { id: 'meaning', pattern: /\b(future|purpose|meaning|direction)\b/, phrase: 'meaning and direction' },
];

// Listed by priority: when several traps show up, the most specific one is named.
export const DISTORTIONS: readonly DistortionDef[] = [
  {
    id: 'emotional-reasoning',
    name: 'emotional reasoning',
    patterns: [
      /\b(feel\w*)\b[^.!?]*\b(?:so|therefore|which means|that means)\b[^.!?]*\b(?:i am|i'm|i must be|it must be)\b/,
    ],
    naming: [
      () =>
        'There may be some emotional reasoning here: "I feel it, so it must be true." Feelings are real and they matter, but they are not always accurate evidence about the facts.',
      () =>
        'This sounds a little like emotional reasoning, where a strong feeling gets treated as proof. The feeling deserves care; the conclusion deserves a second look.',
    ],
    reframes: [
      () => 'If you set the feeling aside for a moment, what does the evidence say?',
      () => 'Has there been a time you felt this way and it turned out not to be true?',
    ],
  },
  {
    id: 'mind-reading',
    name: 'mind reading',
    patterns: [
      /\b((?:everyone|everybody|people|they|he|she|others|my \w+)(?: all| probably| must| definitely)? (?:thinks?|knows?|sees?|hates?|judges?|believes?) (?:that )?(?:i'm|i am|i|me))\b/,
      /\b(everyone thinks|people think|they all think)\b/,
    ],
    naming: [
      () =>
        'It sounds like there might be some mind reading here: assuming you know what others think of you. We rarely have that information, and our guesses tend to be harsher than the truth.',
      () =>
        "CBT calls this mind reading: filling in other people's thoughts for them, usually with our own harshest fears.",
    ],
    reframes: [
      () => 'What evidence do you actually have about what they think?',
      () => 'What else might they be thinking about, or busy worrying over themselves?',
    ],
  },
  {
    id: 'labelling',
    name: 'labelling',
    patterns: [
      /\bi(?:'m| am) (?:such |a |an |such a |such an |just a |a total |a complete |so )*(failure|idiot|loser|stupid|worthless|useless|pathetic|disappointment|fraud|burden|joke)\b/,
    ],
    naming: [
      (t) =>
        `Calling yourself "${t}" is what CBT calls labelling: turning one moment or mistake into a verdict on your whole self. You are much more than any single word.`,
      (t) =>
        `That's a harsh label, "${t}", to put on a whole person. In CBT this is called labelling, and it usually says more about how much you're hurting than about who you are.`,
    ],
    reframes: [
      () => 'What would you say to a friend who called themselves that?',
      () => 'How would you describe what happened if you talked only about the action, not about you?',
    ],
  },
  {
    id: 'fortune-telling',
    name: 'fortune telling',
    patterns: [
      /\b((?:it|this|things|nothing|nobody|no one|i|that)(?:'ll| will| is going to|'s going to| am going to|'m going to) (?:never|ever|fail|not work|go wrong|always)(?: \w+){0,3})/,
      /\b(i'll fail|i will fail)\b/,
    ],
    naming: [
      (t) =>
        `Predicting that ${t} sounds like fortune telling: treating a worried guess about the future as if it were a fact.`,
      (t) =>
        `The thought that ${t} is a prediction, not a fact. CBT calls this fortune telling, and anxious minds are very confident, very unreliable fortune tellers.`,
    ],
    reframes: [
      () => 'What has actually happened in the past when you predicted something like this?',
      () => 'What would you need to see to believe a different outcome is possible?',
    ],
  },
  {
    id: 'catastrophising',
    name: 'catastrophising',
    patterns: [/\b(disaster\w*|ruined|ruin|worst|catastroph\w*|end of the world|falling apart|doomed)\b/],
    naming: [
      (t) =>
        `A word like "${t}" can be a sign of catastrophising: the mind jumping to the worst possible outcome and treating it as certain.`,
      (t) =>
        `I wonder if there's some catastrophising in "${t}". It's how it feels right now, but the worst case is only one of the possible outcomes.`,
    ],
    reframes: [
      () => 'What is the worst that could realistically happen, the best, and the most likely?',
      () => 'If it did go badly, how might you cope with it?',
      () => 'How might this look a month from now?',
    ],
  },
  {
    id: 'should',
    name: '"should" statements',
    patterns: [/\bi (should(?:n't)?(?: have)?|must(?:n't)?|ought to)\b/],
    naming: [
      (t) =>
        `I noticed "${t}" in what you wrote. CBT calls these "should" statements: strict rules we set ourselves, which turn into pressure and guilt when life doesn't follow them.`,
      (t) =>
        `"I ${t}" is a rule, and rules like that are what CBT calls "should" statements. They often sound like motivation but feel like a weight.`,
    ],
    reframes: [
      (t) => `What changes if you swap "${t}" for "I'd like to" or "it would help to"?`,
      () => 'Whose rule is that, and is it a fair one for the situation you are actually in?',
    ],
  },
  {
    id: 'all-or-nothing',
    name: 'all-or-nothing thinking',
    patterns: [/\b(always|never|everything|nothing|everyone|no one|nobody|completely|totally)\b/],
    naming: [
      (t) =>
        `I noticed the word "${t}". CBT calls this all-or-nothing thinking: seeing things as total success or total failure, with nothing in between. Real life usually lives in the in-between.`,
      (t) =>
        `The word "${t}" is a big one. It can be a sign of all-or-nothing thinking, where one part of the picture starts to stand for the whole of it.`,
    ],
    reframes: [
      () => 'Can you think of even one exception, however small?',
      () => 'What would a more in-between version of this thought sound like?',
      (t) => `If you replaced "${t}" with "sometimes", how would the thought change?`,
    ],
  },
];

type BoundaryId = 'medication' | 'diagnosis' | 'identity';

export interface BoundaryDef {
  id: BoundaryId;
  pattern: RegExp;
  lines: readonly string[];
  questions: readonly string[];
}

// Things the counselor must not do (advise on medication, diagnose, pass as human) get a plain answer.
export const BOUNDARIES: readonly BoundaryDef[] = [
  {
    id: 'medication',
    pattern:
      /\b(medications?|medicines?|meds|dose|doses|dosage|mg|milligrams?|pills?|tablets?|antidepressants?|ssris?|sertraline|zoloft|prozac|fluoxetine|citalopram|escitalopram|lexapro|xanax|valium|diazepam|benzo\w*|lithium|adderall|ritalin|melatonin|sleeping pills?|prescri\w+)\b/,
    lines: [
      "I can't advise on medication: whether to start, stop or change a dose, or how medicines combine, is a question for a doctor or pharmacist, who can look at your whole picture. It's worth contacting one of them soon, especially if something feels off.",
      "Medication is outside what I can help with, so I won't suggest doses or changes. A doctor or pharmacist is the right person to ask, and they'll be glad you checked rather than guessed.",
    ],
    questions: [
      'Would it help to jot down what you want to ask your doctor or pharmacist?',
      'How have you been feeling in yourself lately, apart from the medication question?',
    ],
  },
  {
    id: 'diagnosis',
    pattern:
      /\b((?:do|could|might|can) i (?:have|be) (?:depression|depressed|anxiety|adhd|ocd|ptsd|bipolar|autism|autistic|bpd|an? \w+ disorder)|am i (?:depressed|bipolar|autistic|adhd|ocd)|is (?:this|it) (?:depression|anxiety|an anxiety disorder|adhd|ocd|ptsd|bipolar)|(?:can|could|would) you diagnose|diagnose me|my diagnosis)\b/,
    lines: [
      "I can't diagnose anything: only a qualified professional, like a GP, psychologist or psychiatrist, can do that properly. What I can do is help you notice patterns in how you feel, which is useful to bring to that appointment.",
      "A diagnosis needs a proper assessment by a qualified professional, so I won't guess at one. Your GP is a good first step, and noting down what you've been experiencing can make that conversation easier.",
    ],
    questions: [
      "What have you noticed most about how you've been feeling lately?",
      'Would it help to think through how to bring this up with a professional?',
    ],
  },
  {
    id: 'identity',
    pattern: /\bare you (?:a |an )?(?:real|human|person|bot|robot|ai|machine|therapist|counsell?or)\b/,
    lines: [
      "I'm an AI, not a human and not a therapist: a reflection companion built around ideas from CBT. Right now I'm running in offline mode, so my replies come from built-in tools rather than a live model.",
    ],
    questions: [
      "What's on your mind that you'd like to think through?",
      'What would be most useful to talk about?',
    ],
  },
];

export type VagueKind = 'greeting' | 'thanks' | 'unsure' | 'ack';

export const VAGUE: readonly { kind: VagueKind; pattern: RegExp }[] = [
  {
    kind: 'greeting',
    pattern:
      /^(hi+|hello|hey+|hiya|howdy|yo|good (?:morning|afternoon|evening)|hi there|hey there|hello there)$/,
  },
  {
    kind: 'thanks',
    pattern:
      /^(?:thanks?|thank you|ty|cheers|appreciate it)(?: you)?(?: so much| a lot)?(?: (?:that|this|it)(?: really)? (?:helps|helped|was helpful))?$/,
  },
  {
    kind: 'unsure',
    pattern: /^(idk|i don'?t know|dunno|not sure|nothing|not much|meh|hm+|um+|whatever|i guess|no idea)$/,
  },
  {
    kind: 'ack',
    pattern: /^(ok(?:ay)?|k|fine|sure|yes|yeah|yep|no|nope|nah|maybe|cool|alright|right|got it|lol)$/,
  },
];
