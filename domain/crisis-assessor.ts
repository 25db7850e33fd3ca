import { crisisReader, type CrisisReader } from './crisis-classifier';
import { frameVerdict } from './crisis-frames';
import { lexiconVerdict } from './crisis-lexicon';
import { isReportedRisk, isSomeoneElses, signalVerdict } from './crisis-signals';
import { normalizeMessage, readClause } from './crisis-text';
import { highestAssessment, type RiskKind, type SafetyAssessment } from './safety';

/**
 * The crisis assessor: every chat message passes through it before any model runs. It is local (no
 * network, no model), so it works when the model is down and cannot be talked out of its answer.
 * Three rule readers, and the highest verdict wins: phrase rules for how people say it
 * (`crisis-lexicon.ts`), frames for each kind of risk (`crisis-frames.ts`), and signals that add up
 * across a message (`crisis-signals.ts`). A learned reader (`crisis-classifier.ts`) then has the
 * last word on the level: where it finds a crisis more likely than not, it is one; where it is
 * sure there is none, a rule's crisis falls to concern.
 */

const EMBARRASSMENT =
  /\b(?:meme|group chat|cringe|embarrass\w*|my crush|saw me|in front of (?:everyone|the class))\b/;

const isIdeation = (kind: RiskKind) =>
  kind === 'passive-ideation' || kind === 'active-ideation' || kind === 'friend-risk' || kind === 'distress';

// Log-odds: about fifty to one against a crisis overrules a rule that fired.
const SURELY_NOT_CRISIS = -4;
// A short message in which no rule found anything ("Leo is my brother and he lives nearby") gives
// the reader only a few words to weigh, and one or two of them can tip it: there the reader alone
// needs clearer odds (about three to one) to call a crisis. Chosen by cross-validation on the
// training sets other than everyday-counselling (the reader trained without each fifth in turn).
const SHORT_PLAIN_WORDS = 10;
const SHORT_PLAIN_ODDS = 1;

const wordCount = (text: string) =>
  normalizeMessage(text)
    .flatMap((sentence) => sentence.split(' '))
    .filter((word) => word !== ',').length;

/**
 * Assesses one chat message for crisis risk, locally and before any model sees it. `reader` is the
 * learned reader trained on every training message; cross-validation passes one trained without some.
 */
export function assessMessage(text: string, reader: CrisisReader = crisisReader()): SafetyAssessment {
  const verdict = assessByRules(text);
  const odds = reader.crisisOdds(text);
  if (verdict.level === 'crisis')
    return odds <= SURELY_NOT_CRISIS ? { level: 'concern', kinds: verdict.kinds } : verdict;
  const shortAndPlain = verdict.level === 'none' && wordCount(text) <= SHORT_PLAIN_WORDS;
  if (odds <= (shortAndPlain ? SHORT_PLAIN_ODDS : 0)) return verdict;
  return highestAssessment(verdict, { level: 'crisis', kinds: [reader.likelyCrisisKind(text)] });
}

/** What the rules alone make of a message (the benchmark reports them beside the whole assessor). */
export function assessByRules(text: string): SafetyAssessment {
  const sentences = normalizeMessage(text);
  const clauses = sentences.map(readClause);
  const lexicon = lexiconVerdict(sentences);
  // Ideation elsewhere in the message gives a named means, time or goodbye its purpose.
  const ideation = lexicon.kinds.some((kind) => kind !== 'distress' && kind !== 'friend-risk');
  const signals = signalVerdict(clauses);
  const verdict = highestAssessment(lexicon, frameVerdict(clauses, ideation), signals);
  if (verdict.level !== 'crisis') return verdict;
  // Someone else's words reported ("my brother keeps saying nobody would miss me"): their risk.
  const words = clauses.map((clause) => clause.wordText).join(' . ');
  const lemmas = clauses.map((clause) => clause.text).join(' . ');
  if (isReportedRisk(words) && verdict.kinds.every(isIdeation))
    return { level: 'concern', kinds: ['friend-risk'] };
  // A story, a study, a job or a past overcome, with nothing of the writer's own risk in it.
  if (isSomeoneElses(lemmas, words)) return { level: 'concern', kinds: verdict.kinds };
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

/**
 * Assesses the latest message in the light of the two before it, so a disclosure split over
 * messages ("Everyone would be better off without me." ... "I've decided. Tonight.") is caught. The
 * earlier messages raise the latest only when it escalates them or shows risk itself, so a crisis
 * is not called again on every "thank you" that follows one (the conversation keeps the lines
 * offered instead).
 */
export function assessConversation(earlier: readonly string[], latest: string): SafetyAssessment {
  const own = assessMessage(latest);
  const recent = earlier.slice(-2);
  if (own.level === 'crisis' || recent.length === 0) return own;
  const together = assessMessage([...recent, latest].join('\n'));
  if (together.level !== 'crisis') return highestAssessment(own, together);
  const sentences = normalizeMessage(latest);
  const escalates =
    own.level !== 'none' ||
    ESCALATION.test(sentences.join(' . ')) ||
    sentences.some((sentence) => BARE_TIME.test(sentence));
  return escalates ? together : own;
}
