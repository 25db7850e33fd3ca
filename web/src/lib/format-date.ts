// Dates and times as people read them: the one place in web/ that formats them (issue 28).
// One locale policy: the browser's language (locale `undefined`), but for chat times. Instants show in the device's
// zone; a 'YYYY-MM-DD' day key, or an instant that stands for a UTC day, shows in UTC so it reads as
// the same calendar day in every zone. Each format is made once: creating one is not cheap.
// The examples are the en-US output.

const LONG_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const MEDIUM_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_AND_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const WEEKDAY_DATE_AND_TIME = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const FULL_DATE_AND_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
// The one exception to the browser's language: the product fixes chat times as 'h:mm a'.
const TIME_OF_DAY = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

// In UTC on purpose: these show a calendar day (a day key read as its UTC midnight, or a UTC day's
// first instant), which the device's zone must not move to the day before or after.
const UTC_MEDIUM_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const UTC_SHORT_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const UTC_WEEKDAY_DAY = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

// A 'YYYY-MM-DD' key as the instant that starts that day in UTC.
const keyDate = (key: string) => new Date(`${key}T00:00:00Z`);

/** A date in the app's sentences, long: "November 27, 2026". */
export function longDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** A date, short month: "Nov 27, 2026". */
export function mediumDate(date: Date): string {
  return MEDIUM_DATE.format(date);
}

/** When something happened, to the minute: "Nov 27, 2026, 3:05 PM". */
export function dateAndTime(date: Date): string {
  return DATE_AND_TIME.format(date);
}

/** When something happened, with the weekday: "Fri, Nov 27, 2026, 3:05 PM". */
export function weekdayDateAndTime(date: Date): string {
  return WEEKDAY_DATE_AND_TIME.format(date);
}

/** When something happened, in full: "Friday, November 27, 2026 at 3:05 PM". */
export function fullDateAndTime(date: Date): string {
  return FULL_DATE_AND_TIME.format(date);
}

/** The time of day alone, as 'h:mm a' whatever the browser's language: "3:05 PM". */
export function timeOfDay(date: Date): string {
  return TIME_OF_DAY.format(date);
}

/** A 'YYYY-MM-DD' day key as that calendar day in any zone: "2026-03-16" → "Mar 16, 2026". */
export function calendarDay(key: string): string {
  return UTC_MEDIUM_DATE.format(keyDate(key));
}

/** A 'YYYY-MM-DD' day key, day and month only (a chart's axis): "2026-03-16" → "Mar 16". */
export function shortCalendarDay(key: string): string {
  return UTC_SHORT_DAY.format(keyDate(key));
}

/** A 'YYYY-MM-DD' day key with its weekday: "2026-03-16" → "Mon, Mar 16". */
export function weekdayCalendarDay(key: string): string {
  return UTC_WEEKDAY_DAY.format(keyDate(key));
}

/** Two 'YYYY-MM-DD' day keys as one span: "2026-03-16", "2026-03-22" → "Mar 16 – 22, 2026". */
export function calendarDayRange(startKey: string, endKey: string): string {
  return UTC_MEDIUM_DATE.formatRange(keyDate(startKey), keyDate(endKey));
}

/** An instant that stands for a UTC day (such as a monthly reset at 00:00 UTC) as that day: "Dec 1, 2026". */
export function utcDate(date: Date): string {
  return UTC_MEDIUM_DATE.format(date);
}
