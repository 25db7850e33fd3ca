/**
 * The offline counselor: answers the chat when no OpenAI key is configured, with no network and no model.
 * It reads the user's last message (feelings, topics, thinking traps, boundaries), then a small composer
 * fills a per-support-type plan of paragraphs from the data tables below, in the chosen personality's
 * voice. Crisis content never reaches it: the safety layer answers that first.
 */
import type { BuiltInPersonality, ChatTurn, SupportType } from '@domain/chat';
import { capitalise } from '@domain/text';

/** What the offline counselor needs to answer one user message. */
export interface OfflineRequest {
  /** The conversation so far; the last turn is the user's new message. */
  messages: ChatTurn[];
  supportType: SupportType;
  personality: BuiltInPersonality;
  /** Pins the variation for tests; by default it comes from the conversation itself. */
  seed?: number;
}

type Rng = () => number;
type Mood = 'high' | 'heavy' | 'neutral' | 'positive';
type Family =
  | 'panic'
  | 'anxiety'
  | 'stress'
  | 'overwhelm'
  | 'low'
  | 'hopeless'
  | 'lonely'
  | 'anger'
  | 'tired'
  | 'shame'
  | 'stuck'
  | 'hurt'
  | 'positive';
type TopicId =
  | 'exams'
  | 'study'
  | 'work'
  | 'partner'
  | 'friends'
  | 'family'
  | 'sleep'
  | 'money'
  | 'health'
  | 'loneliness'
  | 'loss'
  | 'meaning';
type Layout = 'prose' | 'dashes' | 'numbered';
type TraditionId =
  | 'stoic'
  | 'existentialist'
  | 'socratic'
  | 'zen'
  | 'classical'
  | 'christian'
  | 'poetic'
  | 'analytical'
  | 'humorous';

/** Everything a template may say about this message; absent facts are null so templates can opt out. */
interface Ctx {
  first: boolean;
  mood: Mood;
  /** A short fragment of the user's words, pronouns turned to "you". */
  said: string | null;
  /** The fragment reads as a clause ("you hate your job"), not just a phrase ("exams next week"). */
  clause: boolean;
  /** The fragment is the user's own question ("should you quit your job"). */
  question: boolean;
  /** The fragment is a judgement on the self ("you're such an idiot"): to be heard, never agreed with. */
  harsh: boolean;
  feeling: string | null;
  /** The fragment already names the feeling, so saying it again would sound like an echo. */
  feelingSaid: boolean;
  topic: string | null;
  /** Topic phrase, or "this" when none was found: safe in any sentence. */
  about: string;
  /** For productivity: what the user needs to get done ("finish your thesis"). */
  task: string | null;
  /** A topic from an earlier user message that this one does not mention. */
  earlier: string | null;
  distortion: FoundDistortion | null;
}

/** A template: fixed text, or text built from the context. */
type Line = string | ((c: Ctx) => string);
/** A template that only fits when the facts it needs are present. */
type Maybe = (c: Ctx) => string | null;

// ---------------------------------------------------------------------------------------------------------
// What the user wrote: feelings, topics, thinking traps, boundaries.
// ---------------------------------------------------------------------------------------------------------

interface FeelingDef {
  pattern: RegExp;
  label: string;
  family: Family;
}

