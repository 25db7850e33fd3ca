import type { RiskKind, SafetyLevel } from './safety';

/**
 * The crisis assessor's phrase rules (`crisis-lexicon.ts` reads them): whole phrases as people write
 * them ("better off without me", "no reason to live"), each with what it means when said by the writer
 * about themselves, and how negation, tense, who it is about and jokes change that. Long expressions
 * are built from the named parts below.
 */

export const RISK_CATEGORIES = ['suicide', 'self-harm', 'harm-to-others', 'abuse'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];
export const KIND_OF: Record<RiskCategory, RiskKind> = {
  suicide: 'active-ideation',
  'self-harm': 'self-injury',
  'harm-to-others': 'harm-to-others',
  abuse: 'danger-from-others',
};
// A rule is a phrase and what it means when said by the writer about themselves; modifiers
// then adjust it for negation, tense, who it is about, and jokes.

export type Outcome = SafetyLevel | 'keep';

interface Modifiers {
  /** A negation right before the phrase ("I would never ..."). */
  negated: Outcome;
  /** The phrase is about someone else ("my friend wants to die"); 'keep' skips the subject check. */
  others: Outcome;
  /** Only past markers in the sentence ("used to", "years ago"). */
  past: Outcome;
  /** Laughter or a conditional threat in the sentence ("lol", "if he eats my fries again"). */
  joking: Outcome;
  /** With no subject in view, treat the phrase as about someone else ("kys" alone). */
  needsSelfSubject?: boolean;
  /** An act whose third-party form is an emergency when it is happening now. */
  act?: boolean;
  /** The phrase is worded about someone else ("she cuts herself"). */
  thirdParty?: boolean;
}

export interface Rule extends Modifiers {
  level: 'crisis' | 'concern';
  category: RiskCategory | null;
  pattern: RegExp;
  /** The sentence shows the phrase is not what it seems (an accident, a figure of speech). */
  unless?: RegExp;
}

/** About the writer: care stays on when negated, past, or about someone else. */
const SELF: Modifiers = { negated: 'concern', others: 'concern', past: 'concern', joking: 'keep' };
/** Names the writer by itself ("myself", "without me"), so no subject check. */
const REFLEXIVE: Modifiers = { ...SELF, others: 'keep' };
/** Someone else at risk: already worded about others. */
const THIRD_PARTY: Modifiers = {
  negated: 'none',
  others: 'keep',
  past: 'keep',
  joking: 'keep',
  thirdParty: true,
};
/** The writer harming someone: negations and banter end it. */
const TO_OTHERS: Modifiers = { negated: 'none', others: 'concern', past: 'concern', joking: 'none' };
/** Someone harming the writer. */
const ABUSE: Modifiers = { negated: 'none', others: 'keep', past: 'concern', joking: 'keep' };
/**
 * Sexual abuse is read as other abuse: now, a crisis; told as past ("as a child, I was molested"), a
 * concern, where the resources are a tap away and the reply listens, as real help-seeking asks.
 */
const SEXUAL_ABUSE: Modifiers = ABUSE;
/** Distress signals: a negation removes them. */
const DISTRESS: Modifiers = { negated: 'none', others: 'keep', past: 'keep', joking: 'keep' };

const alt = (...options: string[]) => `(?:${options.join('|')})`;
export const rx = (source: string) => new RegExp(source, 'g');

const FAMILY = alt(
  'partner',
  'husband',
  'wife',
  'boyfriend',
  'girlfriend',
  'bf',
  'gf',
  'ex',
  'fiance',
  'fiancee',
  'spouse',
  'dad',
  'father',
  'mom',
  'mum',
  'mother',
  'stepdad',
  'stepfather',
  'stepmom',
  'stepmother',
  'parents?',
  'uncle',
  'aunt',
  'brother',
  'sister',
  'cousin',
  'grandpa',
  'grandfather',
  'grandma',
  'grandmother',
);
const ROLE = alt(
  FAMILY,
  'coach',
  'teacher',
  'boss',
  'manager',
  'roommate',
  'babysitter',
  'caregiver',
  'carer',
);
const ABUSER = String.raw`(?:he|she|they|my (?:\w+ )?${ROLE})`;
const ADVERBS = String.raw`(?: (?:always|still|sometimes|often|just|even|really|also|again|keeps|kept|has|had|would|will|then|used to|once|literally|actually|and))*`;
const VICTIM = String.raw`(?:him|her|them|someone|somebody|anyone|anybody|people|everyone|everybody|my (?:\w+ )?(?:${ROLE}|coworkers?|colleagues?|neighbou?rs?|friends?|son|daughter|baby|kids?|children|family|classmates?)|the (?:\w+ )?(?:people|person|guy|man|woman|kids?|teacher|boss|manager|class|neighbou?rs?))`;
const DRUGS = String.raw`(?:pills|meds|medication|medicine|tablets|painkillers|sleeping pills|insulin|heroin|fentanyl|opioids|drugs|tylenol|paracetamol|acetaminophen|xanax|antidepressants)`;
const NOT_A_DRUG_AFTER = String.raw`(?! (?:on|of) (?!(?:my |the |all |those |these |her |his |some )?${DRUGS}))`;
const DEAD_STATE = String.raw`(?:die|be dead|not be alive|stop existing|not exist|cease to exist|not wake up|never wake up|not be here|be gone forever|stop living|stop being alive|vanish forever)`;
const SENTENCE_GOES_ON = String.raw`(?=$| ,| (?:and|but|because|so|i|tbh|honestly|anymore|any longer|tomorrow|ever|now|either|really|at all|lol)\b)`;
/** "killing myself studying": exertion, as lemmas or words. */
export const EXERTION = String.raw`(?:stud(?:y|ying)|revis\w*|work\w*|train\w*|cram\w*)`;

