import type { CrisisKind } from '../safety';

/**
 * How one language's crisis phrases are written down: per kind of crisis, whole phrases as people
 * type them in that language, each a first-person statement about the writer (so "se quiere matar",
 * about someone else, never matches "me quiero matar"); and the idioms that carry death words
 * without risk ("me muero de risa"), taken out before the phrases are read.
 *
 * Phrases are written over folded text (`foldText`): lower case, no accents, one space between
 * words, no punctuation but sentence ends. Parts used in several phrases are named, so a long
 * phrase reads as words.
 */
export interface LanguagePhrases {
  /** Common words of the language, space-separated, to recognise it (`messageLanguage`). */
  markers: string;
  /** Phrases that show each kind of crisis, in the writer's own words. */
  crisis: Partial<Record<CrisisKind, readonly string[]>>;
  /** Someone else at risk, told by the writer who wants to help: concern, not crisis. */
  friendRisk: readonly string[];
  /** Words that put a sentence in the writer's past ("hace dos años", "antes"): recovery, not crisis. */
  past: readonly string[];
  /** Figures of speech with death or killing words, removed before reading. */
  idioms: readonly string[];
  /**
   * Ordinary purposes (a fever, a headache, a camping trip): a sentence with one is never made a
   * crisis by the learned reader alone, which reads "me tomé un paracetamol" near "me tomé todas".
   */
  ordinary: readonly string[];
}

/** Text as the phrases read it: lower case, accents folded, punctuation gone but sentence ends. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[^\p{L}\p{N}.!?\n]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/ +/g, ' ')
    .trim();
}

/** One pattern matching any of the phrases as whole words. */
export function anyOf(phrases: readonly string[]): RegExp {
  if (phrases.length === 0) return /(?!)/u;
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${phrases.join('|')})(?![\p{L}\p{N}])`, 'u');
}
