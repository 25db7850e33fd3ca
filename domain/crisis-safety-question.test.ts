import { describe, expect, it } from 'vitest';
import { assessConversation, readSafetyAnswer, safetyQuestionState } from './crisis-assessor';
import { SAFETY_QUESTION } from './safety';

// The question the reply asks where the risk is unclear, and how a clear answer then decides (issue 24).
describe('the safety question', () => {
  const asked = [
    { role: 'user' as const, content: 'hi' },
    { role: 'assistant' as const, content: `That sounds heavy.\n\n${SAFETY_QUESTION}` },
  ];

  it('should know when the last reply asked it, or an earlier one did', () => {
    expect(safetyQuestionState([])).toBeUndefined();
    expect(safetyQuestionState(asked)).toBe('just-asked');
    const later = [
      ...asked,
      { role: 'user' as const, content: 'no' },
      { role: 'assistant' as const, content: 'ok' },
    ];
    expect(safetyQuestionState(later)).toBe('asked-before');
  });

  it.each([
    ['yes', 'yes'],
    ['Yeah. sometimes', 'yes'],
    ['honestly yes, most nights', 'yes'],
    ['no', 'no'],
    ["No, I'm just exhausted", 'no'],
    ['nah not at all', 'no'],
    ["I don't know", 'unsure'],
    ['idk maybe', 'unsure'],
    ['not sure tbh', 'unsure'],
    ['sometimes', 'unsure'],
  ] as const)('should read %j as %s', (text, answer) => {
    expect(readSafetyAnswer(text)).toBe(answer);
  });

  it('should not take a long message or another topic for an answer', () => {
    expect(readSafetyAnswer('Can we talk about my exam instead?')).toBeUndefined();
    expect(readSafetyAnswer(`no ${'word '.repeat(40)}`)).toBeUndefined();
  });

  it('should call a crisis on yes, and on an unsure answer', () => {
    expect(assessConversation(['whats the point of me'], 'yes', 'just-asked').level).toBe('crisis');
    expect(assessConversation(['whats the point of me'], "I don't know", 'just-asked').level).toBe('crisis');
  });

  it('should leave only what the answer shows on no', () => {
    expect(assessConversation(['whats the point of me'], 'no', 'just-asked')).toEqual({
      level: 'none',
      kinds: [],
    });
    expect(
      assessConversation(['whats the point of me'], 'no. but I cut myself last night', 'just-asked').level,
    ).toBe('crisis');
  });

  it('should read an answer as an answer only right after the question', () => {
    expect(assessConversation(['whats the point of me'], 'yes')).not.toEqual({
      level: 'crisis',
      kinds: ['passive-ideation'],
    });
  });
});