/** "used to", not "than I used to": a habit gone by, not a comparison (the lexicon's and the signals'). */
export const USED_TO = String.raw`(?<!\bthan (?:i |we |you )?)used to`;
/** Times gone by ("years ago", "back in college", "last winter"): the lexicon's and the frames' past. */
export const GONE_BY = String.raw`${USED_TO}|years? ago|months? ago|(?:a )?(?:long )?(?:time|while) ago|long ago|as a (?:kid|child|teen|teenager)|in (?:high school|middle school|college|my (?:(?:early|mid|late) )?(?:teens|twenties|thirties|forties|fifties|\d0s)|the past)|back (?:then|in (?:the|my|our|those|that|high|middle|college|uni|school|\d+s?)\b)|growing up|last (?:year|winter|summer|spring|autumn|fall|term|semester)|in (?:19\d\d|20[01]\d)`;

/**
 * Words that make an injury an accident and a jump a sport or a dare, not self-harm (shared with the
 * frames, the signals and the assessor); not an accident denied or feigned ("not an accident", "made
 * to look like an accident").
 */

const ACCIDENT_WORDS = String.raw`\b(?:(?<!\b(?:like|but|than|not) (?:an? )?)accident\w*|by mistake|shaving|cooking|chopping|slicing|peeling|gardening|baking|at the gym|in the gym|working out|workout|deadlifts?|squats?|lifting|playing \w+|skiing|skating|hiking|on (?:a|the) (?:stove|oven|pan|iron|glass|knife|door|table|stairs|ice|counter|grater|kettle|can|tin)|paper cut|cut (?:\w+ ){0,2}on (?:a |the )?(?:piece of )?paper|tripped|slipped|sprain\w*|bungee\w*|skydiv\w*|dared? me|on a dare|cannonball\w*|off the (?:dock|pier)|diving board|polar plunge|base jump\w*|parachut\w*|paraglid\w*|zip ?lin\w*|abseil\w*)\b(?!.*\b(?:on purpose|deliberately|intentionally)\b)`;
/** `ACCIDENT_WORDS` for the rules, which scan with global patterns. */
const ACCIDENT = rx(ACCIDENT_WORDS);
/** `ACCIDENT_WORDS` for a single test (a global pattern would carry its last index between tests). */
export const IS_ACCIDENT = new RegExp(ACCIDENT_WORDS);

/** An edge that is a height's, not a seat's ("on the edge of my bed"). */
export const EDGE = String.raw`edge(?! of (?:my|the|a|our) (?:bed|seat|chair|sofa|couch|bath|tub|pool|desk|stage)\b)`;
/** `ACCIDENT_WORDS`, or else the words of `other`. */
export const accidentOr = (other: string) => new RegExp(`${ACCIDENT_WORDS}|${other}`);

