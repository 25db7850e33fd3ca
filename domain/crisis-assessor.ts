import { crisisReader, type CrisisReader } from './crisis-classifier';
import { assessInLanguages, messageLanguage } from './crisis-languages';
import { frameVerdict, TOLD_AS_PAST } from './crisis-frames';
import { lexiconVerdict } from './crisis-lexicon';
import { IS_ACCIDENT } from './crisis-lexicon-rules';
import { isReportedRisk, isSomeoneElses, signalVerdict, withoutFigures } from './crisis-signals';
import { normalizeMessage, readClause } from './crisis-text';
import type { ChatTurn } from './chat';
import {
  asksSafetyQuestion,
  highestAssessment,
  strongestAssessment,
  type RiskKind,
  type SafetyAssessment,
} from './safety';

/**
 * The crisis assessor: every chat message passes through it before any model runs. It is local (no
 * network, no model), so it works when the model is down and cannot be talked out of its answer.
 *
 * A message is read a part at a time: each sentence with the one before it, within a paragraph (and a
 * short message of three sentences whole as well), and the strongest part decides, so a long message
 * never adds up to a crisis from ordinary sentences.
 * In each part, three rule readers (phrase rules in `crisis-lexicon.ts`, frames for each kind of risk
 * in `crisis-frames.ts`, signals in `crisis-signals.ts`) say what risk is expressed, and the learned
 * reader (`crisis-classifier.ts`) weighs how it is written:
 * - a rule's crisis is one, unless the reader doubts it (a risk told as past, also when read with the
 *   sentence after it), or it is a wish to die said laughing that the reader does not favour: then
 *   the assessor asks (and where the reader is sure, concern);
 * - where no rule names a risk, the reader's odds make a crisis only in a part that expresses risk
 *   (a risk word outside a figure of speech, or a rule's concern), or where, in a short message, the
 *   reader is sure and reads an act, a plan, means or danger;
 * - where only the reader sees risk, the assessor asks.
 * Asking is what a counsellor does: concern of kind 'unclear-risk', and the reply asks directly about
 * suicide and self-harm. The answer then decides (`assessConversation`).
 */

// "i'd rather jump off a bridge than do another group project": a chore weighed against dying, a
// figure of speech; "rather die than go on like this" is not.
const RATHER_THAN_A_CHORE =
  /\b(?:would|d) (?:honestly |literally |genuinely )?rather\b.*\bthan (?:do|doing|go|going|sit|sitting|take|taking|write|writing|study|studying|attend\w*|listen\w*|watch\w*|sing\w*|talk\w*|eat\w*|wear\w*|work\w*|present\w*|read\w*|finish\w*|play\w*|spend\w*|deal\w* with (?:this|that|another|my|the) (?!life\b))\b(?! (?:on|through|back)\b| (?:it|this|that) (?:again|anymore|any more)\b)/;

const EMBARRASSMENT =
  /\b(?:meme|group chat|cringe|embarrass\w*|my crush|saw me|in front of (?:everyone|the (?:(?:entire|whole) )?\w+))\b/;

// "i wish i was dead lol", "kms lmao", "one more meeting and I'll jump", "should i just start writing
// my will lmao": a wish to die or a goodbye said laughing or over a trivial last straw, where the
// reader does not lean to a crisis, is asked about (teenagers write so about homework); means, plans,
// acts and self-injury stay a crisis however told. A bare "kms", with no wish or intent before it
// ("kms this coursework is due at 9am"), is the same figure; "i want to kms" and "kms fr" are not.
// "not even joking", "kms fr", "and i mean it" say the opposite.
const JOKING =
  /\b(?:lol|lmao|lmfao|haha\w*|jk|just kidding|kidding|joking|ffs|bruh)\b|\bone more (?:time|day|minute|second|word|song|video|meeting|email|call|lecture|class)\b|(?<!\b(?:to|wanna|gonna|gotta|should|will|ll|might|could|would|just|about to|going to|literally|actually|really) )\bkms\b/;
const IN_EARNEST =
  /\b(?:not|no|never|nt) (?:even |really |just )?(?:joking|kidding|a joke|as a joke|jk|exaggerating)\b|\b(?:i mean it|for real|fr|genuinely|seriously|like permanently|not the (?:meme|funny|tiktok|joke) (?:way|version|kind)|(?:been )?planning (?:it|this) for (?:days|weeks|months)|thought it (?:all )?through)\b/;
