import { describe, expect, it } from 'vitest';
import { QUOTES, quoteOfTheDay } from './quotes';

const DAY_MS = 86_400_000;

describe('QUOTES', () => {
  it('should hold at least 60 quotes, each with its text, author and source', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(60);
    for (const quote of QUOTES) {
      expect(quote.text.trim().length).toBeGreaterThan(10);
      expect(quote.author.trim()).not.toBe('');
      expect(quote.source.trim()).not.toBe('');
    }
  });

  it('should not repeat a quote', () => {
    expect(new Set(QUOTES.map((quote) => quote.text)).size).toBe(QUOTES.length);
  });

  it('should leave out famous misattributions', () => {
    const texts = QUOTES.map((quote) => quote.text.toLowerCase());
    for (const fake of ['be the change you wish to see', 'be yourself; everyone else is already taken']) {
      expect(texts.some((text) => text.includes(fake))).toBe(false);
    }
  });
});

describe('quoteOfTheDay', () => {
  it('should give everyone the same quote all day long (UTC)', () => {
    const morning = quoteOfTheDay(new Date('2026-03-14T00:00:00Z'));
    expect(quoteOfTheDay(new Date('2026-03-14T12:30:00Z'))).toBe(morning);
    expect(quoteOfTheDay(new Date('2026-03-14T23:59:59.999Z'))).toBe(morning);
  });

  it('should change at midnight UTC', () => {
    expect(quoteOfTheDay(new Date('2026-03-15T00:00:00Z'))).not.toBe(
      quoteOfTheDay(new Date('2026-03-14T23:59:59Z')),
    );
  });

  it('should show every quote once before repeating', () => {
    const start = Date.UTC(2026, 0, 1);
    const cycle = QUOTES.map((_, day) => quoteOfTheDay(new Date(start + day * DAY_MS)));
    expect(new Set(cycle).size).toBe(QUOTES.length);
    expect(quoteOfTheDay(new Date(start + QUOTES.length * DAY_MS))).toBe(cycle[0]);
  });

  it('should work for dates before 1970', () => {
    expect(QUOTES).toContain(quoteOfTheDay(new Date('1969-07-20T20:17:00Z')));
  });
});