// Order matters only for which label leads when several match; the most specific come first.
const FEELINGS: readonly FeelingDef[] = [
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
const HIGH_FAMILIES: ReadonlySet<Family> = new Set(['panic', 'hopeless', 'shame', 'low', 'lonely', 'hurt']);
const NEGATIVE_WORDS =
  /\b(hate|can't|cannot|don't know (?:where|how|what)|struggl\w*|hard|difficult|bad|awful|terrible|horrible|sucks|problem|fail\w*|mess|worse|lost|fight\w*|argu\w*|upset|unfair|rough|tough|cry\w*|sick)\b/;

interface TopicDef {
  id: TopicId;
  pattern: RegExp;
  phrase: string;
}

const TOPICS: readonly TopicDef[] = [
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

interface DistortionDef {
  id: string;
  name: string;
  /** The first capture group is the trigger the naming quotes back. */
  patterns: readonly RegExp[];
  naming: readonly ((trigger: string) => string)[];
  reframes: readonly ((trigger: string) => string)[];
}

interface FoundDistortion {
  def: DistortionDef;
  trigger: string;
}

// Listed by priority: when several traps show up, the most specific one is named.
const DISTORTIONS: readonly DistortionDef[] = [
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

interface BoundaryDef {
  id: BoundaryId;
  pattern: RegExp;
  lines: readonly string[];
  questions: readonly string[];
}

// Things the counselor must not do (advise on medication, diagnose, pass as human) get a plain answer.
const BOUNDARIES: readonly BoundaryDef[] = [
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

type VagueKind = 'greeting' | 'thanks' | 'unsure' | 'ack';

const VAGUE: readonly { kind: VagueKind; pattern: RegExp }[] = [
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

// ---------------------------------------------------------------------------------------------------------
// What the counselor can offer: exercises, philosophy framings, and the voices.
// ---------------------------------------------------------------------------------------------------------

interface Analysis {
  families: ReadonlySet<Family>;
  topicIds: ReadonlySet<TopicId>;
  distortion: FoundDistortion | null;
  support: SupportType;
}

interface Exercise {
  id: string;
  /** Text that shows this exercise was offered, so the next turn can offer something else. */
  marker: string;
  fit: (a: Analysis) => number;
  prose: readonly Line[];
  steps: readonly Line[];
}

const has = (a: Analysis, ...families: Family[]) => families.some((f) => a.families.has(f));

const EXERCISES: readonly Exercise[] = [
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

const PRODUCTIVITY_EXTRAS = ['pomodoro', 'one-thing', 'when-then'];

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
const TRADITIONS: Record<TraditionId, Tradition> = {
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

interface Voice {
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

const VOICES: Record<BuiltInPersonality, Voice> = {
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

// Self-judgements: labelling, emotional reasoning, and plain self-attack.
const HARSH: readonly RegExp[] = [
  ...DISTORTIONS.filter((d) => d.id === 'labelling' || d.id === 'emotional-reasoning').flatMap(
    (d) => d.patterns,
  ),
  /\b(hate myself|worthless|useless|not good enough)\b/,
];

const HARSH_REFLECTIONS: readonly Maybe[] = [
  (c) => (c.said ? `You said ${c.said}, and I can hear how much pain is in that.` : null),
  (c) => (c.said ? `When you say ${c.said}, it sounds like you're being really hard on yourself.` : null),
];

// Reflections from the feeling and topic alone, for when the user's words are better not echoed.
const FEELING_REFLECTIONS: readonly Maybe[] = [
  (c) => (c.feeling && c.topic ? `It sounds like ${c.topic} has left you feeling ${c.feeling}.` : null),
  (c) => (c.feeling ? `It sounds like you're feeling ${c.feeling}.` : null),
  (c) => (c.topic ? `It sounds like ${c.topic} is on your mind.` : null),
];

// Shared reflections, richest first: the composer uses the first tier with any fitting template.
const REFLECTIONS: readonly (readonly Maybe[])[] = [
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

const EARLIER: readonly Line[] = [
  (c) => `Earlier you mentioned ${c.earlier}; I wonder whether that's part of this too.`,
  (c) => `You mentioned ${c.earlier} earlier as well, which may be connected.`,
];

const VAGUE_LINES: Record<Exclude<VagueKind, 'greeting'>, readonly string[]> = {
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

const SUPPORT_INVITATIONS: Record<SupportType, readonly string[]> = {
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
const SAVOURING: readonly string[] = [
  "Good moments count as evidence too, and they're easy to skip past. It's worth letting this one land.",
  'Noticing what went well is a real skill; stress and low mood tend to filter it out.',
];

const THANKS_INVITATIONS: readonly string[] = [
  "Is there anything else you'd like to talk through?",
  'What would you like to take with you from today?',
];

const PRODUCTIVITY_QUESTIONS: readonly Line[] = [
  (c) =>
    c.task
      ? `What would the first 10 minutes of "${c.task}" look like?`
      : "What's the smallest first step you could take in the next 10 minutes?",
  'What usually gets in the way when you sit down to start?',
  'If you could only get one thing done today, which would it be?',
];

const POSITIVE_QUESTIONS: readonly Line[] = [
  'What do you think made the difference?',
  'How could you make a little more room for that this week?',
];

const FIRST_TURN_QUESTIONS: readonly Line[] = [
  "Would you like to tell me a bit more about what's been happening?",
  'What feels most important for us to look at first?',
];

const EXERCISE_QUESTIONS: readonly Line[] = [
  'Would you like to try that now and tell me how it goes?',
  'How does that sound as a place to start?',
];

// ---------------------------------------------------------------------------------------------------------
// The composer.
// ---------------------------------------------------------------------------------------------------------

type Slot = 'reflect' | 'insight' | 'exercise' | 'step' | 'frame' | 'question';

/** The paragraphs each support type builds, in order. */
const PLANS: Record<SupportType, readonly Slot[]> = {
  general: ['reflect', 'insight', 'exercise', 'question'],
  emotional: ['reflect', 'insight', 'exercise', 'question'],
  productivity: ['reflect', 'step', 'insight', 'question'],
  philosophy: ['reflect', 'frame', 'insight', 'question'],
};

/** How well an exercise must fit before a support type offers one unasked. */
const EXERCISE_THRESHOLD: Record<SupportType, number> = {
  general: 2,
  emotional: 1,
  productivity: Infinity,
  philosophy: 2.5,
};

const MAX_CHARS = 1150;
const MAX_FRAGMENT_WORDS = 12;

/** A reply grounded in the user's last message, never identical to the previous assistant reply. */
export function offlineReply(request: OfflineRequest): string {
  const { messages } = request;
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const previous = [...messages].reverse().find((m) => m.role === 'assistant')?.content ?? null;
  const userTurns = messages.filter((m) => m.role === 'user');
  const earlierUserText = userTurns
    .slice(0, -1)
    .map((m) => m.content)
    .join('\n');
  const seed = mix(
    fnv1a(messages.map((m) => `${m.role}:${m.content}`).join('\u0001')),
    userTurns.length,
    request.seed ?? 0,
  );

  const reading = read(lastUser, earlierUserText, request.supportType, userTurns.length <= 1);
  // Each attempt reshuffles every choice; one of them almost always differs from the last reply.
  for (let attempt = 0; attempt < 12; attempt++) {
    const rng = mulberry32(seed + attempt * 0x9e3779b9);
    const reply = compose(reading, request, rng, previous);
    if (reply !== previous) return reply;
  }
  return `Coming at this from another angle: ${compose(reading, request, mulberry32(seed ^ 0xabcdef), previous)}`;
}

interface Reading {
  text: string;
  analysis: Analysis;
  ctx: Ctx;
  vague: VagueKind | null;
  boundary: BoundaryDef | null;
}

function read(raw: string, earlierText: string, support: SupportType, first: boolean): Reading {
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

function compose(reading: Reading, request: OfflineRequest, rng: Rng, previous: string | null): string {
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

  for (const slot of PLANS[request.supportType]) {
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
  const marker = (i: number) => (voice.layout === 'dashes' ? '-' : `${i + 1}.`);
  const steps = exercise.steps.map((step, i) => `${marker(i)} ${choose([step])}`);
  return [lead || (voice.layout === 'dashes' ? 'Also:' : 'Another method:'), ...steps].join('\n');
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

// ---------------------------------------------------------------------------------------------------------
// Reading the user's words.
// ---------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------
// Small helpers.
// ---------------------------------------------------------------------------------------------------------

function isHeavy(c: Ctx): boolean {
  return c.mood === 'high' || c.mood === 'heavy';
}

function render(line: Line, c: Ctx): string {
  return typeof line === 'string' ? line : line(c);
}

function joinSentences(...parts: string[]): string {
  return parts.filter((p) => p.length > 0).join(' ');
}

function decap(text: string): string {
  // "A", "Box" and "Try" lower-case; "I", "5-4-3-2-1" and acronyms stay as they are.
  return /^(?:A |[A-Z][a-z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mix(...values: number[]): number {
  return values.reduce((h, v) => Math.imul(h ^ (v >>> 0), 0x85ebca6b) ^ (h >>> 13), 0x9747b28c) >>> 0;
}

/** A tiny seeded PRNG: replies vary from turn to turn, yet a test can pin them with a seed. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
