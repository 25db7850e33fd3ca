import { strongestAssessment, type RiskKind, type SafetyAssessment } from '../safety';
import { GERMAN } from './de';
import { SPANISH } from './es';
import { FRENCH } from './fr';
import { HINDI } from './hi';
import { PORTUGUESE } from './pt';
import { TAGALOG } from './tl';
import { anyOf, foldText, type LanguagePhrases } from './phrases';
import {
  LANGUAGE_READER_CRISIS_ODDS,
  LANGUAGE_READER_DOUBTS_ODDS,
  languageFeatures,
  languageReader,
  languageSentences,
} from './reader';

/**
 * Crisis in the languages ReflectAI reads besides English, offline and before any model: the
 * language is recognised by its common words, then the message is read a sentence at a time against
 * that language's phrases (`phrases.ts`), idioms taken out first. The English assessor reads every
 * message too, so a message that mixes English in (Taglish, Hinglish) is read both ways.
 */

export const CRISIS_LANGUAGES = ['es', 'pt', 'fr', 'de', 'tl', 'hi'] as const;
export type CrisisLanguage = (typeof CRISIS_LANGUAGES)[number];

const PHRASES: Record<CrisisLanguage, LanguagePhrases> = {
  es: SPANISH,
  pt: PORTUGUESE,
  fr: FRENCH,
  de: GERMAN,
  tl: TAGALOG,
  hi: HINDI,
};

interface CompiledPhrases {
  markers: ReadonlySet<string>;
  crisis: [RiskKind, RegExp][];
  friendRisk: RegExp;
  past: RegExp;
  idioms: RegExp;
  ordinary: RegExp;
}

// Compiled on first use, so loading the assessor stays quick where no message needs them.
const compiled = new Map<CrisisLanguage, CompiledPhrases>();
function phrasesOf(language: CrisisLanguage): CompiledPhrases {
  const known = compiled.get(language);
  if (known) return known;
  const phrases = PHRASES[language];
  const made: CompiledPhrases = {
    markers: new Set(phrases.markers.split(' ').filter(Boolean)),
    crisis: Object.entries(phrases.crisis).map(([kind, list]) => [kind as RiskKind, anyOf(list)]),
    friendRisk: anyOf(phrases.friendRisk),
    past: anyOf(phrases.past),
    idioms: new RegExp(anyOf(phrases.idioms).source, 'gu'),
    ordinary: anyOf(phrases.ordinary),
  };
  compiled.set(language, made);
  return made;
}

// English's commonest words, so an English message with a loan word is not taken for another language.
const ENGLISH_MARKERS = new Set(
  'i me my the and to a it is was that this but so you just not do have be of in for on with what im dont'.split(
    ' ',
  ),
);
const FEWEST_MARKERS = 2;

/** The language of a message among `CRISIS_LANGUAGES`, when its words say so; English and others: none. */
export function messageLanguage(text: string): CrisisLanguage | undefined {
  const words = foldText(text).split(/[\s.!?]+/);
  const count = (markers: ReadonlySet<string>) => words.filter((word) => markers.has(word)).length;
  let best: { language: CrisisLanguage; hits: number } | undefined;
  for (const language of CRISIS_LANGUAGES) {
    const hits = count(phrasesOf(language).markers);
    if (hits >= FEWEST_MARKERS && hits > (best?.hits ?? 0)) best = { language, hits };
  }
  // Mixed with English (Taglish, Hinglish), the other language still counts if it holds its own.
  return best && best.hits * 2 >= count(ENGLISH_MARKERS) ? best.language : undefined;
}

/**
 * What ReflectAI finds in a message in the other languages it reads. The phrases of every language
 * read it, not only the one recognised: a short message ("intenté matarme anoche") has too few common
 * words to tell its language, and each language's phrases are its own, so they do not fire on
 * another's. Where the message is recognised as one of them, the learned reader (`reader.ts`) reads it
 * too, a sentence at a time with the one before, as in English, so ordinary sentences never add up
 * to a crisis: it finds the crises no phrase names, and, as in English, a phrase's crisis stands
 * unless the reader is about seven to one against every part (a hunting trip, a move abroad), which
 * makes it a concern. A phrase's concern (a friend at risk, a past told as past) stands over the
 * reader, and the reader alone makes no crisis of a sentence with an ordinary purpose (a fever).
 */
export function assessInLanguages(text: string): SafetyAssessment {
  const byPhrases = strongestAssessment(CRISIS_LANGUAGES.map((language) => assessInLanguage(text, language)));
  // The reader learned only these languages, so it reads only a message recognised as one of them.
  const language = messageLanguage(text);
  if (byPhrases.level === 'concern' || !language) return byPhrases;
  const reader = languageReader();
  const sentences = readerSentences(text);
  const parts = sentences.map((sentence, i) => (i === 0 ? sentence : `${sentences[i - 1]!}. ${sentence}`));
  const odds = parts.map((part) => reader.crisisOdds(part));
  if (byPhrases.level === 'crisis')
    return Math.max(...odds) <= LANGUAGE_READER_DOUBTS_ODDS
      ? { level: 'concern', kinds: byPhrases.kinds }
      : byPhrases;
  const phrases = phrasesOf(language);
  const risky = parts.find(
    (part, i) => odds[i]! >= LANGUAGE_READER_CRISIS_ODDS && !phrases.ordinary.test(part),
  );
  return risky ? verdict(risky, phrases, [reader.likelyCrisisKind(risky)]) : byPhrases;
}

/**
 * A message's sentences as the learned reader reads them: folded, and without the idioms of any of
 * the languages ("estan pa morirse" of tamales), which the phrases take out too.
 */
function readerSentences(text: string): string[] {
  return languageSentences(text)
    .map((words) =>
      CRISIS_LANGUAGES.reduce(
        (sentence, language) => sentence.replace(phrasesOf(language).idioms, ' '),
        words.join(' '),
      )
        .replace(/ +/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** How the learned reader is trained: on what it reads; every word it saw counts, as its sets are small. */
export const LANGUAGE_READER_TRAINING = {
  featuresOf: (text: string) => languageFeatures(readerSentences(text).join('. ')),
  fewestExamples: 1,
};

/** What one language's phrases find in a message: crisis kinds, or concern for a friend or the past. */
export function assessInLanguage(text: string, language: CrisisLanguage): SafetyAssessment {
  const phrases = phrasesOf(language);
  const sentences = foldText(text)
    .split(/[.!?\n]+/)
    .map((sentence) => sentence.replace(phrases.idioms, ' ').trim())
    .filter(Boolean);
  return strongestAssessment(
    sentences.map((sentence) =>
      verdict(
        sentence,
        phrases,
        phrases.crisis.filter(([, pattern]) => pattern.test(sentence)).map(([kind]) => kind),
      ),
    ),
  );
}

/**
 * A sentence read as risk of `kinds`: a crisis, unless it tells of a friend at risk or of the past;
 * means or a preparation alone, with an ordinary purpose named (rat poison for the mice in the
 * kitchen, things given away for a move), are none.
 */
function verdict(sentence: string, phrases: CompiledPhrases, kinds: RiskKind[]): SafetyAssessment {
  if (phrases.friendRisk.test(sentence)) return { level: 'concern', kinds: ['friend-risk'] };
  if (kinds.length === 0) return { level: 'none', kinds: [] };
  if (kinds.every((kind) => kind === 'means' || kind === 'preparation') && phrases.ordinary.test(sentence))
    return { level: 'none', kinds: [] };
  return { level: phrases.past.test(sentence) ? 'concern' : 'crisis', kinds };
}
