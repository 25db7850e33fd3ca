import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessMessage } from '../../domain/crisis-assessor';
import { isHigher } from '../../domain/safety';
import { realSets, reportedMessages, trainingMessages, trainingSets } from '../../scripts/safety-data';

const labelled = trainingSets().labelled!;
const training = trainingMessages();

describe('the assessor on what it learned from', () => {
  const results = training.map((item) => ({ ...item, predicted: assessMessage(item.text) }));

  it.each(labelled.filter((item) => item.explicit).map((item) => item.text))(
    'should classify the explicit statement %j as crisis',
    (text) => {
      expect(assessMessage(text).level).toBe('crisis');
    },
  );

  it('should call a crisis or ask on at least 95% of crisis messages, and be right in 90% of its crisis calls', () => {
    const truth = results.filter((r) => r.label === 'crisis');
    const found = truth.filter(
      (r) => r.predicted.level === 'crisis' || r.predicted.kinds.includes('unclear-risk'),
    );
    const called = results.filter((r) => r.predicted.level === 'crisis');
    expect(found.length / truth.length).toBeGreaterThanOrEqual(0.95);
    expect(called.filter((r) => r.label === 'crisis').length / called.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(labelled.filter((item) => item.kind === 'idiom').map((item) => item.text))(
    'should not take the figure of speech %j for a crisis',
    (text) => {
      expect(assessMessage(text).level).not.toBe('crisis');
    },
  );
});

describe('the assessor on messages reported from use', () => {
  // Ordinary messages it once called a crisis, and crises it once missed (none are trained on).
  it.each(reportedMessages().map((item) => [item.text, item.label] as const))(
    'should assess %j as %s',
    (text, label) => {
      const assessment = assessMessage(text);
      if (label === 'crisis') expect(assessment.level).toBe('crisis');
      else expect(assessment.level).not.toBe('crisis');
    },
  );
});

describe('a long message', () => {
  // Real paragraphs nobody here wrote, each of which the assessor reads as ordinary on its own.
  const ordinary = realSets()
    .flatMap((set) => set.messages)
    .filter((message) => message.label === 'none' && message.text.length > 80)
    .map((message) => message.text.replace(/\n\s*\n/g, '\n'))
    .filter((text) => assessMessage(text).level === 'none')
    .slice(0, 200);
  const messages = training.map((message) => message.text).filter((text) => text.length < 400);

  it('should never rise in level when ordinary paragraphs are added to it', () => {
    expect(ordinary.length).toBe(200);
    fc.assert(
      fc.property(
        fc.constantFrom(...messages),
        fc.array(fc.constantFrom(...ordinary), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (message, paragraphs, before) => {
          const longer = before ? [...paragraphs, message] : [message, ...paragraphs];
          const alone = assessMessage(message).level;
          expect(isHigher(assessMessage(longer.join('\n\n')).level, alone)).toBe(false);
        },
      ),
      { numRuns: 300, seed: 24 },
    );
  });
});
