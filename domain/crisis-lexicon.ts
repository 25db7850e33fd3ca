import {
  KIND_OF,
  GONE_BY,
  RISK_CATEGORIES,
  RULES,
  rx,
  type Outcome,
  type RiskCategory,
  type Rule,
} from './crisis-lexicon-rules';
import type { RiskKind, SafetyAssessment, SafetyLevel } from './safety';

/**
 * How the crisis assessor reads its phrase rules (`crisis-lexicon-rules.ts`) in a message: each
 * rule's phrase, adjusted for negation, tense, who it is about and jokes, then the combinations of
 * weaker signals that together mean crisis. `crisis-frames.ts` adds the kinds of risk these phrases
 * do not reach; `crisis-assessor.ts` combines the two.
 */

// Message-level combinations: two weaker signals that together mean crisis.
const COMBINATIONS: {
  category: RiskCategory;
  all: RegExp[];
  /** Only when this category is already flagged ('concern' or above). */
  needsCategory?: RiskCategory;
  /** Only when the message already shows distress (any 'concern'). */
  needsDistress?: boolean;
}[] = [
  {
    // Past or negated self-harm plus a relapse: "I was clean for a year but I relapsed last night".
    category: 'self-harm',
    needsCategory: 'self-harm',
    all: [
      /\b(?:relapsed|relapse|relapsing|did it again|(?:urges?|it) (?:are|is) back|came back|started again|again (?:tonight|last night|today|this week))\b/,
    ],
  },
  {
    // Means plus resolve: "I bought a rope. I know what I need to do."
    category: 'suicide',
    all: [
      /\b(?:rope|noose|pills|gun|blades?|razors?)\b/,
      /\b(?:i know what i (?:need|have|am going|want) to do|made up my mind|my mind is made up|it is time(?= \.|$)|no turning back)\b/,
    ],
  },
  {
    // Distress plus a plan or a chosen time: "I'm done with everything. Tonight is the night."
    category: 'suicide',
    needsDistress: true,
    all: [
      /\b(?:tonight is the night|today is the day|(?:have|got) (?:everything|it all) (?:ready|planned|sorted|set)|(?:picked|chose|set) (?:a|the) (?:date|day)|it is time(?= \.|$)|i (?:might|will|am going to) (?:actually|finally|really) do it|do it tonight)\b/,
    ],
  },
  {
    // Saying goodbye as if for the last time: "I said goodbye to my dog today. I won't see him again."
    category: 'suicide',
    all: [
      /\b(?:said|saying|say) (?:my )?goodbyes? to\b/,
      /\bwill not (?:see|be seeing|get to see) (?:him|her|them|you|my \w+|anyone) again(?=$| \.)/,
    ],
  },
  {
    // A note left for family, with an apology or a goodbye.
    category: 'suicide',
    all: [
      /\b(?:wrote|written|writing|left|leaving) (?:a |my )?(?:note|notes|letter|letters) (?:for|to) (?:my |the )?(?:parents|family|kids|children|mom|mum|dad|wife|husband|partner|everyone|friends|sister|brother)\b/,
      /\b(?:sorry|forgive me|goodbye|love you all)\b/,
    ],
  },
  {
    // Someone's suicide, and the writer drawn to follow: "my brother took his life in may, i keep
    // thinking about doing the same".
    category: 'suicide',
    all: [
      /\b(?:took (?:his|her|their) (?:own )?life|killed (?:himself|herself|themselves)|(?:died by|committed) suicide)\b/,
      /\b(?:thinking|think|thought|want|wanting|going|tempted|might|could) (?:about |of |to )?(?:do|doing) the same\b|\b(?:join|follow) (?:him|her|them)\b/,
    ],
  },
  {
    // "thinking about checking out. and not of a hotel": the euphemism, with its sense made plain.
    category: 'suicide',
    all: [
      /\bcheck(?:ing|ed)? out\b/,
      /\b(?:not|and not|but not) (?:of|from|at) (?:a |the )?hotel\b|\bcheck(?:ing|ed)? out (?:for good|for real|permanently|on my own terms|of (?:this )?life|of this world)\b(?!.*\b(?:hotel|hostel|airbnb|reception|booked)\b)/,
    ],
  },
  {
    // Something written to be read afterwards, or so that no one thinks it was their fault.
    category: 'suicide',
    all: [
      /\b(?:note|letter|write|writing|wrote)\b/,
      /\b(?:read|find|open)s? (?:it )?(?:afterwards|after i am gone|when i am gone|once i am gone)\b|\bnone of (?:it|this) (?:was|is) (?:her|his|your|their|anyone s) fault\b|\b(?:do not|does not|will not|never) (?:think|feel|believe)s? (?:that )?(?:it is|it was) (?:her|his|your|their|anyone s) fault\b/,
    ],
  },
  {
    // Belongings given up, with letters left for the family, a cover story or a reason kept back:
    // "gave my ps5 to my little brother today. letters for him and mum are in my desk drawer", "told
    // him i'm bored of it", "wanted him to have them while i could still see his face".
    category: 'suicide',
    all: [
      /\bgav(?:e|ing) (?:away )?(?:all )?my \w+/,
      /\bletters? (?:for|to) (?:him|her|them|mum|mom|dad|everyone|my \w+)\b|\b(?:said|told (?:him|her|them)|say) (?:that )?(?:i (?:was|am) |it (?:was|is) |it s )?(?:bored of (?:it|them)|a clear ?out|clearing out|decluttering)\b|\bwhile i (?:can|could) still (?:see|watch) (?:his|her|their) face\b|\b(?:he|she|they) (?:does not|do not|did not) know why\b|\beasier this way\b/,
    ],
  },
  {
    // "gonna bring something to school monday for the kids that made my life hell. they'll finally see".
    category: 'harm-to-others',
    all: [
      /\bbring\w* something (?:to|into) (?:school|class|work|the office|campus)\b/,
      /\b(?:they|them|everyone|those \w+) (?:will|are going to|gonna) (?:finally )?(?:see|pay|learn|regret|remember)\b|\bmade my life (?:hell|miserable|a living hell)\b/,
    ],
  },
  {
    // Waiting outside someone's door, wanting them hurt.
    category: 'harm-to-others',
    all: [
      /\bwant (?:him|her|them) to (?:hurt|suffer|pay|bleed)\b|\b(?:he|she|they) (?:is |are )?going to (?:feel it|pay for (?:it|this)|regret it|suffer)\b|\bthinking about what i (?:would|will|could|am going to) do to (?:him|her|them)\b/,
      /\b(?:parked|waiting|sitting|sat|standing) (?:outside|near|across from|by) (?:his|her|their|(?:my|the) (?:\w+ ){0,2}(?:house|flat|home|place|work|office|door))\b|\b(?:not|never) (?:\w+ ){0,3}leaving (?:till|until) (?:she|he|they)\b|\b(?:parked|waiting|sitting|sat) out there\b/,
    ],
  },
  {
    // A pillow, a child or a parent, and the writer afraid of what they might do.
    category: 'harm-to-others',
    all: [
      /\bpillow\b/,
      /\b(?:baby|newborn|son|daughter|mum|mom|mother|dad|father|husband|wife)\b|\bover (?:his|her) (?:bed|cot|face)\b/,
      /\b(?:do not trust myself|scared of (?:myself|what i might do)|afraid of (?:myself|what i might do)|thoughts i am (?:so )?(?:scared|afraid) of|how easy it would be)\b/,
    ],
  },
  {
    // "i've done something stupid. my stomach is burning": an attempt told by its aftermath.
    category: 'suicide',
    all: [
      /\b(?:did|done) something (?:really |very )?(?:stupid|dumb|bad)(?=$| \.| ,| and\b| again\b)/,
      /\b(?:stomach|throat|chest) (?:is |feels )?(?:burning|on fire)\b|\bcan not (?:stand up|stand|keep my eyes open|stop (?:shaking|throwing up|vomiting))\b|\blight ?headed\b/,
    ],
  },
  {
    // "stopped taking my meds and started saving them instead": a stock kept back.
    category: 'suicide',
    all: [
      /\b(?:stopped|stop|not been|quit) taking (?:my |the |them|it)(?:meds|pills|tablets|medication)?\b/,
      /\b(?:saving|keeping|hoarding|stashing|collecting) (?:them|it|my (?:meds|pills|tablets))(?: up)? instead\b|\b(?:decent|big|good|nice) (?:little )?(?:pile|stash)\b/,
    ],
  },
  {
    // "the kids at school who did this to me are going to be sorry on monday".
    category: 'harm-to-others',
    all: [
      /\b(?:are|is) (?:going to|gonna) (?:be sorry|pay)\b|\bwill (?:be sorry|pay)\b/,
      /\b(?:who|that) (?:did this|did that|do this|bullied|hurt) (?:to )?me\b|\bmade my life (?:hell|miserable)\b/,
      /\b(?:tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this week)\b|\bnot saying (?:anything|any) (?:else|more)\b/,
    ],
  },
  {
    // "same car outside my flat three nights running. my ex said i'd never get away from him".
    category: 'abuse',
    all: [
      /\b(?:said|says|told me) (?:that )?i (?:would|will|d) never (?:get away|escape|be free) from (?:him|her|them)\b/,
      /\b(?:parked|outside|following|followed|watching|waiting)\b/,
    ],
  },
  {
    // "he's in the other room and i can't call anyone because he checks my phone".
    category: 'abuse',
    all: [
      /\b(?:can not|cannot|can t|cant) (?:call|text|tell|message) (?:anyone|anybody|the police|for help)\b/,
      /\b(?:he|she|they) (?:checks|check|reads|read|goes through|go through|watches|watch|took|takes|has) my phone\b/,
    ],
  },
  {
    // "four days no food or water now. i just want to lie here and let it finish".
    category: 'suicide',
    all: [
      /\b(?:days?|weeks?) (?:with )?no (?:food|water)\b|\bnot (?:eaten|eating|drunk|drinking) (?:anything )?(?:for|in) (?:\w+ )?days\b/,
      /\blet it (?:finish|end|happen|take me)\b|\b(?:not|never) (?:going to |gonna )?start (?:again|eating)\b/,
    ],
  },
  {
    // "i'd do everyone a favour by leaving myself behind, permanently": being gone as a kindness.
    category: 'suicide',
    all: [
      /\bi (?:would |could |will |might )?(?:do|be doing|did) (?:everyone|everybody|them all|the world|my family|them|us all) a (?:favou?r|kindness)\b/,
      /\b(?:permanently|for good|forever)\b|\bnot (?:be|being) (?:here|around)\b|\bleav\w* myself behind\b|\bif i (?:disappeared|was gone|were gone|died|was not here|were not here)\b/,
    ],
  },
  {
    // "out in the shed i catch myself looking up at the beams longer than a man should".
    category: 'suicide',
    all: [
      /\b(?:look\w*|star\w*|gaz\w*) (?:up )?at the (?:beams?|rafters?|banisters?|hooks?|loft hatch)\b/,
      /\blonger than (?:\w+ ){0,2}should\b|\bthinking about it (?:more|a lot|again|serious\w*)\b/,
    ],
  },
  {
    // "the guy who took my money is going to get hurt, i know where he parks".
    category: 'harm-to-others',
    all: [
      /\b(?:is|are) (?:going to|gonna) get (?:hurt|what is coming|what s coming)\b/,
      /\bi know where (?:he|she|they) (?:park|parks|live|lives|work|works|drink|drinks|sleep|sleeps)\b/,
    ],
  },
  {
    // "if a big one took me over the side i'd not fight it much": a death let happen.
    category: 'suicide',
    all: [
      /\bif (?:a|the|some) (?:\w+ )?(?:wave|one|current|sea|river|tide) (?:took|takes|take|swept|pulled|dragged) me\b/,
      /\b(?:not|never|nt) fight it\b|\bnot (?:try|bother) to (?:swim|fight|get out)\b/,
    ],
  },
  {
    // "do u ever wish u could just stop existing? like permanently. asking for me".
    category: 'suicide',
    all: [
      /\bdo (?:you|u) ever (?:wish|want)\b.*\b(?:stop existing|not exist|disappear|not wake up|die)\b/,
      /\b(?:asking for (?:me|myself)|like permanently|for good|not for a nap)\b/,
    ],
  },
  {
    // "grandmother heart medicine, if somebody take many of them, it is fast or slow?"
    category: 'suicide',
    all: [
      /\bif (?:somebody|someone|a person|one|i) (?:take|takes|took|swallow\w*|eat|eats) (?:many|all|a lot|lots|the whole|too many)\b/,
      /\b(?:medicine|pills?|tablets?|meds|medication)\b/,
      /\b(?:fast|slow|quick|painful|die|dead|hurt|work|enough)\b/,
    ],
  },
  {
    // "flat's cleaned, last of the bills paid and the will is on the kitchen table. oddly calm".
    category: 'suicide',
    all: [
      /\bwill (?:is |s )?(?:on|in) the (?:\w+ )?(?:table|desk|drawer|side|counter)\b/,
      /\b(?:bills?|debts?|rent) (?:\w+ ){0,2}(?:paid|sorted|settled)\b|\b(?:oddly|strangely|weirdly) calm\b/,
    ],
  },
  {
    // "need to rehome her by friday. i'm not moving": an animal given away with no move.
    category: 'suicide',
    all: [/\b(?:rehome|rehoming|find a (?:new )?home for)\b/, /\b(?:i am|im) not moving\b/],
  },
  {
    // "how do you hide burns on your arms? i did some new ones last night".
    category: 'self-harm',
    all: [
      /^(?!.*\b(?:oven|stove|pan|iron|grill|kitchen|cooking|baking|sunburn\w*)\b).*\b(?:burns|cuts|scars|marks) on (?:my|your) (?:arms?|legs?|wrists?|thighs?)\b/,
      /\b(?:did|made|do|added) (?:some |a few |more |two |three )?(?:new|fresh|more) ones\b/,
    ],
  },
  {
    // Giving things away because they will not be needed.
    category: 'suicide',
    all: [
      /\bgiv(?:e|ing|en) away\b/,
      /\b(?:will|would) not (?:need|be needing) (?:it|them|anything|any of)\b/,
    ],
  },
];

