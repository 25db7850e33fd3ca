/**
 * What the crisis assessor's tests read with: a learned reader that sees what it is told to in every
 * part, to test what the assessor does with it. Tests only.
 */
import type { CrisisReader } from './crisis-classifier';
import type { CrisisKind } from './safety';

/** A reader that gives every part the same log-odds of crisis, and reads it as `kind`. */
export const readerAt = (odds: number, kind: CrisisKind = 'passive-ideation'): CrisisReader => ({
  crisisOdds: () => odds,
  likelyCrisisKind: () => kind,
});

/**
 * A reader that leans a little against a crisis everywhere (-1), and doubts it (-3) only in a part
 * that holds `words`: how a risk told as past reads once the sentence that ends or dates it is read.
 */
export const readerDoubtingWith = (words: string, kind: CrisisKind): CrisisReader => ({
  crisisOdds: (text) => (text.includes(words) ? -3 : -1),
  likelyCrisisKind: () => kind,
});