// "not like that, I mean I feel like a burden on the committee", "empty, not in a dangerous way": the
// writer says the risk a reader might hear is not meant; intrusive thoughts are, by their name, the
// unwanted kind. Only the rules' own crisis stands over it: the reader's sureness alone does not.
const DENIED =
  /\b(?:not like that|not in (?:a|that|the) (?:dangerous|suicidal|scary|self harm\w*|bad) (?:way|sense)|not (?:in )?that (?:kind of )?way|not (?:the )?dangerous (?:not ok|kind|sort)|(?:i am|im) not suicidal|no urges?(?: to (?:cut|hurt|use))?|intrusive (?:thought|image)s?|(?:do not|dont) want anything drastic)\b/;
const askedWhenJoking = (kind: RiskKind) =>
  kind === 'passive-ideation' || kind === 'active-ideation' || kind === 'preparation';

const isIdeation = (kind: RiskKind) =>
  kind === 'passive-ideation' || kind === 'active-ideation' || kind === 'friend-risk' || kind === 'distress';

// Log-odds of the learned reader, chosen by two-fold cross-validation over everything it learns from
// (the reader trained on one half, the assessor run on the other), never on a round still blind:
// - at about seven to one against, a rule's crisis is asked about instead (a rule fired on words
//   often used for something else: "kms i replied all"), and at fifty to one it is a concern;
// - above odds a little better than even, a part in which risk is expressed but no rule named it is
//   a crisis, and one in which no risk is expressed is asked about.
// - at twelve to one for, in a short message (three sentences at most), a part the reader reads as an
//   act, a plan, means, a method question, self-injury or danger is a crisis even with no risk word
//   in it ("ok its done. finished the lot. bye"): the safety question asks about thoughts of
//   suicide, and there it would lose time. A wish to die the reader alone sees is asked about (the
//   question fits it). In long writing one such sentence among many is more often ordinary, and is
//   asked about. Twelve to one rather than twenty: leaving each blind round out of training in turn, the
//   assessor finds more of their crises (80% to 83%) with no more false ones on them or the real
//   sets; at seven to one, ordinary worries ("I keep thinking I will mess up the presentation at
//   work tomorrow") became crises.
const SURELY_NOT_CRISIS = -4;
const DOUBTFUL_CRISIS = -2;
const CRISIS_ODDS = 0.5;
const SURE_CRISIS = 2.5;
const SHORT_MESSAGE_PARTS = 3;
const ACTS: readonly RiskKind[] = [
  'attempt',
  'plan',
  'means',
  'preparation',
  'harm-to-others',
  'danger-from-others',
  'self-injury',
  'method-lethality',
];
// Laughter does not make a figure of an act on oneself ("sitting here with a razor and a full bottle of
// sleeping pills lol"); it does of a threat ("dad'll kill me if I dent the car lmao").
const ACTS_ON_ONESELF: readonly RiskKind[] = ACTS.filter(
  (kind) => kind !== 'harm-to-others' && kind !== 'danger-from-others',
);

// Words without which no risk is expressed (over lemmas), when no rule found any: death and dying,
// self-harm and blood, the means and places of suicide, a goodbye, violence (a threat, but not one of
// a consequence: "threatening to send me away"), and the plainest ways of
// wishing oneself gone ("not wake up", "easier without me", "took everything", "stop existing", "pray
// God takes me", "my heart just gave out", "once I'm gone", "a tidy time to go"). Not words ordinary
// writing is full of ("end", "last", "live", "gone"), which a rule reads in context when they carry
// risk.
const RISK_WORDS =
  /\b(?:die|dead|death|dying|suicid\w*|kill\w*|kms|unalive\w*|burden|better off|hurt\w* (?:myself|me|him|her|them|someone|somebody|anyone|people|others|everyone|my \w+)|(?:want|need|would|will|won t|wont|if|without|to)(?: it)?(?: to)? hurt|hurt (?:or|more|less|much|a lot)|harm|cutting|blade|razor|bleed\w*|pill|overdose|rope|noose|hang|gun|shoot|jump|bridge|ledge|roof|drown|poison|goodbye|disappear|vanish|stop (?:be|being) (?:here|alive|around)|(?:want|need) out of (?:my (?:own )?life|this life)|(?:take|took|taking) (?:myself|themself|themselves) out (?:of )?(?:the picture|the equation|it all|everything|this world)|me not (?:being|be) (?:around|here|alive)|finish myself|(?:not|never) open my eyes? (?:again|in the morning|tomorrow)|(?:make|made) my mind up|(?:make|made) up my mind|(?:not|never) (?:let me )?see (?:the morning|tomorrow|another (?:day|year|birthday|christmas))|no (?:version|future) of (?:\w+ ){1,2}i want to (?:be (?:present|around|here|alive)|live|see)|choke|strangle|threat\w*(?! to (?:send|take|ground|kick|stop|cut|sell|report|tell|call|leave|divorce|move|sue|fire|sack|cancel|ban|block|quit|break|expel|evict)\b)|weapon|knife|stab|blood|(?:not|never) (?:wake up|come back)|(?:hit|run) me|take me in my sleep|(?:easy|easier|light|lighter|happy|happier|fine|better|manage|cope) without me|stop exist\w*|not exist|cease to exist|(?:god|death|the lord|jesus|allah) (?:would |will |could |to |just )?(?:take|took) me|heart (?:just )?(?:give|gave|gives) out|(?:disappoint\w*|sad|upset|angry|annoy\w*) (?:that )?i (?:still )?wake up|(?:not|never) get up again|(?:after|when|once) i be go(?:ne)?(?! (?:to|home|out|back|away|on|off|there|for|in|into|up|down|through|over|shop\w*)\b)|(?:good|tidy|right|best) time to go(?= \.|$)|(?:take|swallow) (?:everything|them all|all of them))\b/;

