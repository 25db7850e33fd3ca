import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * How the crisis assessor reads text: one spelling for the many ways people type the same words,
 * then wink-nlp's English model for lemmas ("took" -> "take", "pills" -> "pill") and negation scope
 * ("I don't want to live": "want to live" is negated), so the rules can be few and general.
 * Normalization works per sentence; commas stay as " , " tokens so a negation or subject search can
 * stop at them.
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\bcan'?t\b|\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need)n'?t\b/g, '$1 not'],
  [/\b(he|she|it|that|what|there|who|where|here)'?s\b/g, '$1 is'],
  [/\b(you|they)'?re\b/g, '$1 are'],
  [/\b(you|we|they|he|she)'ll\b/g, '$1 will'],
  [/\b(you|we|they|he|she)'d\b/g, '$1 would'],
  [/'ve\b/g, ' have'],
  [/'re\b/g, ' are'],
  [/\bgonna\b/g, 'going to'],
  [/\bwann?a\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
];

// Misspellings, abbreviations and algospeak seen in risk vocabulary, and one figure that reads as a
// means: being roped into a chore is being talked into it.
const SPELLINGS: [RegExp, string][] = [
  [/\brop(?:ed|ing) (?:(?:me|him|her|them|us|you|everyone) )?in(?:to)?\b/g, 'talked into'],
  [/\bmy ?s[ae]?l[fv]e?\b|\bmysle?f\b|\bmysefl\b|\bmeself\b/g, 'myself'],
  [/\bkil(ing|ed|s)?\b/g, 'kill$1'],
  [/\b(cutt|kill|hurt|harm|dy)in\b/g, '$1ing'],
  [/\bsu?[iu]?[cs]i?d(e|es|al)\b/g, 'suicid$1'],
  [/\bsewer ?slide\b/g, 'suicide'],
  // Algospeak for killing oneself.
  [/\b(?:ctb|self ?delet(?:e|ing)|neck myself|rope myself)\b/g, 'kill myself'],
  [/\bsh\b(?! up\b)/g, 'self harm'],
  // "OD'd" loses its apostrophe to "odd", which is mostly the ordinary word ("is it odd to..."): only
  // after a subject or before "on" is it the overdose.
  [
    /\bod(?:ed|ing)?\b|(?<=\b(?:i|he|she|they|just|nearly|almost|had|have|has) )odd\b|\bodd(?= on\b)/g,
    'overdose',
  ],
  [/\bcan not stop\b|\bcan not help\b/g, 'keep'],
  [/\bunalive\b/g, 'kill'],
  [/\bunaliving\b/g, 'killing'],
  [/\bunalived\b/g, 'killed'],
  [/\bw(na|am|an)t\b/g, 'want'],
  [/\bwud\b|\bwld\b/g, 'would'],
  [/\bteh\b/g, 'the'],
  [/\bevery ?1\b|\bevry ?one\b/g, 'everyone'],
  [/\bno ?1\b/g, 'no one'],
  [/\bany more\b/g, 'anymore'],
  [/\bsel[fv] ?harm/g, 'self harm'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bppl\b/g, 'people'],
  [/\brn\b/g, 'right now'],
  [/\btonite\b/g, 'tonight'],
  [/\bcuz\b|\bcoz\b|\bbc\b/g, 'because'],
  // "die my hair" is dye; a bare "dye" after "want to" is die.
  [/\bdie (my|your|his|her|their|the|some)( \w+)? hair\b/g, 'dye $1$2 hair'],
  [/\bdye\b(?! (?:my|your|his|her|their|the|some|it|them|a|this|that)\b)(?! (?:\w+ )?hair\b)/g, 'die'],
];

/** Splits a message into sentences and normalizes each. */
export function normalizeMessage(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
      // Laughing emoji say what "lol" says ("i'm dead 💀"); read them so before symbols are dropped.
      .replace(/\u{1F480}|\u{1F602}|\u{1F923}|\u{1F643}/gu, ' lol ')
      .split(/[.!?;:\n\r\u2026]+/)
      .map(normalizeSentence)
      .filter((sentence) => sentence.length > 0)
  );
}

function normalizeSentence(sentence: string): string {
  let s = sentence.replace(/([aeiouy])\1{2,}/g, '$1').replace(/([a-z])\1{2,}/g, '$1$1');
  for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  s = s
    .replace(/'/g, '')
    .replace(/,/g, ' , ')
    .replace(/[^a-z0-9, ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of SPELLINGS) s = s.replace(pattern, replacement);
  return s.replace(/\s+/g, ' ').trim();
}

/** A sentence as words and their lemmas (same length), with wink-nlp's negation flag per word. */
export interface Clause {
  words: string[];
  lemmas: string[];
  negated: boolean[];
  /** The lemmas joined by spaces: what most frames match. */
  text: string;
  /** The words joined by spaces, for frames where tense or voice matters ("being beaten"). */
  wordText: string;
}

let nlp: ReturnType<typeof winkNLP> | undefined;

// Loaded on first use (about 60 ms), never at import, so modules that only need the texts stay light.
function reader() {
  nlp ??= winkNLP(model, ['sbd', 'pos', 'negation']);
  return nlp;
}

// A long message is read a window of two sentences at a time, so each sentence is read twice; the
// rules and the learned reader both read it too. Kept small: a cache, not a store.
const clauseCache = new Map<string, Clause>();
const CLAUSE_CACHE_SIZE = 256;

/** Reads a normalized sentence into words, lemmas and negation flags. */
export function readClause(sentence: string): Clause {
  const cached = clauseCache.get(sentence);
  if (cached) return cached;
  if (clauseCache.size >= CLAUSE_CACHE_SIZE) clauseCache.clear();
  const clause = readUncached(sentence);
  clauseCache.set(sentence, clause);
  return clause;
}

function readUncached(sentence: string): Clause {
  const nlpReader = reader();
  const its = nlpReader.its;
  const tokens = nlpReader.readDoc(sentence).tokens();
  // wink-nlp's normal form spells "through" as "thru"; the rules are written as people write it.
  const words = (tokens.out(its.normal) as string[]).map((word) => (word === 'thru' ? 'through' : word));
  // wink-nlp's types give `its.lemma` a signature other than the one `out` takes; it works as documented.
  const lemmas = (tokens.out(its.lemma as unknown as ItsFunction<string>) as string[]).map((lemma, i) =>
    !lemma || lemma === 'thru' ? words[i]! : lemma,
  );
  const negated = tokens.out(its.negationFlag) as boolean[];
  return { words, lemmas, negated, text: lemmas.join(' '), wordText: words.join(' ') };
}