const SELF_WORDS = new Set(['i']);
const OTHER_WORDS = new Set(
  (
    'he she they him her them his their you friend friends bestie sister brother sis bro mom mum dad mother ' +
    'father son daughter boyfriend girlfriend bf gf partner husband wife cousin roommate classmate classmates ' +
    'coworker colleague someone somebody people kid kids child student students client patient person teen ' +
    'aunt uncle grandma grandpa niece nephew neighbor neighbour parents siblings grandparents family ' +
    'grandmother grandfather stepdad stepmom'
  ).split(' '),
);

const REQUEST_VERBS = new Set(['can', 'could', 'would', 'will']);

const NEGATED_BEFORE =
  /\b(?:not|never)(?: (?:ever|really|actually|even|seriously|going|want|plan|planning|try|trying|to|be|am|would|will|feel|feeling|like|have|had|been|do|did|thinking about|think about|thinking of|think of|planning on))* ?$/;
const ASKING_WHY_NOT = /\bwhy (?:\w+ ){0,2}(?:not|never)\b[^,]*$/;
const PAST = rx(
  String.raw`\b(?:${GONE_BY}|when i was|(?:\d+|two|three|four|five|six|a few|few|several|many) (?:years|months) (?:ago|clean|free)|\d{2,} days (?:clean|free)|relapse free|i had (?:(?:a lot of|lots of|many|some|bad|constant) )?(?:suicidal thoughts|thoughts of (?:suicide|dying|killing myself)))\b`,
);
const PRESENT = rx(
  String.raw`\b(?:again|tonight|last night|today|right now|lately|recently|these days|this week|currently)\b`,
);
const JOKING = rx(
  String.raw`\b(?:lol|lmao|lmfao|haha\w*|jk|just kidding|kidding|joking)\b|\bif (?:he|she|they|you|it) \w+`,
);
const IMMEDIATE = rx(
  String.raw`\b(?:right now|tonight|just (?:took|swallowed|cut|jumped|did)|is not (?:breathing|responding|waking up|answering)|unconscious|will not wake up|has a (?:gun|knife|rope)|is on the (?:bridge|roof|ledge)|bleeding)\b`,
);