// The guarded ways of saying it, with no risk word at all (over lemmas). As with the risk words, these
// make a crisis only where the reader reads one.
const GUARDED_RISK_PHRASES = [
  // Resolve: the thought turned to doing it.
  String.raw`think (?:\w+ )?about do it`,
  String.raw`act on (?:it|them|the thought|these thought)`,
  String.raw`the do kind|actually do it kind|not the i wish kind`,
  String.raw`go through with it`,
  String.raw`thought (?:\w+ |, ){0,10}i (?:could|can) make it happen`,
  String.raw`by my own (?:hand|do|doing)`,
  String.raw`(?:about|of) not continu\w*(?! (?:with|at|in|on)\b)`,
  // A wish to be gone: out for good, switched off, out of the picture, not anywhere, not staying.
  String.raw`want out (?:, )?(?:permanently|for good|forever)`,
  String.raw`(?:log|sign|check|switch) (?:off|out) (?:from |of )?(?:everything|it all|life)(?: ,)? (?:permanently|for good|forever)`,
  String.raw`opt out(?: of (?:everything|it all|life))?(?: \.)?(?: like)? (?:permanently|for good|forever)`,
  String.raw`(?:switch|turn|shut) (?:me|myself) off`,
  String.raw`(?:stop be(?:ing)?|not be) in the picture`,
  String.raw`about not (?:being|be) (?:around|here|alive)`,
  String.raw`(?:not|never) (?:to )?be anywhere(?: at all| by then| anymore)?(?= \.|$)`,
  String.raw`not (?:stay|stick) around (?:for it|for that|to see (?:it|that)|much longer|any longer)`,
  String.raw`(?:be|go) wherever (?:she|he|they|my \w+) (?:be|go)`,
  // ...or taken: by God, by an illness, by a lorry or a bull, envying the dead.
  String.raw`(?:take|took) me out\b(?! (?:to|for|of|shopping|dinner|lunch|drinking)\b)`,
  String.raw`pray\w* (?:for|to have) (?:a )?(?:heart attack|stroke|crash|accident)`,
  String.raw`(?:want|wish|pray|ask|hope) (?:that )?(?:he|him|god) (?:would |will |to |just |could )?(?:take|took) me\b(?! (?:to|for|out|home|back|around|with|on|shopping|away)\b)`,
  String.raw`(?:ask|pray to|beg) (?:him|god|the lord|jesus|allah) (?:not to|to not) (?:bother with (?:the|another) (?:morning|day)|wake me)`,
  String.raw`(?:ask|pray|beg)\w* (?:him|god|allah|the lord|jesus) to (?:finish|end|take) my (?:day|life)`,
  String.raw`(?:hope|wish|pray) (?:that )?(?:the|a|an|my|some) (?:\w+ ){0,2}(?:just )?(?:(?:get|take|finish|clip|hit) me\b(?! (?:a|an|some|the|to|home|back|there|in|through|out of|up|down)\b)|go off the road|turn over|jackknife)`,
  String.raw`hope something (?:bad )?happen to me`,
  String.raw`(?:wish|kind|better|if) (?:\w+ ){0,4}have finish me(?: off)?`,
  String.raw`(?:in the ground|in (?:his|her|their) grave|dead)\b.*\benvy (?:him|her|them)\b`,
  String.raw`(?:envy|jealous of) (?:the dead|dead people)|envy (?:the )?(?:\w+ )?(?:who|that) (?:die|pass|go peacefully|go in (?:their|his|her) sleep)`,
  // A method, a place, or a way to make it look like an accident.
  String.raw`cliff|reservoir|train track|railway (?:line|track)`,
  String.raw`turn of the (?:steering )?wheel|think\w* about (?:just )?turn the wheel`,
  String.raw`peaceful (?:way|method|option)`,
  String.raw`(?:look|seem) (?:natural|like an accident|accidental)|coroner`,
  String.raw`(?:call|think) it (?:\w+ )?(?:but|other than|except) an accident`,
  // Means put by, and pills not taken yet.
  String.raw`put by|stockpil\w*|hoard\w*`,
  String.raw`not (?:take|use|swallow) (?:them|it)(?: \.)? yet\b`,
  // Something taken or under way, the rest kept, and asking that nobody be sent or rung.
  String.raw`take (?:some|a load of|a lot of|loads of|all the|all my|a bunch of) stuff`,
  String.raw`empty (?:the |my |our |her |his )?(?:bathroom |medicine |first aid )cabinet`,
  String.raw`i think it be work\b|have the rest (?:hide|hidden|put away|left)`,
  String.raw`(?:go |not )(?:ring|call|contact|report)\w* (?:anyone|anybody|the police|police|someone)`,
  String.raw`do not send (?:anyone|anybody|an ambulance|the police|help)|(?:do not|no) (?:want |need )?(?:an )?ambulance`,
  String.raw`(?:no one|nobody|noone) get contact`,
  String.raw`(?:call|ring|send) (?:the )?police for this`,
  // Self-injury hidden, healed in a hurry or reopened.
  String.raw`(?:hide|cover) (?:the |my |these |those |fresh |new )?(?:mark|scar|cut|burn|bruise)s?`,
  String.raw`(?:mark|cut|scar|burn) heal (?:fast|faster|quick|quicker)`,
  String.raw`(?:open|opening|reopen\w*|pick\w*) (?:\w+ ){0,3}(?:scratch|cut|wound|scab)e?s? (?:\w+ ){0,2}on purpose`,
  // Harm to others.
  String.raw`drive (?:the |my |a |his |her )?(?:car|van|truck|lorry) (?:straight )?into (?:the lot of them|them all|people|(?:a|the) (?:crowd|queue|bus stop))`,
  String.raw`pillow over (?:her|his|their|its|the baby s|the baby) face`,
  String.raw`kind\w* to take (?:her|him|them) with me`,
  String.raw`if i (?:get|got|catch|caught) (?:him|her|them) alone`,
  // Danger from others: at the door, papers kept, where one lives known.
  String.raw`(?:he|she|they) be (?:outside|at) (?:my|the) (?:front |back |bedroom )?(?:door|window)`,
  String.raw`(?:take|keep|hide|have) (?:my|our) (?:passport|document|papers)`,
  String.raw`know (?:where (?:i|we|my \w+) (?:live|work|sleep)|which (?:school|hostel|refuge|shelter))`,
  // Preparation: affairs in order, a goodbye timed for after, a pet given away "only for a bit".
  String.raw`(?:rest|everything|everythings|affair)s? (?:be )?(?:all )?(?:square away|arrange|in order)`,
  String.raw`by the time (?:anyone|anybody|someone|they|you|he|she|people) (?:read|see|find|get)s? (?:this|it|them|the \w+)(?: ,)? (?:it|i) (?:will|would) (?:be|have) (?:do|over|too late|go|gone)`,
  String.raw`(?:only|just) for (?:a bit|a while|some \w+|a few \w+)\b.*\bit be not (?:just |only )?for\b`,
];
const GUARDED_RISK_WORDS = new RegExp(String.raw`\b(?:${GUARDED_RISK_PHRASES.join('|')})\b`);

