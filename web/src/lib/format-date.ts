const LONG_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A date as people read it in the app's sentences: the browser's language, long ("27 November 2026"). */
export function longDate(date: Date): string {
  return LONG_DATE.format(date);
}
