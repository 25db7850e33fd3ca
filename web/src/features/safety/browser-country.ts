import { crisisCountry, type CrisisCountry } from '@domain/crisis-resources';

/** The region a locale names ('en-GB' -> 'GB'), if it names one. */
function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
}

/**
 * The country whose crisis lines the person gets, from the browser's locales: the first locale that
 * names a region decides, so a French locale before an English one does not pass for the US. None
 * known: undefined (the server and the help panel then give the default lines and the directory).
 */
export function browserCountry(
  languages: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language],
): CrisisCountry | undefined {
  const withRegion = languages.find((locale) => regionOf(locale) !== undefined);
  return withRegion ? crisisCountry(regionOf(withRegion)) : undefined;
}
