import { describe, expect, it } from 'vitest';
import { lookBack } from './look-back';

const NOW = new Date('2026-11-26T12:00:00Z');
const daysBefore = (days: number, hour = 9) => new Date(Date.UTC(2026, 10, 26 - days, hour, 0, 0));
const entry = (id: string, createdAt: Date, body = 'Some words.', title = '') => ({
  id,
  createdAt,
  body,
  title,
});

describe('lookBack', () => {
  it('should find the entry written a week ago today', () => {
    const week = entry('week', daysBefore(7));
    expect(lookBack([entry('other', daysBefore(6)), week], NOW, 'UTC')).toEqual({
      entry: week,
      label: 'A week ago today',
    });
  });

  it('should prefer a year ago over a month ago over a week ago', () => {
    const entries = [
      entry('week', daysBefore(7)),
      entry('month', daysBefore(30)),
      entry('year', daysBefore(365)),
    ];
    expect(lookBack(entries, NOW, 'UTC')).toMatchObject({ entry: { id: 'year' }, label: 'A year ago today' });
    expect(lookBack(entries.slice(0, 2), NOW, 'UTC')).toMatchObject({
      entry: { id: 'month' },
      label: 'A month ago today',
    });
  });

  it('should pass over a mood check-in without words, and take the first entry written that day', () => {
    const entries = [
      entry('later', daysBefore(7, 20), '', 'Evening walk'),
      entry('mood only', daysBefore(7, 7), '  '),
      entry('earlier', daysBefore(7, 10)),
    ];
    expect(lookBack(entries, NOW, 'UTC')?.entry.id).toBe('earlier');
  });

  it('should find nothing when none of those days has an entry', () => {
    expect(lookBack([entry('a', daysBefore(6)), entry('b', daysBefore(8))], NOW, 'UTC')).toBeUndefined();
    expect(lookBack([], NOW, 'UTC')).toBeUndefined();
  });

  it('should read days in the person’s zone', () => {
    // 23:30 UTC on the 19th is already the 20th in Paris: six days before the 26th there, not seven.
    const late = entry('late', new Date('2026-11-19T23:30:00Z'));
    expect(lookBack([late], NOW, 'UTC')?.label).toBe('A week ago today');
    expect(lookBack([late], NOW, 'Europe/Paris')).toBeUndefined();
  });
});
