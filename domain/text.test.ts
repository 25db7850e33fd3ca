import { describe, expect, it } from 'vitest';
import { capitalise, excerpt, joinList, plural } from './text';

describe('capitalise', () => {
  it('should upper-case the first letter only', () => {
    expect(capitalise('anxious and tired')).toBe('Anxious and tired');
    expect(capitalise('')).toBe('');
  });
});

describe('plural', () => {
  it('should use the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('joinList', () => {
  it('should join with commas and a final "and"', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['calm'])).toBe('calm');
    expect(joinList(['calm', 'hopeful'])).toBe('calm and hopeful');
    expect(joinList(['calm', 'hopeful', 'tired'])).toBe('calm, hopeful and tired');
  });
});

describe('excerpt', () => {
  it('should keep a text within the bound whole, and cut a longer one to it with an ellipsis', () => {
    expect(excerpt('short', 5)).toBe('short');
    expect(excerpt('a few words here', 8)).toBe('a few w…');
    // Space before the cut is dropped, so the ellipsis follows a word.
    expect(excerpt('a few words here', 7)).toBe('a few…');
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
  });
});
