import { describe, expect, it } from 'vitest';
import { decap, fnv1a, isHeavy, joinSentences, mix, mulberry32, pick } from './helpers';
import type { Ctx } from './types';

const withMood = (mood: Ctx['mood']) => ({ mood }) as Ctx;

describe('isHeavy', () => {
  it('should call high and heavy moods hard going, and no other', () => {
    expect(isHeavy(withMood('high'))).toBe(true);
    expect(isHeavy(withMood('heavy'))).toBe(true);
    expect(isHeavy(withMood('neutral'))).toBe(false);
    expect(isHeavy(withMood('positive'))).toBe(false);
  });
});

describe('joinSentences', () => {
  it('should join the non-empty sentences with single spaces', () => {
    expect(joinSentences('I hear you.', '', 'Take your time.')).toBe('I hear you. Take your time.');
    expect(joinSentences('', '')).toBe('');
  });
});

describe('decap', () => {
  it('should lower-case an ordinary first word, for use mid-sentence', () => {
    expect(decap('Box breathing can help')).toBe('box breathing can help');
    expect(decap('A short walk')).toBe('a short walk');
  });

  it('should leave "I", numbers, acronyms and capitals later in the text alone', () => {
    expect(decap('I Try again')).toBe('I Try again');
    expect(decap('5-4-3-2-1 Grounding')).toBe('5-4-3-2-1 Grounding');
    expect(decap('CBT helps')).toBe('CBT helps');
    expect(decap('all Good')).toBe('all Good');
  });
});

describe('pick', () => {
  it('should pick by where the random number falls, and refuse an empty list', () => {
    expect(pick(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pick(() => 0.5, ['a', 'b', 'c'])).toBe('b');
    expect(pick(() => 0.999, ['a', 'b', 'c'])).toBe('c');
    expect(() => pick(() => 0, [])).toThrow('pick from an empty list');
  });
});

describe('seeds', () => {
  it('should hash text with 32-bit FNV-1a (the published test values)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('should mix numbers into one unsigned 32-bit seed that depends on each and their order', () => {
    const seed = mix(1, 2, 3);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(mix(1, 2, 3)).toBe(seed);
    expect(mix(3, 2, 1)).not.toBe(seed);
    expect(mix(1, 2, 4)).not.toBe(seed);
  });

  it('should draw the same numbers as the reference mulberry32', () => {
    // The generator as published (bryc/code, PRNGs.md), to compare with.
    const reference = (seed: number) => () => {
      let t = (seed += 0x6d2b79f5);
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    for (const seed of [0, 1, 42, 0xdeadbeef]) {
      const ours = mulberry32(seed);
      const theirs = reference(seed);
      const draws = Array.from({ length: 5 }, () => [ours(), theirs()]);
      for (const [mine, published] of draws) expect(mine).toBe(published);
      expect(draws.every(([value]) => value! >= 0 && value! < 1)).toBe(true);
    }
  });
});
