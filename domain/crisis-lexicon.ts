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
import { COMBINATIONS } from './crisis-lexicon-combinations';
import { PRESENT_WISH } from './crisis-signals';
import type { RiskKind, SafetyAssessment, SafetyLevel } from './safety';

/**
 * How the crisis assessor reads its phrase rules (`crisis-lexicon-rules.ts`) in a message: each
 * rule's phrase, adjusted for negation, tense, who it is about and jokes, then the combinations of
 * weaker signals that together mean crisis. `crisis-frames.ts` adds the kinds of risk these phrases
 * do not reach; `crisis-assessor.ts` combines the two.
 */

const SELF_WORDS = new Set(['i']);
const OTHER_WORDS = new Set(
  (
    'he she they him her them his their you friend friends bestie sister brother sis bro mom mum dad mother ' +
    'father son daughter boyfriend girlfriend bf gf partner husband wife cousin roommate classmate classmates ' +
    'coworker colleague someone somebody people kid kids child student students client patient person teen ' +
    'aunt uncle grandma grandpa niece nephew neighbor neighbour parents siblings grandparents family ' +
    'grandmother grandfather stepdad stepmom stepmum stepdaughter stepson stepsister stepbrother teenager lad lads ' +
    'mate mates'
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
  String.raw`\b(?:${PRESENT_WISH}|again|tonight|last night|today|right now|lately|recently|these days|this week|currently)\b`,
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
