import { normalizeMessage, readClause } from './crisis-text';
import { CRISIS_KINDS, type CrisisKind } from './safety';
import { TRAINING_MESSAGES, type LabelledMessage } from './safety.dataset';

/**
 * The crisis assessor's learned reader: logistic regression over the labelled messages. The rules
 * know the kinds of risk; this reader knows how people write them, so it catches the many wordings
 * no rule names ("got everything i need now, just waiting") and doubts a rule that fired on words
 * used for something else. Features are lemmas, marked when a negation scopes over them ("I don't
 * want to live": `not_want`, `not_live`), and pairs of neighbouring lemmas as written ("do_not").
 * Logistic regression rather than naive Bayes: it weighs features together, so it learns the hard
 * negatives it is shown ("my boss is going to kill me if I'm late") instead of adding up crisis words.
 */

const NEGATIONS = new Set(['not', 'no', 'never', 'nobody', 'nothing', 'none', 'nowhere', 'neither', 'nor']);

/** A message as the classifier sees it: per sentence, its lemmas and their neighbouring pairs. */
export function messageFeatures(text: string): string[] {
  const features = normalizeMessage(text).flatMap((sentence) => {
    const { lemmas, negated } = readClause(sentence);
    const marked = lemmas.map((lemma, i) => (negated[i] && !NEGATIONS.has(lemma) ? `not_${lemma}` : lemma));
    return [...marked, ...lemmas.slice(1).map((lemma, i) => `${lemmas[i]}_${lemma}`)];
  });
  return [...new Set(features)];
}

interface Example {
  features: string[];
  positive: boolean;
}

/** Log-odds of the positive class: the learned weights of the features present, plus a bias. */
type Scorer = (features: readonly string[]) => number;

// Chosen by training on the labelled sets with one folded round and testing on the other, both ways.
const EPOCHS = 30;
const L2 = 0.01;
const LEARNING_RATE = 0.5;

/**
 * Binary logistic regression by stochastic gradient descent with L2 regularisation, on present/absent
 * features. The order of examples is shuffled with a fixed seed, so training is the same every run.
 */
function trainLogistic(examples: readonly Example[]): Scorer {
  const weights = new Map<string, number>();
  let bias = 0;
  const score = (features: readonly string[]) =>
    features.reduce((sum, feature) => sum + (weights.get(feature) ?? 0), bias);
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = LEARNING_RATE / (1 + epoch * 0.1);
    order.sort(() => random() - 0.5);
    for (const i of order) {
      const { features, positive } = examples[i]!;
      const error = 1 / (1 + Math.exp(-score(features))) - (positive ? 1 : 0);
      bias -= rate * error;
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - rate * (error + L2 * weight));
      }
    }
  }
  return score;
}

/** A trained learned reader: how likely a message is a crisis, and which kind it reads most like. */
export interface CrisisReader {
  /** Log-odds (natural) that the message is a crisis. */
  crisisOdds(text: string): number;
  /** The kind of crisis the message reads most like (one-against-the-rest, highest odds). */
  likelyCrisisKind(text: string): CrisisKind;
}

/**
 * Trains a learned reader on the given labelled messages (under a second). The assessor's reader is
 * trained on `TRAINING_MESSAGES`; cross-validation trains one without the messages it then tests on.
 */
export function trainCrisisReader(messages: readonly LabelledMessage[]): CrisisReader {
  const labelled = messages.map((message) => ({ ...message, features: messageFeatures(message.text) }));
  const crisis = trainLogistic(
    labelled.map(({ features, level }) => ({ features, positive: level === 'crisis' })),
  );
  const ofKnownKind = labelled.filter((message) => message.level === 'crisis' && message.kind);
  const kinds = CRISIS_KINDS.map((kind): [CrisisKind, Scorer] => [
    kind,
    trainLogistic(ofKnownKind.map(({ features, kind: its }) => ({ features, positive: its === kind }))),
  ]);
  return {
    crisisOdds: (text) => crisis(messageFeatures(text)),
    likelyCrisisKind(text) {
      const features = messageFeatures(text);
      let best: [CrisisKind, number] = ['active-ideation', -Infinity];
      for (const [kind, score] of kinds) {
        const odds = score(features);
        if (odds > best[1]) best = [kind, odds];
      }
      return best[0];
    },
  };
}

let trained: CrisisReader | undefined;

/** The assessor's learned reader, trained on first use from the sets the rules are tuned on. */
export function crisisReader(): CrisisReader {
  trained ??= trainCrisisReader(TRAINING_MESSAGES);
  return trained;
}

/** Log-odds (natural) that the message is a crisis. */
export function crisisOdds(text: string): number {
  return crisisReader().crisisOdds(text);
}

/** The kind of crisis the message reads most like (one-against-the-rest, highest odds). */
export function likelyCrisisKind(text: string): CrisisKind {
  return crisisReader().likelyCrisisKind(text);
}
