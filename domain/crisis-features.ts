import { normalizeMessage, readClause } from './crisis-text';

const NEGATIONS = new Set(['not', 'no', 'never', 'nobody', 'nothing', 'none', 'nowhere', 'neither', 'nor']);

/**
 * A message as the learned reader sees it: per sentence, its lemmas, marked when a negation scopes
 * over them ("I don't want to live": `not_want`, `not_live`), and pairs of neighbouring lemmas as
 * written ("do_not"). Training (`npm run train:safety`) and reading share it, so the weights' hash
 * covers this file.
 */
export function messageFeatures(text: string): string[] {
  const features = normalizeMessage(text).flatMap((sentence) => {
    const { lemmas, negated } = readClause(sentence);
    const marked = lemmas.map((lemma, i) => (negated[i] && !NEGATIONS.has(lemma) ? `not_${lemma}` : lemma));
    return [...marked, ...lemmas.slice(1).map((lemma, i) => `${lemmas[i]}_${lemma}`)];
  });
  return [...new Set(features)];
}