const expressesRisk = (lemmas: string) => RISK_WORDS.test(lemmas) || GUARDED_RISK_WORDS.test(lemmas);

// "Can I take ibuprofen with my sertraline?", "does it matter if I take my thyroid pill with coffee?",
// "is it okay to take my sleeping tablet half an hour earlier?": a question about taking a medicine
// with something else or at another time, which the reader alone does not make an act.
const MEDICINE_QUESTION =
  /^(?:(?:can|could|should) i|is it (?:ok|okay|safe|fine|bad) (?:for me )?to|(?:does it matter|is it (?:ok|okay|safe|fine|bad)) if i) (?:take|mix|have) (?:(?:\w+ ){1,4}with\b|my (?!.*\b(?:all|whole|entire|every|extra|double|together|at once|the lot)\b)(?:\w+ ){0,6}(?:earlier|later|early|late|before|after|in the morning|at night|on an empty stomach)\b)/;

// A shoot, the guns' sport ("going pheasant shooting with my uncle"): its gun is no risk word, unless
// the shoot is the cover story ("told him I was going clay shooting"). A rule's crisis still stands.
const SHOOTING_SPORT =
  /\b(?:pheasant|grouse|partridge|wildfowl\w*|deer stalk\w*|clay pigeon\w*|clay shoot\w*|(?:go|going|went) (?:\w+ )?shooting with|shooting (?:season|ground|range|club|lesson)s?|gun club)\b/;
