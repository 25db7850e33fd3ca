import { afterEach, describe, expect, it, vi } from 'vitest';
import * as formats from './format-date';

// Expectations are made with the same options, so they hold in any test locale; the en-US examples
// in the doc comments are checked only where that is the locale.
const expected = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(undefined, options).format(date);

const AFTERNOON = new Date(2026, 10, 27, 15, 5); // Friday 27 November 2026, 15:05 on this device.

describe('instants, in the device’s zone', () => {
  it('should format each as its options say', () => {
    expect(formats.longDate(AFTERNOON)).toBe(expected({ dateStyle: 'long' }, AFTERNOON));
    expect(formats.mediumDate(AFTERNOON)).toBe(expected({ dateStyle: 'medium' }, AFTERNOON));
    expect(formats.dateAndTime(AFTERNOON)).toBe(
      expected({ dateStyle: 'medium', timeStyle: 'short' }, AFTERNOON),
    );
    expect(formats.weekdayDateAndTime(AFTERNOON)).toBe(
      expected(
        {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        },
        AFTERNOON,
      ),
    );
    expect(formats.fullDateAndTime(AFTERNOON)).toBe(
      expected({ dateStyle: 'full', timeStyle: 'short' }, AFTERNOON),
    );
    // Chat times are 'h:mm a' in every language (the product spec).
    expect(formats.timeOfDay(AFTERNOON)).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
  });

  it('should show the day, the minutes and the weekday where the format has them', () => {
    const weekday = (style: 'short' | 'long') => expected({ weekday: style }, AFTERNOON);
    expect(formats.longDate(AFTERNOON)).toContain('27');
    expect(formats.weekdayDateAndTime(AFTERNOON)).toContain(weekday('short'));
    expect(formats.fullDateAndTime(AFTERNOON)).toContain(weekday('long'));
    expect(formats.timeOfDay(AFTERNOON)).toMatch(/05/);
    expect(formats.timeOfDay(AFTERNOON)).not.toContain('27');
  });
});

describe('calendar days, the same in every zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    vi.resetModules();
  });

  // The module as a device in `timeZone` loads it: its formats take the zone they are made in.
  const loadIn = async (timeZone: string) => {
    process.env.TZ = timeZone;
    vi.resetModules();
    return import('./format-date');
  };

  const DAY_KEY = '2026-03-16';
  const RESET = new Date('2026-12-01T00:00:00Z');
  const shown = (format: typeof formats) => [
    format.calendarDay(DAY_KEY),
    format.shortCalendarDay(DAY_KEY),
    format.weekdayCalendarDay(DAY_KEY),
    format.calendarDayRange(DAY_KEY, '2026-03-22'),
    format.utcDate(RESET),
  ];

  it('should show a day key and a UTC day as that day from UTC+14 to UTC−11', async () => {
    const utc = shown(await loadIn('UTC'));
    const kiritimati = await loadIn('Pacific/Kiritimati');
    expect(shown(kiritimati)).toEqual(utc);
    const pagoPago = await loadIn('Pacific/Pago_Pago');
    expect(shown(pagoPago)).toEqual(utc);
    // The zone did change: an instant's date moves with it (the 1st of December is still 30 November there).
    expect(pagoPago.mediumDate(RESET)).not.toBe(kiritimati.mediumDate(RESET));
    expect(pagoPago.mediumDate(RESET)).toBe(pagoPago.utcDate(new Date('2026-11-30T00:00:00Z')));
  });

  it('should format each as its options say, in UTC', () => {
    const utc = (options: Intl.DateTimeFormatOptions, date: Date) =>
      expected({ ...options, timeZone: 'UTC' }, date);
    const midnight = new Date(`${DAY_KEY}T00:00:00Z`);
    expect(formats.calendarDay(DAY_KEY)).toBe(utc({ dateStyle: 'medium' }, midnight));
    expect(formats.shortCalendarDay(DAY_KEY)).toBe(utc({ month: 'short', day: 'numeric' }, midnight));
    expect(formats.weekdayCalendarDay(DAY_KEY)).toBe(
      utc({ weekday: 'short', day: 'numeric', month: 'short' }, midnight),
    );
    expect(formats.utcDate(RESET)).toBe(utc({ dateStyle: 'medium' }, RESET));
  });

  it('should show a range as one span, its ends included', () => {
    const range = formats.calendarDayRange('2026-12-28', '2027-01-03');
    expect(range).toContain('28');
    expect(range).toContain('3');
    expect(range).toContain('2027');
    expect(formats.calendarDayRange(DAY_KEY, DAY_KEY)).toBe(formats.calendarDay(DAY_KEY));
  });
});

describe.runIf(new Intl.DateTimeFormat().resolvedOptions().locale === 'en-US')('in en-US', () => {
  it('should give the documented examples', () => {
    expect(formats.longDate(AFTERNOON)).toBe('November 27, 2026');
    expect(formats.mediumDate(AFTERNOON)).toBe('Nov 27, 2026');
    expect(formats.weekdayDateAndTime(AFTERNOON)).toMatch(/^Fri, Nov 27, 2026, 3:05\sPM$/);
    expect(formats.dateAndTime(AFTERNOON)).toMatch(/^Nov 27, 2026, 3:05\sPM$/);
    expect(formats.fullDateAndTime(AFTERNOON)).toMatch(/^Friday, November 27, 2026 at 3:05\sPM$/);
    expect(formats.timeOfDay(AFTERNOON)).toMatch(/^3:05\sPM$/);
    expect(formats.calendarDay('2026-03-16')).toBe('Mar 16, 2026');
    expect(formats.shortCalendarDay('2026-03-16')).toBe('Mar 16');
    expect(formats.weekdayCalendarDay('2026-03-16')).toBe('Mon, Mar 16');
    expect(formats.calendarDayRange('2026-03-16', '2026-03-22')).toMatch(/^Mar 16\s–\s22, 2026$/);
    expect(formats.utcDate(new Date('2026-12-01T00:00:00Z'))).toBe('Dec 1, 2026');
  });
});
