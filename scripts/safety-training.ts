// Trains the crisis assessor's learned readers, English and the other languages' (`npm run
// train:safety` writes what they learn beside the code that reads them; the benchmark trains readers
// without a fold to cross-validate).
import {
  readerFromWeights,
  type CrisisReader,
  type FeaturesOf,
  type ReaderWeights,
  type Scorer,
} from '../domain/crisis-classifier';
import { messageFeatures } from '../domain/crisis-features';
import { CRISIS_KINDS, type CrisisKind } from '../domain/safety';
import { sentenceWindows, TRAINING_SETTINGS, type LabelledMessage } from './safety-data';

interface Example {
  features: string[];
  positive: boolean;
}

// Weights this small change no verdict, and a feature seen once is more likely noise than a
// pattern: leaving both out keeps the shipped file small. The kind scorers only name the kind of a
// crisis already found, so they keep only their stronger weights.
const SMALLEST_WEIGHT = { crisis: 0.01, kind: 0.1 };
const FEWEST_EXAMPLES = 2;

/**
 * How a reader is trained: the features it reads, and how often a feature must be seen for the crisis
 * scorer to keep it (the kind scorers keep only features seen `FEWEST_EXAMPLES` times).
 */
export interface ReaderTraining {
  featuresOf: FeaturesOf;
  fewestExamples: number;
}
const ENGLISH: ReaderTraining = { featuresOf: messageFeatures, fewestExamples: FEWEST_EXAMPLES };

/**
 * Binary logistic regression by stochastic gradient descent with L2 regularisation, on present/absent
 * features. Logistic regression rather than naive Bayes: it weighs features together, so it learns
 * the hard negatives it is shown ("my boss is going to kill me if I'm late") instead of adding up
 * crisis words. Trained `runs` times, each on its own fixed shuffle of the examples, and averaged:
 * one shuffle alone moved the teen posts called a crisis between 11 and 16 in 600; the average
 * moves less and, left out a blind round at a time, finds a few more crises at fewer false ones.
 */
function trainLogistic(examples: readonly Example[], smallestWeight: number): Scorer {
  const { runs, seed } = TRAINING_SETTINGS;
  const trained = Array.from({ length: runs }, (_, run) => trainOnce(examples, seed + run));
  const averaged = new Map<string, number>();
  for (const { weights } of trained)
    for (const [feature, weight] of weights)
      averaged.set(feature, (averaged.get(feature) ?? 0) + weight / runs);
  const bias = trained.reduce((sum, run) => sum + run.bias / runs, 0);
  const kept = [...averaged].filter(([, weight]) => Math.abs(weight) >= smallestWeight).sort();
  return {
    bias: Number(bias.toFixed(3)),
    weights: Object.fromEntries(kept.map(([feature, weight]) => [feature, Number(weight.toFixed(3))])),
  };
}

/** One run of stochastic gradient descent, the examples shuffled from `firstSeed`. */
function trainOnce(
  examples: readonly Example[],
  firstSeed: number,
): { bias: number; weights: Map<string, number> } {
  const { epochs, l2, learningRate } = TRAINING_SETTINGS;
  const weights = new Map<string, number>();
  let bias = 0;
  const score = (features: readonly string[]) =>
    features.reduce((sum, feature) => sum + (weights.get(feature) ?? 0), bias);
  let seed = firstSeed;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const order = examples.map((_, i) => i);
  // Each class weighs the same in all, however many examples it has: the many sentences of ordinary
  // real writing teach which words are everyday, without making every message less likely a crisis.
  const positives = examples.filter((example) => example.positive).length;
  const classWeight = {
    positive: examples.length / (2 * Math.max(positives, 1)),
    negative: examples.length / (2 * Math.max(examples.length - positives, 1)),
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = learningRate / (1 + epoch * 0.1);
    order.sort(() => random() - 0.5);
    for (const i of order) {
      const { features, positive } = examples[i]!;
      const error =
        (1 / (1 + Math.exp(-score(features))) - (positive ? 1 : 0)) *
        (positive ? classWeight.positive : classWeight.negative);
      bias -= rate * error;
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - rate * (error + l2 * weight));
      }
    }
  }
  return { bias, weights };
}

/**
 * What the reader learns from a message. The reader reads a long message a sentence at a time (with
 * the one before), so a long message that is not a crisis teaches it each of its sentences; a crisis
 * is learned whole, since which sentence carries it is not labelled.
 */
function examplesOf(
  message: LabelledMessage,
  featuresOf: FeaturesOf,
): { features: string[]; message: LabelledMessage }[] {
  const windows = sentenceWindows(message.text);
  const parts = message.label !== 'crisis' && windows.length > 2 ? windows : [message.text];
  return parts.map((part) => ({ features: featuresOf(part), message }));
}

/** The weights of a reader trained on `messages`, as the English reader is unless told otherwise. */
export function trainReaderWeights(
  messages: readonly LabelledMessage[],
  { featuresOf, fewestExamples }: ReaderTraining = ENGLISH,
): Omit<ReaderWeights, 'hash'> {
  const seen = new Map<string, number>();
  const all = messages.flatMap((message) => examplesOf(message, featuresOf));
  for (const { features } of all)
    for (const feature of features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  const seenOften = (fewest: number) => (feature: string) => seen.get(feature)! >= fewest;
  const crisis = trainLogistic(
    all.map(({ features, message }) => ({
      features: features.filter(seenOften(fewestExamples)),
      positive: message.label === 'crisis',
    })),
    SMALLEST_WEIGHT.crisis,
  );
  const ofKnownKind = all
    .filter(({ message }) => message.label === 'crisis' && message.kind)
    .map(({ features, message }) => ({
      features: features.filter(seenOften(FEWEST_EXAMPLES)),
      kind: message.kind,
    }));
  const kinds = Object.fromEntries(
    CRISIS_KINDS.map((kind) => [
      kind,
      trainLogistic(
        ofKnownKind.map(({ features, kind: known }) => ({ features, positive: known === kind })),
        SMALLEST_WEIGHT.kind,
      ),
    ]),
  ) as Record<CrisisKind, Scorer>;
  return { settings: TRAINING_SETTINGS, crisis, kinds };
}

/** A reader trained on `messages` (cross-validation trains one without the messages it tests on). */
export function trainCrisisReader(
  messages: readonly LabelledMessage[],
  training: ReaderTraining = ENGLISH,
): CrisisReader {
  return readerFromWeights(
    { hash: 'in memory', ...trainReaderWeights(messages, training) },
    training.featuresOf,
  );
}
