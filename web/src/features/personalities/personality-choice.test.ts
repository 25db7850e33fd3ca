import type { CustomPersonality } from '@domain/personalities';
import { describe, expect, it } from 'vitest';
import { choiceFor, DEFAULT_CHOICE } from './personality-choice';

const calmCoach: CustomPersonality = {
  id: 'p-calm',
  name: 'Calm Coach',
  description: '',
  instructions: 'Speak slowly.',
  basePersonality: 'zen',
  isCustom: true,
};

describe('choiceFor', () => {
  it('should name a built-in personality', () => {
    expect(choiceFor('stoic', [])).toEqual({ personalityType: 'stoic', label: 'Stoic Philosopher' });
  });

  it('should label a named guide with its base, whatever the case', () => {
    expect(choiceFor('Maya', [])).toEqual({ personalityType: 'maya', label: 'Maya (Empathetic)' });
  });

  it('should carry a custom personality’s instructions and base', () => {
    expect(choiceFor('p-calm', [calmCoach])).toEqual({
      personalityType: 'p-calm',
      label: 'Calm Coach',
      customInstructions: 'Speak slowly.',
      basePersonality: 'zen',
    });
  });

  it('should label the personalised counselor kept in the custom list', () => {
    const counselor = { ...calmCoach, id: 'personalized-counselor', name: 'Hope' };
    expect(choiceFor('personalized-counselor', [counselor])).toMatchObject({
      personalityType: 'personalized-counselor',
      label: 'Your personalized counselor/philosopher',
      customInstructions: 'Speak slowly.',
    });
  });

  it('should keep a matched counselor profile value', () => {
    expect(choiceFor('solution-focused', [])).toEqual({
      personalityType: 'solution-focused',
      label: 'Morgan, your matched counselor',
    });
  });

  it('should fall back to the Empathetic Listener for a deleted custom or unknown value', () => {
    const fallback = { personalityType: 'empathetic', label: 'Empathetic Listener' };
    expect(choiceFor('p-gone', [calmCoach])).toEqual(fallback);
    expect(choiceFor('', [])).toEqual(fallback);
  });

  it('should reset to the Balanced default', () => {
    expect(DEFAULT_CHOICE).toEqual({ personalityType: 'default', label: 'Balanced' });
  });
});