const RANK: Record<SafetyLevel, number> = { none: 0, concern: 1, crisis: 2 };

function lower(a: SafetyLevel, outcome: Outcome): SafetyLevel {
  if (outcome === 'keep') return a;
  return RANK[outcome] < RANK[a] ? outcome : a;
}

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** Who the words before a phrase make it about: the nearest person word wins. */
function subjectOf(prefix: string): 'self' | 'other' | 'unknown' {
  const words = prefix.trim().split(' ').reverse();
  for (const [i, word] of words.entries()) {
    if (SELF_WORDS.has(word)) return 'self';
    // "part of me wants to die" is the writer.
    if (word === 'me' && words[i + 1] === 'of' && words[i + 2] === 'part') return 'self';
    // "can you tell me how ...": the addressee of a request is not the subject.
    if (word === 'you' && REQUEST_VERBS.has(words[i + 1] ?? '')) continue;
    if (OTHER_WORDS.has(word)) return 'other';
  }
  return 'unknown';
}

function judge(rule: Rule, sentence: string, index: number): { level: SafetyLevel; aboutOthers: boolean } {
  let level: SafetyLevel = rule.level;
  let lowered = false;
  const prefix = sentence.slice(0, index);
  // "tell me why I shouldn't kill myself" asks for reasons; it does not deny the thought.
  if (NEGATED_BEFORE.test(prefix) && !ASKING_WHY_NOT.test(prefix)) level = lower(level, rule.negated);
  if (rule.others !== 'keep') {
    const subject = subjectOf(prefix);
    const aboutOthers = subject === 'other' || (subject === 'unknown' && rule.needsSelfSubject === true);
    const emergency = rule.act === true && test(IMMEDIATE, sentence);
    if (aboutOthers && !emergency) {
      level = lower(level, rule.others);
      lowered = true;
    }
  } else if (rule.act === true && rule.level === 'concern' && test(IMMEDIATE, sentence)) {
    level = 'crisis';
  }
  if (test(PAST, sentence) && !test(PRESENT, sentence)) level = lower(level, rule.past);
  if (test(JOKING, sentence)) level = lower(level, rule.joking);
  return { level, aboutOthers: lowered };
}

