import { describe, expect, it } from 'vitest';
import { crisisOdds, likelyCrisisKind, messageFeatures, trainCrisisReader } from './crisis-classifier';
import { CRISIS_KINDS } from './safety';
import { TRAINING_MESSAGES } from './safety.dataset';

describe('messageFeatures', () => {
  it('should give lemmas, mark the negated ones, and pair neighbours within a sentence', () => {
    const features = messageFeatures("I don't want to live. Took the pills");
    expect(features).toEqual(
      expect.arrayContaining([
        'not',
        'not_want',
        'not_live',
        'do_not',
        'not_want',
        'take',
        'pill',
        'the_pill',
      ]),
    );
    expect(features).not.toContain('want');
    // Pairs stop at the sentence's end.
    expect(features.some((feature) => feature.endsWith('live_take'))).toBe(false);
  });
});

describe('crisisOdds', () => {
  it('should favour crisis on the crisis messages it learned from, and the opposite on the rest', () => {
    const crisis = TRAINING_MESSAGES.filter((item) => item.level === 'crisis');
    const other = TRAINING_MESSAGES.filter((item) => item.level !== 'crisis');
    const share = (items: typeof crisis, side: (odds: number) => boolean) =>
      items.filter((item) => side(crisisOdds(item.text))).length / items.length;
    expect(share(crisis, (odds) => odds > 0)).toBeGreaterThanOrEqual(0.95);
    expect(share(other, (odds) => odds <= 0)).toBeGreaterThanOrEqual(0.9);
  });

  it('should read a negated wish differently from the wish', () => {
    expect(crisisOdds("I don't want to be alive")).toBeGreaterThan(crisisOdds("I don't want to be sad"));
  });

  it('should lean against a crisis on a message of words it never saw', () => {
    expect(crisisOdds('zxqv blorft')).toBeLessThan(0);
  });
});

describe('likelyCrisisKind', () => {
  it('should name the kind of most crisis messages it learned from', () => {
    const labelled = TRAINING_MESSAGES.filter((item) => item.level === 'crisis' && item.kind);
    const right = labelled.filter((item) => likelyCrisisKind(item.text) === item.kind).length;
    expect(right / labelled.length).toBeGreaterThanOrEqual(0.8);
  });

  it('should only name crisis kinds', () => {
    expect(CRISIS_KINDS).toContain(likelyCrisisKind('zxqv blorft'));
  });
});

describe('trainCrisisReader', () => {
  it('should learn only from the messages it is given', () => {
    const reader = trainCrisisReader([
      { text: 'I want to die', level: 'crisis', kind: 'active-ideation' },
      { text: 'I took all my pills', level: 'crisis', kind: 'attempt' },
      { text: 'I want a pizza', level: 'none' },
      { text: 'I took the bus', level: 'none' },
    ]);
    expect(reader.crisisOdds('die')).toBeGreaterThan(0);
    expect(reader.crisisOdds('pizza')).toBeLessThan(0);
    expect(reader.likelyCrisisKind('all my pills')).toBe('attempt');
  });
});
