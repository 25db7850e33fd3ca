import { messageFeatures } from './crisis-features';
import weightsFile from './crisis-reader.weights.json';
import { CRISIS_KINDS, type CrisisKind } from './safety';

/**
 * The crisis assessor's learned reader: logistic regression over the features of `crisis-features.ts`,
 * learned by `npm run train:safety` from data/safety/ and shipped as weights, so a cold start loads it
 * and never trains. The rules know the kinds of risk; this reader knows how people write them, so it
 * hears the many wordings no rule names ("got everything i need now, just waiting") and doubts a
 * rule that fired on words used for something else.
 */

/** One learned logistic scorer: log-odds = bias + the weights of the features present. */
export interface Scorer {
  bias: number;
  weights: Record<string, number>;
}

/** What `npm run train:safety` writes: crisis against the rest, and each kind against the other kinds. */
export interface ReaderWeights {
  /** Of the data, feature code and settings learned from (a test compares it). */
  hash: string;
  settings: Record<string, number>;
  crisis: Scorer;
  kinds: Record<CrisisKind, Scorer>;
}

/** A trained learned reader: how likely a message is a crisis, and which kind it reads most like. */
export interface CrisisReader {
  /** Log-odds (natural) that the message is a crisis. */
  crisisOdds(text: string): number;
  /** The kind of crisis the message reads most like (one-against-the-rest, highest odds). */
  likelyCrisisKind(text: string): CrisisKind;
}

const score = ({ bias, weights }: Scorer, features: readonly string[]) =>
  features.reduce((sum, feature) => sum + (weights[feature] ?? 0), bias);

/** How a reader sees a message: the features it weighs (English lemmas by default). */
export type FeaturesOf = (text: string) => string[];

/** A reader from learned weights, over the features it learned them on. */
export function readerFromWeights(
  weights: ReaderWeights,
  featuresOf: FeaturesOf = messageFeatures,
): CrisisReader {
  return {
    crisisOdds: (text) => score(weights.crisis, featuresOf(text)),
    likelyCrisisKind(text) {
      const features = featuresOf(text);
      let best: [CrisisKind, number] = ['active-ideation', -Infinity];
      for (const kind of CRISIS_KINDS) {
        const odds = score(weights.kinds[kind], features);
        if (odds > best[1]) best = [kind, odds];
      }
      return best[0];
    },
  };
}

/** The weights that ship, as `npm run train:safety` last wrote them. */
export const SHIPPED_WEIGHTS = weightsFile as ReaderWeights;

const shipped = readerFromWeights(SHIPPED_WEIGHTS);

/** The assessor's learned reader, from the shipped weights. */
export function crisisReader(): CrisisReader {
  return shipped;
}
