/**
 * Time as the product counts it, in one place: IANA time zones, calendar days as day keys
 * ('YYYY-MM-DD', read in the person's zone) and ISO weeks ('2026-W07', Monday to Sunday). Journal
 * streaks, Mind Patterns, reminders, weekly reports and exports all count days and weeks with these.
 */
import { z } from 'zod';

/** A day's length in milliseconds (a local day across a clock change is an hour shorter or longer). */
export const DAY_MS = 86_400_000;

const HOUR_MS = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Time zones

/** The IANA time zone this device is set to (in the browser, where the person is now). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `timeZone` is an IANA time zone this runtime knows, e.g. 'Europe/Paris'. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.length > 0;
  } catch {
    return false;
  }
}

/** An IANA time zone as a browser sends it, e.g. 'Europe/Paris': one this runtime knows. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Use an IANA time zone such as Europe/Paris.');

/**
 * The formatter of `locale` and `options` in a time zone (the device's by default), made once per zone:
 * making one costs far more than using it, and the same few zones come back for every date.
 */
export function zonedFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string = deviceTimeZone()): Intl.DateTimeFormat => {
    let format = byZone.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, format);
    }
    return format;
  };
}

const dayFormat = zonedFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day, 'YYYY-MM-DD', on which `date` falls in `timeZone` (the device's by default). */
export function localDateKey(date: Date, timeZone?: string): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const hourFormat = zonedFormatter('en-GB', { hour: 'numeric', hourCycle: 'h23' });

/** The hour of the day, 0 to 23, at which `date` falls in `timeZone` (the device's by default). */
export function localHour(date: Date, timeZone?: string): number {
  const hour = hourFormat(timeZone)
    .formatToParts(date)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}

const wallClockFormat = zonedFormatter('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms (whole seconds). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const part = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `timeZone`'s clock reads `time` ('HH:MM') on `day` ('YYYY-MM-DD'). A time the clocks
 * skip (the spring change) is taken as that much later, like the clock on the wall; a time they show
 * twice (the autumn change), the first time.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The zone's offsets on either side of any change that day; a change never moves it more than a day.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const exact = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => zoneOffsetMs(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? wall - before);
}

// ---------------------------------------------------------------------------------------------
// Day keys

/** A calendar day as stored and sent: 'YYYY-MM-DD'. */
export const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `key` is a real calendar day, 'YYYY-MM-DD' (the pattern alone lets '2026-02-31' through). */
export function isDateKey(key: string): boolean {
  if (!DATE_KEY_PATTERN.test(key)) return false;
  const date = new Date(`${key}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === key;
}

/** A day key as a day count, so that consecutive calendar days differ by exactly one whatever the clocks did. */
export const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS;

// The day key of a day count: dayNumber's inverse.
const keyOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day key `days` after `key` (before, when negative). */
export function addDays(key: string, days: number): string {
  return keyOfDay(dayNumber(key) + days);
}

/** The weekdays, Monday first (ISO order). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

// A day count's place in its week, Monday 0 to Sunday 6: day 0 (1970-01-01) was a Thursday.
const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7;

/** The weekday a day key falls on. */
export function weekdayOf(key: string): Weekday {
  return WEEKDAYS[weekdayIndex(dayNumber(key))]!;
}

// ---------------------------------------------------------------------------------------------
// ISO weeks

/** An ISO week id as stored: '2026-W07'. */
export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The ISO week a calendar day ('YYYY-MM-DD') belongs to: weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeekOfDay(key: string): string {
  const day = dayNumber(key);
  const thursday = day - weekdayIndex(day) + 3;
  const year = Number(keyOfDay(thursday).slice(0, 4));
  const week = Math.floor((thursday - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week `date` falls in, counted in `timeZone` (the device's by default). */
export function isoWeekOf(date: Date, timeZone?: string): string {
  return isoWeekOfDay(localDateKey(date, timeZone));
}

/** Whether `week` is a real ISO week id ('2026-W53' is, '2025-W53' is not: 2025 has 52 weeks). */
export function isIsoWeek(week: string): boolean {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) return false;
  const number = Number(match[2]);
  return number >= 1 && number <= 53 && isoWeekOfDay(mondayOf(week)) === week;
}

function mondayOf(week: string): string {
  const [, year, number] = ISO_WEEK_PATTERN.exec(week) ?? [];
  const jan4 = dayNumber(`${year}-01-04`);
  const firstMonday = jan4 - weekdayIndex(jan4);
  return keyOfDay(firstMonday + (Number(number) - 1) * 7);
}

/** The Monday and Sunday of an ISO week, 'YYYY-MM-DD'. */
export function isoWeekDays(week: string): { startDate: string; endDate: string } {
  if (!isIsoWeek(week)) throw new Error(`Not an ISO week: ${week}`);
  const startDate = mondayOf(week);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The ISO week `weeks` after `week` (before, when negative). */
export function shiftIsoWeek(week: string, weeks: number): string {
  return isoWeekOfDay(addDays(isoWeekDays(week).startDate, weeks * 7));
}

/**
 * Instants that surely contain the whole week in any time zone (UTC−12 to UTC+14), to query stored
 * timestamps with; the precise local week is then picked with `localDateKey`.
 */
export function isoWeekWindow(week: string): { from: Date; to: Date } {
  const { startDate, endDate } = isoWeekDays(week);
  return {
    from: new Date(Date.parse(`${startDate}T00:00:00Z`) - 14 * HOUR_MS),
    to: new Date(Date.parse(`${addDays(endDate, 1)}T00:00:00Z`) + 12 * HOUR_MS),
  };
}

/** Whether the week is over at `now` in `timeZone`. */
export function isWeekOver(week: string, now: Date, timeZone: string): boolean {
  return localDateKey(now, timeZone) > isoWeekDays(week).endDate;
}

/**
 * The newest ISO week that has ended in every time zone (UTC−12 to UTC+14) at `now`: on Monday from
 * 12:00 UTC, last week; before that, the week before it.
 */
export function lastEndedWeek(now: Date): string {
  const lastWeek = shiftIsoWeek(isoWeekOf(now, 'UTC'), -1);
  return isoWeekWindow(lastWeek).to.getTime() <= now.getTime() ? lastWeek : shiftIsoWeek(lastWeek, -1);
}