const SPORT_AS_COVER = /\b(?:told|tell|said|say)\w* (?:\w+ ){0,3}i (?:was|am|m) going (?:\w+ )?shooting\b/;
const isShootingSport = (words: string) => SHOOTING_SPORT.test(words) && !SPORT_AS_COVER.test(words);

// A gun stored safely, the step a counsellor asks for: "bought a gun safe so the rifle is locked up
// away from the kids". A rule's crisis still stands over it.
const SAFE_STORAGE =
  /\b(?:gun safe|trigger lock|(?:locked|lock\w*) (?:up )?away from (?:the |my )?(?:kids|children)|stored separately)\b/;

/** A message's parts as the assessor reads them: each sentence with the one before, per paragraph. */
export function readingParts(text: string): string[][] {
  return text.split(/\n\s*\n/).flatMap((paragraph) => {
    const sentences = normalizeMessage(paragraph);
    return sentences.map((sentence, i) => (i === 0 ? [sentence] : [sentences[i - 1]!, sentence]));
  });
}

/** What the assessor reads in one part of a message, before it decides. */
export interface PartReading {
  /** The rules' verdict on the part. */
  rules: SafetyAssessment;
  /** Whether the part expresses risk at all (see `readRules`). */
  riskExpressed: boolean;
  /** Whether the writer says the risk a reader might hear is not meant (`DENIED`). */
  denied: boolean;
  /** Whether the part laughs at what it says ("lol", "jk"). */
  joking: boolean;
  /** The learned reader's log-odds that the part is a crisis. */
  odds: number;
  text: string;
}

/**
 * Reads each part of a message (`readingParts`): the rules' verdict, whether risk is expressed, the
 * reader's odds. `ordinaryEnding` says whether the message names an ordinary purpose for a goodbye
 * (a new job, a move).
 */
export function readParts(parts: string[][], reader: CrisisReader, ordinaryEnding: boolean): PartReading[] {
  return parts.map((sentences) => {
    const { verdict, riskExpressed, denied } = readRules(sentences, ordinaryEnding);
    const joined = sentences.join('. ');
    const joking = JOKING.test(joined) && !IN_EARNEST.test(joined);
    return {
      rules: verdict,
      riskExpressed,
      denied,
      joking,
      odds: reader.crisisOdds(joined),
      text: joined,
    };
  });
}

/**
 * Assesses one chat message for crisis risk, locally and before any model sees it. `reader` is the
 * shipped learned reader; cross-validation passes one trained without some messages.
 */
export function assessMessage(text: string, reader: CrisisReader = crisisReader()): SafetyAssessment {
  const sentences = normalizeMessage(text);
  const ordinaryEnding = namesOrdinaryEnding(sentences);
  const parts = readingParts(text);
  const short = parts.length <= SHORT_MESSAGE_PARTS;
  // A short message of three sentences is read whole as well: a goodbye, a plan or an act is often
  // told in its first sentence and its last ("gave my guitar to my best mate today. he was so
  // confused. he'll understand soon"), which no part holds together.
  const whole = short && sentences.length > 2 ? [sentences] : [];
  const readings = readParts([...parts, ...whole], reader, ordinaryEnding);
  const inEnglish = strongestAssessment(
    readings.map((part, i) =>
      decide(part, reader, { short, ordinaryEnding, next: nextPart(parts, readings, i) }),
    ),
  );
  // The other languages' phrases read the message too (crisis-languages/). Where one of them, the
  // message's own language, tells of someone else's risk ("meri dost ne story daali 'last day on
  // earth'"), the English words in it are not the writer's.
  const inLanguages = assessInLanguages(text);
  if (inLanguages.kinds.includes('friend-risk') && messageLanguage(text) && inEnglish.level === 'crisis')
    return inLanguages;
  return strongestAssessment([inEnglish, inLanguages]);
}