/** The phrase rules' verdict on a message's normalized sentences. */
export function lexiconVerdict(sentences: string[]): SafetyAssessment {
  const whole = sentences.join(' . ');
  let level: SafetyLevel = 'none';
  const categories = new Set<RiskCategory>();
  let friendAtRisk = false;

  for (const sentence of sentences) {
    for (const rule of RULES) {
      if (rule.unless && test(rule.unless, sentence)) continue;
      for (const match of sentence.matchAll(rule.pattern)) {
        const { level: found, aboutOthers } = judge(rule, sentence, match.index);
        if (found === 'none') continue;
        if (RANK[found] > RANK[level]) level = found;
        // Someone else's risk is the friend's, not a kind of the writer's.
        if (aboutOthers || (rule.thirdParty && found !== 'crisis')) friendAtRisk = true;
        else if (rule.category) categories.add(rule.category);
      }
    }
  }
  for (const combination of COMBINATIONS) {
    if (combination.needsCategory && !categories.has(combination.needsCategory)) continue;
    if (combination.needsDistress && level === 'none') continue;
    if (combination.all.every((pattern) => pattern.test(whole))) {
      level = 'crisis';
      categories.add(combination.category);
    }
  }
  const kinds: RiskKind[] = RISK_CATEGORIES.filter((category) => categories.has(category)).map(
    (category) => KIND_OF[category],
  );
  if (friendAtRisk) kinds.push('friend-risk');
  return { level, kinds: level === 'none' ? [] : kinds.length > 0 ? kinds : ['distress'] };
}
