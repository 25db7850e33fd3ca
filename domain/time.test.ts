import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  isDateKey,
  isIsoWeek,
  isoWeekDays,
  isoWeekOf,
  isoWeekOfDay,
  isoWeekWindow,
  isTimeZone,
  isWeekOver,
  lastEndedWeek,
  localDateKey,
  localHour,
  shiftIsoWeek,
  timeZoneSchema,
  weekdayOf,
  zonedInstant,
} from './time';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('day keys', () => {
  it('should step across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-18', -89)).toBe('2025-12-19');
  });

  it('should name the weekday of a day', () => {
    expect(weekdayOf('2026-03-16')).toBe('Monday');
    expect(weekdayOf('2026-03-22')).toBe('Sunday');
    expect(weekdayOf('1969-12-31')).toBe('Wednesday');
  });

  it('should count days one apart whatever the clocks did', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-03-30') - dayNumber('2026-03-29')).toBe(1); // Europe's spring change
  });

  it('should tell real calendar days from others', () => {
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-02-31')).toBe(false);
    expect(isDateKey('31/01/2026')).toBe(false);
  });
});

describe('time zones', () => {
  it('should accept IANA zones and UTC, and refuse unknown or empty names', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('should accept a known zone in a request and refuse an unknown one', () => {
    expect(timeZoneSchema.safeParse('Asia/Kolkata').success).toBe(true);
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });

  it('should give the calendar day in the given time zone', () => {
    const instant = new Date('2026-03-14T02:30:00Z');
    expect(localDateKey(instant, 'UTC')).toBe('2026-03-14');
    expect(localDateKey(instant, NY)).toBe('2026-03-13');
    expect(localDateKey(new Date('2026-03-14T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-15');
  });

  it('should read the hour in the given time zone', () => {
    const instant = new Date('2026-03-18T03:30:00Z');
    expect(localHour(instant, 'UTC')).toBe(3);
    expect(localHour(instant, NY)).toBe(23);
    expect(localHour(instant, 'Asia/Tokyo')).toBe(12);
    expect(localHour(new Date('2026-03-18T00:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('zonedInstant', () => {
  it('should place the time in the person’s zone, half-hour offsets and the far side of the date line too', () => {
    expect(zonedInstant('2026-06-10', '20:00', 'UTC')).toEqual(at('2026-06-10T20:00:00Z'));
    expect(zonedInstant('2026-06-10', '20:00', 'Europe/Paris')).toEqual(at('2026-06-10T18:00:00Z'));
    expect(zonedInstant('2026-01-10', '20:00', 'Europe/Paris')).toEqual(at('2026-01-10T19:00:00Z'));
    expect(zonedInstant('2026-06-10', '20:00', 'Asia/Kolkata')).toEqual(at('2026-06-10T14:30:00Z'));
    expect(zonedInstant('2026-07-01', '07:15', 'Pacific/Auckland')).toEqual(at('2026-06-30T19:15:00Z'));
    expect(zonedInstant('2026-06-10', '20:00', 'America/Los_Angeles')).toEqual(at('2026-06-11T03:00:00Z'));
  });

  it('should take a time the spring change skips as that much later, like the wall clock', () => {
    // Paris, 29 March 2026: 02:00 becomes 03:00; 02:30 does not exist and is read as 03:30 CEST.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Paris')).toEqual(at('2026-03-29T01:30:00Z'));
    expect(zonedInstant('2026-03-29', '03:00', 'Europe/Paris')).toEqual(at('2026-03-29T01:00:00Z'));
  });

  it('should take the first of a time the autumn change shows twice', () => {
    // New York, 1 November 2026: 02:00 EDT becomes 01:00 EST, so 01:30 happens at 05:30Z and 06:30Z.
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')).toEqual(at('2026-11-01T05:30:00Z'));
    expect(zonedInstant('2026-11-01', '20:00', 'America/New_York')).toEqual(at('2026-11-02T01:00:00Z'));
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-03-18', '2026-W12'],
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 holds it
    ['2024-12-30', '2025-W01'], // a Monday in December that starts next year's week 1
    ['2021-01-03', '2020-W53'], // a Sunday in January that ends last year's week 53
    ['2027-01-01', '2026-W53'], // 2026 starts on a Thursday, so it has 53 weeks
    ['2025-12-28', '2025-W52'],
    ['2026-03-22', '2026-W12'], // Sunday ends the week
    ['2026-03-23', '2026-W13'], // Monday starts the next
  ])('should put %s in %s', (day, week) => {
    expect(isoWeekOfDay(day)).toBe(week);
  });

  it('should give a week’s Monday and Sunday, across a year boundary too', () => {
    expect(isoWeekDays('2026-W12')).toEqual({ startDate: '2026-03-16', endDate: '2026-03-22' });
    expect(isoWeekDays('2025-W01')).toEqual({ startDate: '2024-12-30', endDate: '2025-01-05' });
    expect(isoWeekDays('2020-W53')).toEqual({ startDate: '2020-12-28', endDate: '2021-01-03' });
  });

  it('should step to the previous and next week across year ends', () => {
    expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
    expect(shiftIsoWeek('2021-W01', -1)).toBe('2020-W53');
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftIsoWeek('2026-W12', 1)).toBe('2026-W13');
  });

  it('should tell real week ids from others', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-W7')).toBe(false);
    expect(isIsoWeek('2026-12')).toBe(false);
    expect(() => isoWeekDays('2025-W53')).toThrow('Not an ISO week');
  });

  it('should count Sunday night in the week where the person is, not in UTC', () => {
    // Sunday 22 March, 23:30 in New York is already Monday in UTC and in Tokyo.
    const sundayNight = new Date('2026-03-23T03:30:00Z');
    expect(isoWeekOf(sundayNight, NY)).toBe('2026-W12');
    expect(isoWeekOf(sundayNight, 'UTC')).toBe('2026-W13');
    expect(isoWeekOf(new Date('2026-03-15T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-W12'); // Monday 01:00
  });

  it('should give query bounds that hold the week in every time zone', () => {
    const { from, to } = isoWeekWindow('2026-W12');
    // Monday 00:00 in Kiritimati (UTC+14) and Sunday 23:59 on Baker Island (UTC−12).
    expect(from.getTime()).toBeLessThanOrEqual(Date.parse('2026-03-15T10:00:00Z'));
    expect(to.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-23T11:59:00Z'));
    expect(to.getTime() - from.getTime()).toBe((7 * 24 + 26) * 3_600_000);
  });

  it('should know when a week is over where the person is', () => {
    const mondayMorningUtc = new Date('2026-03-23T06:00:00Z');
    expect(isWeekOver('2026-W12', mondayMorningUtc, 'UTC')).toBe(true);
    expect(isWeekOver('2026-W12', mondayMorningUtc, 'America/Los_Angeles')).toBe(false);
    expect(isWeekOver('2026-W13', mondayMorningUtc, 'UTC')).toBe(false);
  });
});

describe('lastEndedWeek', () => {
  it('should be last week only from Monday 12:00 UTC, when it has ended in every time zone', () => {
    // Monday 23 March 2026 (2026-W13) at 12:00 UTC: 2026-W12 has just ended on Baker Island (UTC−12).
    expect(lastEndedWeek(new Date('2026-03-23T12:00:00Z'))).toBe('2026-W12');
    expect(lastEndedWeek(new Date('2026-03-23T11:59:59Z'))).toBe('2026-W11');
    expect(lastEndedWeek(new Date('2026-03-29T23:00:00Z'))).toBe('2026-W12'); // the Sunday after
    expect(lastEndedWeek(new Date('2026-01-05T12:00:00Z'))).toBe('2026-W01'); // a new year's first Monday
  });
});