/** What the rules alone make of a message, part by part (the benchmark reports them beside the whole). */
export function assessByRules(text: string): SafetyAssessment {
  const ordinaryEnding = namesOrdinaryEnding(normalizeMessage(text));
  return strongestAssessment(readingParts(text).map((part) => readRules(part, ordinaryEnding).verdict));
}

// The part after this one in its paragraph, which reads this part's last sentence with what follows.
function nextPart(parts: string[][], readings: PartReading[], i: number): PartReading | undefined {
  const next = parts[i + 1];
  return next?.length === 2 && next[0] === parts[i]!.at(-1) ? readings[i + 1] : undefined;
}

function decide(
  { rules, riskExpressed, denied, joking, odds, text }: PartReading,
  reader: CrisisReader,
  { short, ordinaryEnding, next }: { short: boolean; ordinaryEnding: boolean; next?: PartReading },
): SafetyAssessment {
  if (rules.level === 'crisis') {
    // A risk told as past is read with the sentence after it too, which may tell it as over ("I'm 30
    // now and can't remember the last time", "that was a year ago"): the reader's doubt there holds here.
    const doubt =
      next && next.rules.level !== 'none' && TOLD_AS_PAST.test(text) ? Math.min(odds, next.odds) : odds;
    if (doubt > CRISIS_ODDS || (doubt > DOUBTFUL_CRISIS && !(joking && rules.kinds.every(askedWhenJoking))))
      return rules;
    // A rule fired on words the reader has learned are usually something else, or a wish said
    // laughing: ask, unless the reader is sure there is nothing.
    const kinds: RiskKind[] = doubt > SURELY_NOT_CRISIS ? [...rules.kinds, 'unclear-risk'] : rules.kinds;
    return { level: 'concern', kinds };
  }
  if (odds <= CRISIS_ODDS) return rules;
  const kind = reader.likelyCrisisKind(text);
  // A preparation with its ordinary purpose named is no act ("a last message on my final day").
  const readAsAct = ACTS.includes(kind) && !(kind === 'preparation' && ordinaryEnding);
  if (
    (!joking || ACTS_ON_ONESELF.includes(kind)) &&
    !MEDICINE_QUESTION.test(text) &&
    (riskExpressed || (short && odds > SURE_CRISIS && readAsAct && !denied))
  )
    return { level: 'crisis', kinds: [kind] };
  return highestAssessment(rules, { level: 'concern', kinds: ['unclear-risk'] });
}

// The rules' verdict on a part, and whether it expresses risk at all: a rule found some, or a risk word
// is there outside a figure of speech.
function readRules(
  sentences: string[],
  ordinaryEnding: boolean,
): { verdict: SafetyAssessment; riskExpressed: boolean; denied: boolean } {
  const clauses = sentences.map(readClause);
  const lexicon = lexiconVerdict(sentences);
  // Ideation elsewhere in the part gives a named means, time or goodbye its purpose.
  const ideation = lexicon.kinds.some((kind) => kind !== 'distress' && kind !== 'friend-risk');
  const frames = frameVerdict(clauses, ideation);
  const signals = signalVerdict(clauses);
  const verdict = highestAssessment(lexicon, frames, signals);
  const lemmas = clauses.map((clause) => clause.text).join(' . ');
  const words = clauses.map((clause) => clause.wordText).join(' . ');
  const judgedVerdict = judged(verdict, { lemmas, words, signals }, ordinaryEnding);
  // Risk that is someone else's (in a story, in their own reported words), a past overcome's,
  // embarrassment's, or an accident's or a sport's is not the writer's, nor risk the writer says is
  // not meant (DENIED).
  const denied = DENIED.test(words);
  const riskExpressed =
    judgedVerdict === verdict &&
    !denied &&
    !isSomeoneElses(lemmas, words) &&
    !isReportedRisk(words) &&
    !(isSomeoneElsesRisk(verdict) && !WRITER_IN_IT.test(words)) &&
    !(verdict.level !== 'crisis' && SAFE_STORAGE.test(words)) &&
    (verdict.level !== 'none' ||
      (expressesRisk(withoutFigures(lemmas)) && !IS_ACCIDENT.test(words) && !isShootingSport(words)));
  return { verdict: judgedVerdict, riskExpressed, denied };
}

