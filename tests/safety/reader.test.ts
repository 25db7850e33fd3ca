import { describe, expect, it } from 'vitest';
import { crisisReader, SHIPPED_WEIGHTS } from '../../domain/crisis-classifier';
import { messageFeatures } from '../../domain/crisis-features';
import { CRISIS_KINDS } from '../../domain/safety';
import { assessInLanguage, assessInLanguages, CRISIS_LANGUAGES } from '../../domain/crisis-languages';
import { languageFeatures, SHIPPED_LANGUAGE_WEIGHTS } from '../../domain/crisis-languages/reader';
import {
  languageTrainingHash,
  languageTrainingMessages,
  realSets,
  trainingHash,
  trainingMessages,
  type LabelledMessage,
} from '../../scripts/safety-data';
import { trainCrisisReader, trainReaderWeights } from '../../scripts/safety-training';

const reader = crisisReader();
const training = trainingMessages();

describe('the shipped weights', () => {
  it('should be learned from the data, feature code and settings as they are now (else: npm run train:safety)', () => {
    expect(SHIPPED_WEIGHTS.hash).toBe(trainingHash());
  });

  it("should, for the other languages' reader too (else: npm run train:safety)", () => {
    expect(SHIPPED_LANGUAGE_WEIGHTS.hash).toBe(languageTrainingHash());
  });
});

describe('the reader of the other languages', () => {
  const learned = languageTrainingMessages();
  const byPhrases = (text: string) =>
    CRISIS_LANGUAGES.some((language) => assessInLanguage(text, language).level === 'crisis');
  const calledCrisis = (messages: LabelledMessage[]) =>
    messages.filter((message) => assessInLanguages(message.text).level === 'crisis').length / messages.length;

  it('should read words and pairs of neighbours within a sentence, folded', () => {
    const features = languageFeatures('Ya NO aguanto. Mañana lo hago');
    expect(features).toEqual(expect.arrayContaining(['ya', 'no_aguanto', 'manana', 'lo_hago']));
    expect(features).not.toContain('aguanto_manana');
  });

  it('should find most crises it learned from that no phrase names, and few crises in the rest', () => {
    const unnamed = learned.filter((message) => message.label === 'crisis' && !byPhrases(message.text));
    expect(unnamed.length).toBeGreaterThan(50);
    expect(calledCrisis(unnamed)).toBeGreaterThanOrEqual(0.9);
    expect(calledCrisis(learned.filter((message) => message.label !== 'crisis'))).toBeLessThanOrEqual(0.02);
    // It reads every message the language reader learned (about 12,900): 20 s alone, more beside the
    // other test files.
  }, 120_000);

  it('should leave English to the English assessor: the real English sets, ordinary, stay ordinary', () => {
    // English slang can read as another language's common words ("yo chill man … keep yo voice down").
    const english = realSets().flatMap((set) => set.messages.filter((message) => message.label !== 'crisis'));
    expect(calledCrisis(english)).toBeLessThanOrEqual(1 / 5000);
  });
});

describe('messageFeatures', () => {
  it('should give lemmas, mark the negated ones, and pair neighbours within a sentence', () => {
    const features = messageFeatures("I don't want to live. Took the pills");
    expect(features).toEqual(
      expect.arrayContaining(['not', 'not_want', 'not_live', 'do_not', 'take', 'pill', 'the_pill']),
    );
    expect(features).not.toContain('want');
    // Pairs stop at the sentence's end.
    expect(features.some((feature) => feature.endsWith('live_take'))).toBe(false);
  });
});

describe('the shipped reader', () => {
  it('should favour crisis on the crisis messages it learned from, and the opposite on the rest', () => {
    const short = training.filter((item) => item.text.length < 300);
    const crisis = short.filter((item) => item.label === 'crisis');
    const other = short.filter((item) => item.label !== 'crisis');
    const share = (items: LabelledMessage[], side: (odds: number) => boolean) =>
      items.filter((item) => side(reader.crisisOdds(item.text))).length / items.length;
    expect(share(crisis, (odds) => odds > 0)).toBeGreaterThanOrEqual(0.95);
    expect(share(other, (odds) => odds <= 0)).toBeGreaterThanOrEqual(0.9);
  });

  it('should read a negated wish differently from the wish', () => {
    expect(reader.crisisOdds("I don't want to be alive")).toBeGreaterThan(
      reader.crisisOdds("I don't want to be sad"),
    );
  });

  it('should lean against a crisis on a message of words it never saw', () => {
    expect(reader.crisisOdds('zxqv blorft')).toBeLessThan(0);
  });

  it('should name the kind of most crisis messages it learned from, and only crisis kinds', () => {
    const labelled = training.filter((item) => item.label === 'crisis' && item.kind);
    const right = labelled.filter((item) => reader.likelyCrisisKind(item.text) === item.kind).length;
    expect(right / labelled.length).toBeGreaterThanOrEqual(0.8);
    expect(CRISIS_KINDS).toContain(reader.likelyCrisisKind('zxqv blorft'));
  });
});

describe('training', () => {
  const message = (text: string, label: LabelledMessage['label'], kind: LabelledMessage['kind'] = null) => ({
    text,
    label,
    kind,
    source: 'test',
    round: null,
  });
  const tiny = [
    message('I want to die', 'crisis', 'active-ideation'),
    message('I want to die now', 'crisis', 'active-ideation'),
    message('I took all my pills', 'crisis', 'attempt'),
    message('I took all my pills now', 'crisis', 'attempt'),
    message('I want a pizza', 'none'),
    message('I want a pizza now', 'none'),
    message('I took the bus', 'none'),
    message('I took the bus now', 'none'),
  ];

  it('should learn only from the messages it is given', () => {
    const trained = trainCrisisReader(tiny);
    expect(trained.crisisOdds('die')).toBeGreaterThan(0);
    expect(trained.crisisOdds('pizza')).toBeLessThan(0);
    expect(trained.likelyCrisisKind('all my pills')).toBe('attempt');
  });

  it('should learn the same weights every time', () => {
    expect(trainReaderWeights(tiny)).toEqual(trainReaderWeights(tiny));
  });

  it('should learn a long ordinary message a sentence at a time', () => {
    // Each sentence of a long message that is no crisis is an example of its own; a crisis is whole.
    const long = message('I love my job. The commute is long. My boss is kind. I want to do well.', 'none');
    const trained = trainReaderWeights([...tiny, long]);
    expect(trained.crisis.weights.commute).toBeLessThan(0);
  });
});