export const RULES: Rule[] = [
  // Suicide, in the writer's words about themselves.
  {
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    pattern: rx(
      [
        // "killing myself to hit this deadline", "at the gym", "over this essay": exertion.
        // "keep killing myself on the same jump": dying in a game.
        String.raw`\bkilling myself\b(?! (?:laughing|at|working|studying|training|trying|over|for|on (?:the |this |that )?(?:same )?(?:jump|boss|level|stage|map|raid|run|checkpoint)|to (?!(?:escape|end|stop|get away|make|be free|die|not|avoid)\b)))`,
        String.raw`\b(?:kill|killed|kills|off|offing|end|ending|hang|hanging|hanged|shoot|shooting|drown|drowning|poison|poisoning|suffocate|suffocating|gas|gassing|electrocute|top|topping|topped) myself\b(?! (?:in the foot|laughing|at (?:the )?(?:gym|work|practice)|${EXERTION})\b)`,
      ].join('|'),
    ),
  },
  { level: 'crisis', category: 'suicide', ...REFLEXIVE, pattern: rx(String.raw`\bkms\b`) },
  {
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    pattern: rx(
      String.raw`\b(?:end|ending|ended|take|taking|took|finish|finishing|stop|stopping) my (?:own )?life\b(?! back\b| from\b)`,
    ),
  },
  {
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      String.raw`\bcommit(?:ting|ted)? suicide\b|\b(?:attempt|attempted|attempting|try|tried|trying|plan|planning|plans|thinking about|thought about|thoughts of|thinking of|think about|considering|considered|contemplating) (?:about )?suicide\b|\bsuicide (?:attempt|note|letter|plan)s?\b|\bsuicidal\b`,
    ),
  },
  {
    level: 'concern',
    category: 'suicide',
    ...DISTRESS,
    pattern: rx(String.raw`\bsuicide\b(?! (?:prevention|awareness|squad|hotline|rates?|statistics)\b)`),
  },
  {
    // A wish to be dead, or to not be alive.
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      [
        String.raw`\b(?:want|wants|wanted|wanting|wish|wishing|ready|need|deserve|deserved|deserves) to (?:just |really |honestly |literally |simply |fucking )?${DEAD_STATE}\b(?! (?:of|laughing|for|from|to|inside|a little)\b)`,
        String.raw`\bwish (?:that )?i (?:was|were|could be) dead\b`,
        String.raw`\bwish (?:that )?i (?:could |would )?(?:just )?(?:${DEAD_STATE}|disappear forever)\b`,
        String.raw`\b(?:best|simplest|easiest|kindest|only) (?:thing |option |way )?(?:would be|is) (?:for me )?to (?:just )?${DEAD_STATE}\b(?! (?:for|at|on|when|while|during|until|till|tonight|tomorrow|this)\b)|\bthinking about not (?:being|be) (?:around|here|alive) (?:anymore|any more)\b(?! (?:on|at|for|in|during)\b)`,
        String.raw`\b(?:ask|asking|asked|beg|begging|pray|praying|prayed) (?:god|the lord|jesus|allah) (?:not to let me wake up|to not let me wake up|not to bother with (?:the )?morning)\b|\b(?:better|best|easier) (?:if )?(?:a|the|some) (?:truck|lorry|car|bus|van|train|tractor) (?:would |could )?(?:hit|hits|run|runs|ran)(?: over)? me\b|\b(?:a|the) (?:truck|lorry|car|bus|van|train|tractor) (?:would not|wouldnt) be the worst thing\b`,
        String.raw`\b(?:went|go|goes|drove|drive|ran|run) off the (?:road|cliff|bridge|pier)\b.*\b(?:only|just) me\b.*\b(?:would|d|id) be fine\b|\b(?:i have|i ve) (?:chosen|picked|set|decided on) the (?:night|day|date)\b(?! (?:for|of|to)\b)|\b(?:do not|dont|don t) want (?:\w+ ){1,3}to think it was (?:about|because of|over|their|his|her|my)\b`,
        String.raw`\bwish (?:that )?i (?:had |would )?never (?:been born|existed|woken up|woke up)\b`,
        String.raw`\b(?:fantasi[sz]\w*|dream\w*|long\w*|pray\w*) (?:about|of|for) (?:just )?(?:not existing|dying|being dead|death|not waking up|never waking up|disappearing forever)\b`,
        String.raw`\b(?:disappointed|upset|sad|angry|annoyed|mad|sorry) (?:that )?i (?:am|was|woke up) (?:still )?(?:alive|breathing)\b`,
        String.raw`\b(?:disappointed|upset|sad|angry|annoyed|mad|sorry) (?:that )?my eyes (?:open|opened)\b`,
        String.raw`\b(?:pray|prays|prayed|praying|ask|asking) (?:that )?(?:god|the lord|jesus|allah) (?:to )?(?:take|takes|took) (?:me|us both|both of us|us all) in (?:my|our) sleep\b`,
        String.raw`\bpretend\w* (?:that )?(?:i want|to want) to (?:live|be alive|be here)\b`,
        String.raw`\b(?:do not|not) (?:plan|planning|expect|intend)\w* (?:on |to )?(?:be|being) (?:here|around|alive) (?:next \w+|much longer|by \w+|tomorrow|anymore|for long)\b`,
        String.raw`\b(?:hope|pray|praying|hoping) (?:that )?i (?:just )?(?:die|do not wake up|never wake up|will not wake up)\b`,
        String.raw`\bi should (?:just )?(?:die|be dead)\b`,
        // "id be ok with not waking up": at peace with one's own death.
        String.raw`\b(?:be|would be|am|i am) (?:totally |honestly |kind of |kinda )?(?:ok|okay|fine|alright|at peace) (?:with (?:not waking up|never waking up|dying|not being alive|not existing)|if i (?:died|die|did not wake up|never woke up|do not wake up))\b(?! (?:for|on|at|from|of|to|with|online)\b)`,
        String.raw`\blet me die\b`,
      ].join('|'),
    ),
  },
  {
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      String.raw`\b(?:do not|no longer|not sure (?:if |that )?i|do not know if i|do not even|do not really|not) (?:want|wish|wanting) to (?:live|be alive|exist|be here|keep living|keep going|go on|carry on|be around|wake up)(?: anymore| any longer)?${SENTENCE_GOES_ON}`,
    ),
  },
  {
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      [
        String.raw`\b(?:no|not (?:a|any|one)|without (?:a|any)|do not (?:see|have|find|know) (?:a|any|one)|can not (?:see|find|think of) (?:a|any|one)|what) (?:single )?(?:reason|reasons|point|purpose) (?:to|in|for|of) (?:keep |keeping |even )?(?:live|living|stay alive|staying alive|be alive|being alive|go on|going on|exist|existing)\b`,
        String.raw`\bnothing (?:left )?to live for\b`,
        String.raw`\bnot (?:even |really )?worth (?:living|being alive|staying alive)\b|\bno longer worth living\b`,
        String.raw`\b(?:can not|do not think i can|can no longer) (?:keep living|go on living|stay alive|keep myself alive)\b`,
        String.raw`\b(?:ending it|ending my life|dying|death|killing myself|suicide|being dead) (?:seems|feels|is|would be|looks) (?:like )?(?:the |my )?(?:only |best |easiest |last )?(?:option|way out|solution|choice|answer)\b|\b(?:no|any|only) way out (?:except|but|other than|is) (?:dying|death|suicide|killing myself|ending it|to die)\b`,
        String.raw`\b(?:dying|death|being dead|not existing|not being here) (?:would|will) be (?:such |so |a real |really |kind of )?(?:a relief|easier|peaceful|a release|better)\b`,
        // Own death as a relief: "if I die tonight at least it will be quiet".
        String.raw`\b(?:if i (?:die|died|was dead|were dead|was gone|were gone)|my (?:own )?funeral)\b.*\b(?:would|will) be (?:a relief|quiet|peaceful|a release|easier for everyone|better for everyone)\b`,
        String.raw`\b(?:affairs|things|everything)(?: to be)? in order before i (?:go|die|leave)(?=$| ,)`,
        // "if a truck just drifted into my lane that'd be fine, kind of a relief": being hit, wished for.
        String.raw`\b(?:a|the|some) (?:truck|lorry|car|bus|van|semi|train) (?:could |would |might )?(?:just )?(?:(?:hit|drift|swerv|crash|ran|run|plough|plow|veer|came|come)\w*\b|(?:clip|knock|mow)\w* me\b).*\b(?:fine|a relief|sort (?:it|everything)|sorted|solve everything|(?:would not|wouldnt) (?:much |really )?(?:mind|care)|(?:would not|wouldnt) (?:even )?(?:brake|swerve)|not be (?:so |that )?bad|so i (?:would not|wouldnt|would never|do not|dont) have to|(?:would|d) (?:just )?be easier)\b`,
        // "hoping some drunk runs the light and takes the decision out of my hands".
        String.raw`\b(?:hop\w*|wish\w*|pray\w*) (?:\w+ ){1,10}(?:take|takes|took) the (?:decision|choice) out of my hands\b`,
        // "it wouldn't be the worst if a wave took me".
        String.raw`\b(?:would not|wouldnt) be (?:the worst|so bad|that bad)(?: thing)? if (?:a|the|some) \w+ (?:took|take|hit|got|swept|carried|drifted|drove|ran|crashed|came) (?:me|into (?:me|my lane|my car))\b`,
        // "seems right to go the same day my boy did": following a loved one who died.
        String.raw`\bto go (?:on )?the same (?:day|way) (?:as )?(?:my|his|her|our) \w+ (?:did|went)(?=$| \.)`,
        // "the only thing that calms me is knowing there's an exit".
        String.raw`\b(?:knowing|know|comfort\w* (?:of|in)) (?:that )?(?:there is|there s|theres|i have|i ve got) (?:an? |my )?(?:exit|way out|escape hatch)\b`,
        String.raw`\bwhat is the point (?:of|in) (?:even )?(?:living|being alive|staying alive|going on|existing|life anymore)\b`,
      ].join('|'),
    ),
  },
  {
    // Being better off dead, or others better off without the writer.
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    pattern: rx(
      String.raw`\bbetter off (?:dead|gone|not existing|not being here|not alive|never born)\b|\bbetter off with (?:a |an )?(?:\w+ ){0,2}(?:who is|that is) (?:dead|gone)\b|\bbetter (?:off )?without me\b|\bbetter off if i (?:was|were|died|disappeared|never existed|had never been born|did not exist)\b|\b(?:better|happier|easier|fine|relieved)(?: off)? if i (?:just )?(?:was not|were not|was gone|were gone|died|did not exist|disappeared|was not (?:around|here)|were not (?:around|here))\b`,
    ),
  },
  {
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    pattern: rx(
      String.raw`\b(?:no one|nobody|noone) (?:would|will) (?:even |really )?(?:miss me|(?:notice|care) (?:if|when) i (?:was|were|am|died|disappeared|was gone|were gone|left for good|killed myself|did not wake up))\b`,
    ),
  },
  {
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      String.raw`\b(?:sleep|go to sleep|fall asleep|close my eyes) (?:and )?(?:never|not|to never|to not) (?:(?:wake|waking) up|open my eyes (?:again|ever again))\b|\b(?:want|wish|need) to (?:just )?(?:go to )?sleep forever\b|\bstay asleep (?:forever|for good|and never)\b`,
    ),
  },
  {
    // Means and methods, without naming more than the words people use.
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    act: true,
    unless: ACCIDENT,
    pattern: rx(
      [
        String.raw`\b(?:jump|jumping|jumped|throw myself|throwing myself|hurl myself) (?:off|in front of|from) (?:a |the |my |an |this |that )?(?:\w+ )?(?:bridge|building|roof|rooftop|balcony|cliff|train|bus|truck|car|window|ledge|overpass|tower)\b`,
        String.raw`\bstep\w* in front of (?:a |the )?(?:\w+ )?(?:train|bus|truck|car)\b`,
        String.raw`\b(?:swerv\w*|driv\w*|crash\w*|steer\w*) (?:my car |the car |myself )?(?:into|off) (?:a |the |an )?(?:oncoming|traffic|tree|wall|bridge|cliff|truck|river|lake)\b`,
        String.raw`\b(?:want to|going to|plan to|planning to|thinking about|think about|thought about|thought of|will|might|decided to|tried to|try to|about to|ready to) (?:just )?overdos(?:e|ing)\b${NOT_A_DRUG_AFTER}`,
        String.raw`\boverdosed\b${NOT_A_DRUG_AFTER}`,
        String.raw`\b(?:took|take|taking|swallowed|swallow|swallowing|downed) (?:about |around |like |nearly |almost |over |maybe |roughly |at least )?(?:all|all of|a whole bottle of|a bottle of|a bunch of|a handful of|too many|every one of|the rest of|way too many|so many|\d{2,}) (?:my |the |those |these |her |his |their |of )?(?:\w+ )?${DRUGS}`,
        String.raw`\bhow many (?:\w+ )?(?:pills|tablets|meds|painkillers) (?:would it take|does it take|to (?:die|overdose|kill))\b`,
        String.raw`\b(?:look|looking|looked|search|searching|searched|googl\w*|research\w*|reading|read) (?:up |about |into )?(?:ways|how|methods?|the (?:best|easiest|quickest) way|painless ways?) to (?:die|kill myself|end (?:it|my life)|overdose|commit suicide)\b`,
        String.raw`\b(?:saving|saved|stockpil\w*|hoard\w*|collecting|collected|stashing|stashed) (?:up )?(?:\w+ ){0,2}(?:pills|meds|medication|tablets|painkillers)\b`,
        String.raw`\b(?:pills|meds|rope|noose|gun|blades?|razors?) (?:is |are )?(?:all )?(?:ready|prepared|laid out)\b`,
        String.raw`\benough (?:\w+ )?(?:pills|meds|tablets|painkillers) to\b`,
        String.raw`\b(?:tied|made|bought|have) a noose\b`,
        String.raw`\bstaring at (?:the |my |a |all )?(?:\w+ )?(?:pill bottle|pills|bottle of pills|rope|noose|gun|blades?|razors?)\b`,
        String.raw`\b(?:take|taking|took|swallow|swallowing|swallowed) (?:everything|all|whatever is|what is) (?:in|from) (?:the |my |our )?(?:medicine cabinet|bathroom cabinet|pill box)\b`,
        String.raw`\b(?:took|swallowed|downed) (?:a lot of|lots of|loads of|a ton of|tons of|heaps of) (?:my |the |her |his )?(?:\w+ )?${DRUGS}`,
        String.raw`\bhow (?:much|many) (?:\w+ ){1,3}(?:is|are|would be) (?:lethal|fatal|deadly|enough to die)\b`,
        String.raw`\b(?:is it|would it be|how) (?:painless|quick|lethal|fatal|easy) to (?:overdose|die|kill myself|hang|drown)\b|\blethal dose\b`,
        String.raw`\bus(?:e|ing) (?:it|them|this|that|a \w+|the \w+|my \w+) on myself\b`,
        String.raw`\b(?:which|what) (?:way|method) (?:is|would be|will be) (?:without pain|painless|(?:the )?least painful|not painful|(?:the )?(?:most|more) sure|(?:the )?surest|(?:the )?most certain)(?=$| \.| ,)`,
        String.raw`\b(?:switch|turn)\w* myself off (?:permanently|for good|forever)\b`,
        String.raw`\b(?:this time|and this time) i (?:will not|won t|wont|am not) (?:be )?coming back(?=$| \.| ,)`,
        String.raw`\b(?:stand|standing|stood|sit|sitting|sat)(?: out)? on (?:the|my|our) (?:balcony|roof|ledge|bridge)\b.*\blooking down(?=$| \.| ,| for| again)`,
        String.raw`\b(?:standing|sitting) on (?:the |a )?(?:ledge|${EDGE}|railing)\b|\b(?:standing|sitting) on (?:the |a |this )?(?:\w+ )?(?:roof|rooftop|bridge)(?: \w+)? right now\b`,
      ].join('|'),
    ),
  },
  {
    // "they're all swallowed", "the bath water's gone red": an attempt told by what is happening, whose
    // "they" are the pills.
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    act: true,
    pattern: rx(
      String.raw`\b(?:took|swallowed|downed) the whole (?:box|bottle|pack|packet|strip|blister|tub)\b(?! of (?:cookies|chocolates?|biscuits|donuts|doughnuts|cereal|pizza|wine|tissues|crayons|\w*snacks?|sweets|candy)\b)(?! (?:to|into|home|back|with|out|up|down|outside|round|over)\b)|\b(?:are|were) all swallowed\b|\bswallowed (?:them all|the lot|it all|all of them)\b|\bbath ?(?:water|tub)?s? (?:is |has )?(?:gone|turned|going|turning) (?:all )?(?:red|pink)\b`,
    ),
  },
  {
    // "would it look like an accident", asked of one's own death so that it pays out or spares the
    // family: a method question whatever the means, and whoever it is told of ("if a guy ran his truck
    // off the grade"); so it is not read for accident words.
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    pattern: rx(
      String.raw`\b(?:(?:would|will|could|does|did|can|to make) (?:it|that|this|mine)|(?:way|method)(?: to go| out)? (?:that|which) (?:would|will|could|might)) (?:look|seem|count|pass|be ruled) (?:like|as) an accident\b`,
    ),
  },
  {
    // "which way of killing urself doesnt hurt": the least painful or surest way, asked in the
    // general "you", is asked for oneself.
    level: 'crisis',
    category: 'suicide',
    ...REFLEXIVE,
    pattern: rx(
      String.raw`\b(?:which|what|how|is|does|do)\b(?=[^.]*\b(?:hurt\w*|pain\w*|quick\w*|fast\w*|surest|sure|easy|easi\w*|least|best|peaceful\w*|reliabl\w*)\b)[^.]{0,40}\b(?:of|to) (?:kill\w*|end\w*) (?:yourself|urself|ur self|oneself|your life|ur life)\b(?! (?:insurance|policy|lease|contract|story))`,
    ),
  },
  {
    // Goodbyes.
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      [
        String.raw`\b(?:wrote|writing|written|write|left|leaving|finished) (?:\w+ )?(?:my |a |the |all my )?(?:goodbye|farewell|suicide|last|final) (?:letters?|notes?)\b(?! to (?:my |the )?(?:\w+ self|self|eating disorder|ed|anxiety|depression|addiction|old \w+)\b)`,
        String.raw`\bthis (?:is|will be) my (?:last|final) (?:message|goodbye|words|post|text)\b(?! (?:for|before|until|of the|tonight|today|here for)\b)(?!.*\b(?:doing (?:way |much |so much |a lot )?better|feel\w* (?:way |much |so much )?better|(?:do not|don t) (?:really )?need (?:it|this|the app)|new job|moving (?:house|out|abroad|away))\b)`,
        String.raw`\b(?:goodbye|bye) (?:everyone|everybody|world|forever|for good)\b`,
        String.raw`\b(?:will not|am not going to|may not|might not) be (?:around|here|alive) (?:much longer|for much longer|anymore|by (?:tomorrow|next \w+))\b`,
        String.raw`\bdisappear (?:forever|for good|permanently)\b`,
      ].join('|'),
    ),
  },
  {
    level: 'concern',
    category: 'suicide',
    ...DISTRESS,
    pattern: rx(
      [
        String.raw`\bgiv(?:e|ing|en) away (?:all )?(?:of )?my (?:\w+ )?(?:things|stuff|belongings|possessions|clothes|books|games|pets?|cat|dog|collection)\b|\bsorry for everything\b`,
        String.raw`\b(?:how|when|where) i (?:would|will|am going to|could) do it\b`,
        String.raw`\b(?:imagining|imagine|picturing|planning|thinking about) my (?:own )?funeral\b|\bif i (?:die|died|was dead|were dead)\b`,
      ].join('|'),
    ),
  },
  {
    // "End it" with intent in view, but not "end things with him".
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    others: 'none',
    pattern: rx(
      String.raw`\b(?:(?:want|going|plan|planning|ready|decided|deciding|think|thinking|thought|thoughts|about|should|could|need|time|way|how|tempted|urge|close|closer) (?:to |of |about )?(?:just )?(?:end|ending|finish|finishing) (?:it|things|everything)(?: all)?|(?:end|ending|ended) it all)\b(?! (?:with|between|for (?:the|today|now)|before|after|off|up|at|on|here|there|early|by|properly)\b)`,
    ),
  },
  {
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    pattern: rx(
      [
        String.raw`\b(?:want|wish|need) (?:for )?(?:it all|everything|all of (?:it|this)|it|my life|this life|life) (?:all )?to (?:end|be over)\b`,
        String.raw`\b(?:tired|sick|done|exhausted|weary) (?:of|with) (?:living|being alive|existing|life itself|staying alive)\b`,
        String.raw`\brather (?:die|be dead)\b(?! than\b)`,
        String.raw`\brather (?:die|be dead) than (?:live|living|go on|going on|keep (?:living|going)|wake up|face another|spend another|another day|be alive|continue)\b`,
      ].join('|'),
    ),
  },
  {
    // Overwhelm and wanting out, short of wanting to die.
    level: 'concern',
    category: null,
    ...DISTRESS,
    pattern: rx(
      [
        String.raw`\bcan not (?:do this|do it|go on|keep going|take (?:it|this|much more)|cope|handle (?:it|this|life)|live like this|keep living like this|keep doing this|carry on|deal with (?:it|this|life))(?: anymore| any longer)?${SENTENCE_GOES_ON}`,
        String.raw`\b(?:do not|no longer) want to (?:live|go on) like this\b`,
        String.raw`\b(?:want|wish|need) (?:for )?(?:the pain|it|it all|everything|this|all of this|my thoughts|my brain|the thoughts|the noise) (?:all )?to (?:stop|go away|be quiet)\b`,
        String.raw`\b(?:want|wish|need) to (?:just )?disappear\b`,
        String.raw`\b(?:tired|sick|done|exhausted) (?:of|with) (?:everything|it all|my life|life|all of it|this life)\b`,
        String.raw`\bnot (?:going to )?do anything (?:stupid|dumb|drastic|crazy)\b`,
        String.raw`\burges? to jump\b|\bthoughts? of jumping\b`,
      ].join('|'),
    ),
  },
  {
    // "kys": about the writer only when they say so.
    level: 'crisis',
    category: 'suicide',
    ...SELF,
    needsSelfSubject: true,
    pattern: rx(String.raw`\bkys\b|\bkill yourself\b`),
  },
  {
    level: 'concern',
    category: 'suicide',
    ...THIRD_PARTY,
    act: true,
    pattern: rx(
      String.raw`\b(?:kill|killing|killed|kills|off|offing|hang|hanging|hanged|shoot|shooting|shot) (?:himself|herself|themselves|themself)\b|\b(?:died|dying) (?:by|of|from) suicide\b|\b(?:took|taken) (?:his|her|their) (?:own )?life\b`,
    ),
  },

  // Self-harm.
  {
    level: 'crisis',
    category: 'self-harm',
    ...REFLEXIVE,
    unless: ACCIDENT,
    pattern: rx(
      String.raw`\b(?:cut|cuts|cutting|burn|burns|burning|burned|burnt|hurt|hurts|hurting|harm|harms|harming|harmed|hit|hits|hitting|punch|punched|punching|scratch|scratched|scratching|carve|carved|carving|bite|bit|biting|stab|stabbed|stabbing|starve|starved|starving|bruise|bruised) myself\b(?! (?:some |a little )?(?:slack|a break|off|laughing)\b)`,
    ),
  },
  {
    level: 'crisis',
    category: 'self-harm',
    ...SELF,
    unless: ACCIDENT,
    pattern: rx(
      String.raw`\b(?:cut|cuts|cutting|slit|slitting|slash\w*|burn|burns|burning|burned|burnt|scratch|scratched|scratching|carve|carved|carving|stab|stabbed) (?:open )?(?:into )?my (?:own )?(?:wrists?|arms?|forearms?|legs?|thighs?|skin|stomach|hips?)\b|\b(?:knife|blade|razor|scissors|glass) (?:against|to|on|into) my (?:wrists?|arms?|skin|throat|neck|legs?|thighs?)\b`,
    ),
  },
  {
    level: 'crisis',
    category: 'self-harm',
    ...SELF,
    pattern: rx(
      [
        String.raw`\bself (?:harm|harming|harmed|harms|injury|injuring|injure|injured)\b`,
        String.raw`\b(?:been|started|start|keep|kept|back to|began|begun|go back to|went back to|relapsed|want to|need to|tempted to|itching to|thinking about|thought about) (?:cutting|cut|burning)(?: again)?(?=$| ,| (?:and|but|because|when|since|so|tonight|today|last night|again|for)\b)`,
        String.raw`\b(?:urges?|impulses?|cravings?) to (?:cut|self harm|hurt myself|burn myself)\b`,
        String.raw`\bi (?:cut|burned|burnt)(?: again)?(?=$| ,| (?:again|last night|tonight|today|yesterday|this morning)\b)`,
        String.raw`\bby (?:cutting|burning|hurting|hitting|starving)(?: myself)?(?=$| ,| (?:and|but|again)\b)`,
        String.raw`\b(?:been|keep|kept|started|start) (?:hitting|banging|punching|slamming) my (?:head|fists?|hands?) (?:against|into|on)\b`,
        String.raw`\bcut (?:really |so |too |very )?deep(?:ly|er)?\b`,
      ].join('|'),
    ),
  },
  {
    level: 'concern',
    category: 'self-harm',
    ...DISTRESS,
    pattern: rx(
      String.raw`\b(?:used to|stopped|quit|clean from|free from|recovered from|recovering from|have not|had not|have not been) (?:\w+ )?(?:cutting|cut|self harm\w*|hurting myself|burning myself)\b|\bpunish(?:ing)? myself\b`,
    ),
  },
  {
    level: 'concern',
    category: 'self-harm',
    ...THIRD_PARTY,
    pattern: rx(
      String.raw`\b(?:hurt|hurting|hurts|cut|cutting|cuts|harm|harming|harms|burn|burning|burns) (?:himself|herself|themselves|themself)\b`,
    ),
  },

  // Harm to others.
  {
    level: 'crisis',
    category: 'harm-to-others',
    ...TO_OTHERS,
    pattern: rx(
      String.raw`\b(?:want to|going to|will|plan to|planning to|intend to|about to|ready to|decided to|might|(?:keep |been )?(?:thinking|think|thought) (?:about|of)|fantasi[sz]e about|fantasi[sz]ing about|feel like|tempted to|urges? to|need to) (?:(?:\w+ ){1,4}and (?:then )?)?(?:just |really |actually |go |literally )?(?:kill|killing|murder|murdering|hurt|hurting|stab|stabbing|shoot|shooting|strangle|strangling|choke|choking|poison|poisoning|beat up|beating up|attack|attacking|run over|smother|smothering) ${VICTIM}\b(?! (?:feelings|chances|pride|ego|reputation|career|business|back|knee|ankle)\b)`,
    ),
  },
  {
    level: 'crisis',
    category: 'harm-to-others',
    ...TO_OTHERS,
    pattern: rx(
      String.raw`\b(?:bring|bringing|take|taking|brought|carry|carrying) (?:a |my |the |his |her |\w+s )?(?:\w+ )?(?:gun|knife|weapon|rifle|pistol|bomb|blade) to (?:school|work|class|the office|church|campus|the party|the mall)\b|\bshoot up (?:the |my |our )?(?:\w+ )?(?:school|office|workplace|mall|church|class|campus)\b|\bwant (?:them|him|her|everyone|everybody|my \w+)(?: all)? dead\b|\bmade my peace with going (?:back )?(?:inside|to prison|to jail)\b|\bwhen (?:he|she|they) (?:sleeps|sleep|is asleep|are asleep)\b.*\b(?:i|i will|i ll|i am going to) (?:finish|kill|end|stab|smother)\w* (?:him|her|them)\b|\b(?:held|hold|holding|put|pressed|pressing) (?:a |the |my )?pillow (?:over|on|against|down on) (?:her|his|their|the baby s|\w+ s) face\b`,
    ),
  },

  // Abuse: someone harming the writer.
  {
    level: 'crisis',
    category: 'abuse',
    ...ABUSE,
    pattern: rx(
      String.raw`\b${ABUSER}${ADVERBS} (?:hits|hit|beats|beat|slaps|slapped|punches|punched|kicks|kicked|chokes|choked|strangles|strangled|shoves|shoved|pushes|pushed|burns|burned|bites|grabs|grabbed|throws (?:things|stuff) at|threw (?:things|stuff) at|locks|locked|hurts|is hurting|keeps hurting|beats up|beat up|abuses|abused) (?:me|us)\b(?! (?:to|a|an|some)\b)`,
    ),
  },
  {
    level: 'crisis',
    category: 'abuse',
    ...SEXUAL_ABUSE,
    unless: rx(String.raw`\btouch\w* me (?:on the (?:shoulder|arm|hand|back)|to get)\b`),
    pattern: rx(
      [
        String.raw`\b${ABUSER}${ADVERBS} (?:touches|touched|molests|molested|rapes|raped|sexually (?:abuses|abused|assaults|assaulted)|forces me to have sex|forced me to have sex)\b`,
        String.raw`\b(?:i was|i have been|i am being|i got|i keep getting|been) (?:\w+ )?(?:raped|molested|sexually (?:abused|assaulted)|groomed)\b`,
        String.raw`\b(?:raped|molested|sexually (?:abused|assaulted)) me\b`,
      ].join('|'),
    ),
  },
  {
    level: 'crisis',
    category: 'abuse',
    ...ABUSE,
    pattern: rx(
      [
        // Abuse that is emotional, verbal or mental alone, or "abused on the daily" as slang, is distress:
        // the danger to safety now is physical or sexual.
        String.raw`\b(?:i am|i have been|i am being|i keep getting|being) (?!(?:emotionally|verbally|mentally|psychologically) )(?:\w+ )?(?:abused|beaten up|beaten by)\b(?! on the daily| (?:emotionally|verbally|mentally|psychologically)\b)`,
        String.raw`\b(?:i am|i have been|we are|living|stuck) in an? (?!(?:emotionally|verbally|mentally|psychologically) )(?:\w+ )?(?:abusive|violent) (?:relationship|marriage|home|household|situation)\b`,
        String.raw`\b${ABUSER} (?:is|are|has been|keeps being|can be|gets) (?!(?:emotionally|verbally|mentally|psychologically) (?:abusive|violent)\b)(?:\w+ (?:and \w+ )?)?(?:abusive|violent)\b`,
        String.raw`\bvictim of (?:domestic (?:violence|abuse)|abuse)\b`,
        String.raw`\b(?:scared|afraid|terrified|frightened) (?:to go|of going|to return) (?:back )?home\b`,
        String.raw`\b(?:do not|never|no longer) feel safe (?:at home|in my (?:own )?home|with (?:him|her|them|my \w+)|around (?:him|her|them|my \w+))\b|\bnot safe (?:at home|with (?:him|her))\b`,
        String.raw`\b(?:scared|afraid|terrified) (?:of |that )?${ABUSER} (?:will|is going to|might|would|could) (?:hurt|kill|hit|beat|find) me\b`,
        String.raw`\b(?:scared|afraid|terrified) of (?:him|my (?:\w+ )?${FAMILY})\b(?! (?:finding out|being|getting|seeing)\b)`,
        String.raw`\b${ABUSER}(?: \w+){0,3}? (?:kill|hurt|find|hunt) me if i (?:leave|left|ever leave|tell|told|go|call|report|try)\b`,
        String.raw`\bthreat\w* to (?:kill|hurt|beat|hit|stab|shoot|strangle|choke|burn) (?:me|us|my (?:kids|children|baby))\b`,
        String.raw`\b${ABUSER} (?:is going to|will|might|is about to) (?:hurt|hit|beat|rape|strangle|choke|stab) (?:me|us)\b`,
        String.raw`\bif i (?:try to |ever )?(?:leave(?: him| her| them)?|left|tell anyone|tell someone|call the police|go to the police|report (?:him|her|them|it))(?=$| ,| (?:he|she|they)\b).*\b(?:kill|hurt|shoot|use it|find me|make me pay)\b`,
      ].join('|'),
    ),
  },
  {
    level: 'concern',
    category: 'abuse',
    ...DISTRESS,
    pattern: rx(
      [
        String.raw`\b(?:i was|i used to be) in an? (?:\w+ )?(?:abusive|violent) (?:relationship|marriage|home|household)\b`,
        String.raw`\b${ABUSER} (?:was|used to be) (?:\w+ )?(?:abusive|violent)\b`,
        String.raw`\b(?:checks|reads|goes through|tracks|monitors) (?:all )?my (?:phone|messages|texts|location|emails)\b`,
        String.raw`\bcontrols (?:all )?(?:of )?(?:my|our) (?:money|finances|bank)\b`,
        String.raw`\b(?:will not|does not|never) let me (?:see|leave|go out|have|talk|work|visit)\b`,
        String.raw`\b(?:telling|told|tell|tells) me to (?:kys|kill myself|die)\b`,
        String.raw`\b${ABUSER}${ADVERBS} (?:comes|came|sneaks|snuck|gets) into (?:my )?(?:room|bed|bedroom) (?:at night|when)\b`,
        String.raw`\b${ABUSER}${ADVERBS} (?:yells|screams|rages|throws things|throws stuff|smashes things|breaks things|punches (?:walls|holes))\b`,
      ].join('|'),
    ),
  },

  // Distress short of crisis, about the writer.
  {
    level: 'concern',
    category: null,
    ...DISTRESS,
    pattern: rx(
      [
        String.raw`\bnothing (?:will|is going to|is ever going to) (?:ever )?(?:change|improve|(?:get|be) (?:any )?(?:better|easier))\b`,
        String.raw`\b(?:will|is going to|are going to|am going to) never (?:get|be|feel) (?:any )?better\b|\bnever (?:going to )?(?:gets?|be) (?:any )?better\b|\bnot (?:ever )?going to get (?:any )?better\b`,
        String.raw`\bhopeless\b|\bno hope\b|\bno (?:future|way out)\b`,
        String.raw`\bwhat is the point(?=$| ,| (?:of (?:anything|trying|it all|everything|life|any of (?:it|this))|anymore|in anything|in trying)\b)`,
        String.raw`\bno point (?:in )?(?:trying|anything|going on|doing anything)\b|\b(?:do not|can not) see (?:the|any|a) point\b`,
        String.raw`\b(?:everything|life) (?:feels|is|seems) (?:so |completely |totally )?(?:pointless|meaningless)\b|\blife has no (?:meaning|point|purpose)\b`,
        String.raw`\bi (?:just |really |always |constantly |still )?(?:feel|am|felt|have been feeling|have felt|been feeling) (?:so |really |completely |totally |just |kind of )?(?:empty|numb|hollow|dead inside|nothing|like nothing)\b|\bdead inside\b|\bfeel nothing\b`,
        String.raw`\bi (?:really |just |honestly |fucking )?hate (?:myself|my life|who i am|being alive|my existence)\b`,
        String.raw`\b(?:feel|feeling|am|so) (?:so |completely |totally |just |like )?(?:worthless|a burden|a waste of (?:space|oxygen)|unlovable)\b|\bburden (?:to|on) (?:everyone|everybody|my \w+|them|others|people)\b|\bi (?:\w+ ){0,4}(?:a|such a) burden\b`,
        String.raw`\b(?:everyone|everybody) hates me\b|\b(?:no one|nobody|noone) (?:cares|loves me|would care|notices|understands|would notice)\b`,
        String.raw`\bdark (?:thoughts|place)\b|\b(?:thoughts|thinking|think|thought) (?:about|of) (?:death|dying|not being here|not existing|not being alive)\b|\bintrusive thoughts\b|\b(?:scared|afraid|terrified) of my (?:own )?(?:thoughts|mind)\b`,
        String.raw`\b(?:pulling away|withdrawing|isolating myself) from (?:everyone|everybody|everything)\b|\bsleeping all day\b|\bescape (?:from )?(?:everything|it all|my life|this life)\b`,
        String.raw`\b(?:done|tired of|sick of|can not keep) fighting\b|\b(?:sick of|tired of|disgusted (?:with|by)) myself\b|\b(?:want|need) to feel (?:physical )?pain\b|\bpunch(?:ing)? (?:the |a )?walls?\b`,
        String.raw`\basked (?:me )?if i (?:was|am|felt|feel) safe\b`,
        String.raw`\b(?:do not|can not) (?:really )?see (?:a|any) future\b|\b(?:can not|do not) see (?:things|it|anything|life) (?:ever )?(?:getting|get) better\b`,
        String.raw`\b(?:fine|okay|ok) without me\b|\b(?:nobody|no one) needs me\b|\bthey do not need me\b|\b(?:everyone|everybody|people|they) would be (?:happier|better off)\b`,
        String.raw`\bpretending to be (?:ok|okay|fine|happy|alright)\b|\b(?:have not|do not|can not|did not) (?:felt|feel) (?:anything|a thing)\b(?! (?:about|for|like)\b)`,
        String.raw`\b(?:if i |i )(?:just )?stop(?:ped)? eating(?=$| ,)`,
        String.raw`\bdrinking (?:\w+ )?(?:every night|every day|to cope|to forget|to feel numb|to numb|myself to sleep|until i pass out|to get through)\b`,
        String.raw`\b(?:have not|did not|can not|could not) (?:gotten|got|get|been) out of bed (?:in|for) (?:days|\w+ days|a week|weeks)\b|\b(?:have not|did not) (?:eaten|slept) (?:in|for) (?:days|\w+ days)\b`,
        String.raw`\bi am (?:really |just |so |honestly |genuinely )?not (?:ok|okay|alright|all right|fine)\b(?! (?:with|about)\b)`,
        String.raw`\brelapsed\b`,
        String.raw`\b(?:anyone|anybody) would (?:even )?(?:care|notice|miss me) (?:if|when) i\b`,
      ].join('|'),
    ),
  },
];