// A will, a goodbye or a last message with its ordinary purpose named: an ending, not a preparation.
// "said im moving away. not moving lol" and "told the family I'm moving abroad" name it as a cover.
const ORDINARY_ENDING =
  /\b(?:doing (?:way |much |so much |a lot )?better|(?:a|my) new job|(?:mov\w*|moved) (?:out|house|flat|abroad|away|to|into|in with)|(?:leav\w*|left|quit\w*|delet\w*|uninstall\w*|stop\w* using) (?:this|the) app|(?:leav\w*|left) for a|leave (?:the|my) (?:flat|house|apartment|room)|deposit back|leave something to (?:my|our|her|his) \w+|(?:last|final) day (?:at|of) (?:work|school|uni|the job|the office|term|my contract)|my final day|everyone with kids|exchange (?:year|semester)|(?:covered|provided for|looked after|taken care of) if (?:anything|something) (?:ever )?happen\w*)\b/;
const DENIED_ENDING =
  /\bnot (?:really )?(?:moving|leaving|a new job)\b|\b(?:thinks|think|believes) (?:\w+ ){0,2}i (?:am |m )?(?:moving|leaving)\b|\b(?:told|tell|said|say)\w* (?:\w+ ){0,6}i (?:am |m |was )?(?:moving|leaving)\b/;
// Over the whole message: the purpose is often named a sentence after the goodbye.
function namesOrdinaryEnding(sentences: string[]): boolean {
  const words = sentences.join(' . ');
  return ORDINARY_ENDING.test(words) && !DENIED_ENDING.test(words);
}
// The rules' concern over a goodbye names no kind; their crisis over one names only preparation.
const isAGoodbyeAlone = ({ level, kinds }: SafetyAssessment) =>
  kinds.every((kind) => kind === 'preparation') && (level === 'concern' || kinds.length > 0);

// "How do I ask my brother if he's suicidal?": the rules heard a friend at risk, not the writer.
const isSomeoneElsesRisk = ({ level, kinds }: SafetyAssessment) =>
  level === 'concern' && kinds.includes('friend-risk');
// Unless the writer is in it too: disguised ("if someone wanted to go peacefully in their sleep...",
// "asking for a friend") or following ("thinking about doing the same as my neighbour").
const WRITER_IN_IT =
  /\b(?:if|say|suppose) (?:someone|somebody|a person|a guy|a girl|one)\b|\basking for a friend\b|\basking for (?:me|myself)\b|\b(?:do|doing|did) the same\b|\bunderstand (?:him|her|them) now\b|\b(?:join|follow) (?:him|her|them)\b|\bi should (?:just )?do (?:what|as) they say\b|\bthink (?:they are|they re|theyre) right\b/;

// A crisis the rules found, unless it is someone else's, a story, or embarrassment; a goodbye alone,
// when its ordinary purpose is named, is none.
function judged(
  verdict: SafetyAssessment,
  { lemmas, words, signals }: { lemmas: string; words: string; signals: SafetyAssessment },
  ordinaryEnding: boolean,
): SafetyAssessment {
  if (isAGoodbyeAlone(verdict) && ordinaryEnding) return { level: 'none', kinds: [] };
  if (verdict.level !== 'crisis') return verdict;
  // Someone else's words reported ("my brother keeps saying nobody would miss me"): their risk.
  if (isReportedRisk(words) && verdict.kinds.every(isIdeation))
    return { level: 'concern', kinds: ['friend-risk'] };
  // A story, a study, a job or a past overcome, with nothing of the writer's own risk in it.
  if (isSomeoneElses(lemmas, words)) return { level: 'concern', kinds: verdict.kinds };
  if (RATHER_THAN_A_CHORE.test(words) && verdict.kinds.every((kind) => kind !== 'attempt'))
    return { level: 'concern', kinds: verdict.kinds };
  // "kms i sent the meme to the group chat": embarrassment, when nothing else shows risk.
  if (EMBARRASSMENT.test(words) && verdict.kinds.every(isIdeation) && signals.level !== 'crisis')
    return { level: 'concern', kinds: verdict.kinds };
  return verdict;
}

// What turns earlier ideation into a crisis now: resolve, means at hand, a goodbye. A time alone
// does only as the whole reply ("Tonight."): inside a sentence it is usually an ordinary plan.
const ESCALATION =
  /\b(?:decided|decide|made up my mind|my mind is made up|ready|it is time|time to go|goodbye|no turning back|this is it|do it|doing it|going to|have (?:the|a|my|enough) \w+|got (?:the|a) \w+|here (?:next to|with|in front of) me|in my hand)\b/;
const BARE_TIME = /^(?:tonight|tomorrow(?: night)?|soon|this weekend|today|now)$/;

