/**
 * What the crisis assessor's tests read with (crisis-reading-parts.test.ts,
 * crisis-lexicon-combinations-guarded.test.ts): a learned reader that sees what it is told to in every
 * part, to test what the assessor does with it. Tests only.
 */
import type { CrisisReader } from './crisis-classifier';
import type { CrisisKind } from './safety';

/** A reader that gives every part the same log-odds of crisis, and reads it as `kind`. */
export const readerAt = (odds: number, kind: CrisisKind = 'passive-ideation'): CrisisReader => ({
  crisisOdds: () => odds,
  likelyCrisisKind: () => kind,
});