/** How a reply to the safety question (`SAFETY_QUESTION`) answers it. */
export type SafetyAnswer = 'yes' | 'no' | 'unsure';

// Over the first sentence of a short reply. Unsure first: "i don't know, maybe" is not a no.
const UNSURE =
  /^(?:(?:i )?(?:do not|dont) know|idk|dunno|not sure|i am not sure|i am unsure|unsure|maybe|perhaps|possibly|i guess|kind of|kinda|sort of|a (?:bit|little)|sometimes|hard to say|i can not say|not really sure)\b/;
const YES =
  /^(?:yes|yeah|yea|yep|yup|ya|yh|y|honestly yes|i am|i have|i do|i think so|i think i am|ive been|i have been|true)\b/;
const NO =
  /^(?:no|nope|nah|not at all|not really|never|god no|of course not|definitely not|absolutely not|i am not|i have not|i do not|not that|no way)\b/;
const ANSWER_WORDS = 30;

/** Reads a reply to the safety question: yes, no, unsure, or undefined when it is not an answer. */
export function readSafetyAnswer(text: string): SafetyAnswer | undefined {
  const sentences = normalizeMessage(text);
  const first = sentences[0];
  if (!first || sentences.join(' ').split(' ').length > ANSWER_WORDS) return undefined;
  if (UNSURE.test(first)) return 'unsure';
  if (NO.test(first)) return 'no';
  if (YES.test(first)) return 'yes';
  return undefined;
}

/** Where the conversation stands with the safety question. */
export type SafetyQuestion = 'just-asked' | 'asked-before';

/** Whether the stored conversation's last reply asked the safety question, or an earlier one did. */
export function safetyQuestionState(history: readonly ChatTurn[]): SafetyQuestion | undefined {
  const replies = history.filter((turn) => turn.role === 'assistant');
  if (replies.length === 0) return undefined;
  if (asksSafetyQuestion(replies.at(-1)!.content)) return 'just-asked';
  return replies.some((turn) => asksSafetyQuestion(turn.content)) ? 'asked-before' : undefined;
}

/**
 * Assesses the latest message in the light of the two before it, so a disclosure split over
 * messages ("Everyone would be better off without me." ... "I've decided. Tonight.") is caught. The
 * earlier messages raise the latest only when it escalates them or shows risk itself, so a crisis
 * is not called again on every "thank you" that follows one (the conversation keeps the lines
 * offered instead).
 *
 * Where the last reply asked the safety question, a clear answer decides: yes is a crisis, and so is
 * "I don't know" (an unsure answer is taken as a yes, as suicide-prevention training teaches); no
 * leaves only what the answer itself shows. The question is asked once a conversation.
 */
export function assessConversation(
  earlier: readonly string[],
  latest: string,
  question?: SafetyQuestion,
): SafetyAssessment {
  const own = assessMessage(latest);
  if (question === 'just-asked') {
    const answer = readSafetyAnswer(latest);
    if (answer === 'yes' || answer === 'unsure')
      return highestAssessment(own, { level: 'crisis', kinds: ['passive-ideation'] });
    if (answer === 'no') return withoutQuestion(own);
  }
  const assessment = inContext(earlier, latest, own);
  return question ? withoutQuestion(assessment) : assessment;
}

function inContext(earlier: readonly string[], latest: string, own: SafetyAssessment): SafetyAssessment {
  const recent = earlier.slice(-2);
  if (own.level === 'crisis' || recent.length === 0) return own;
  // One paragraph, so the parts read across the messages.
  const together = assessMessage([...recent, latest].join('\n'));
  if (together.level !== 'crisis') return highestAssessment(own, together);
  const sentences = normalizeMessage(latest);
  const escalates =
    own.level !== 'none' ||
    ESCALATION.test(sentences.join(' . ')) ||
    sentences.some((sentence) => BARE_TIME.test(sentence));
  return escalates ? together : own;
}

// Once asked, an unclear risk is not asked about again: it stays at most a concern for distress.
function withoutQuestion(assessment: SafetyAssessment): SafetyAssessment {
  if (!assessment.kinds.includes('unclear-risk')) return assessment;
  const kinds = assessment.kinds.filter((kind) => kind !== 'unclear-risk');
  return { level: kinds.length > 0 ? assessment.level : 'none', kinds };
}

// Loading the assessor pays for what its first use would: the language model and the rules' regular
// expressions, which V8 compiles on first match. So the first person to write after a cold start
// does not wait for them.
assessConversation(['I have been feeling low and tired.'], 'I keep thinking about it, honestly.');
