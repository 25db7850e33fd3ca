import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCountry } from './browser-country';

afterEach(() => vi.unstubAllGlobals());

describe('browserCountry', () => {
  it('should take the country from the first locale that names a region', () => {
    expect(browserCountry(['en-GB', 'en-US'])).toBe('GB');
    expect(browserCountry(['en', 'en-AU'])).toBe('AU');
    expect(browserCountry(['en-IE'])).toBe('IE');
    expect(browserCountry(['es-MX', 'en-US'])).toBe('MX');
    expect(browserCountry(['fr-FR', 'en-US'])).toBe('FR');
  });

  it('should give no country where the first region has no lines of its own, or none is named', () => {
    // A Japanese locale first: the person is more likely in Japan than in the US of a later locale.
    expect(browserCountry(['ja-JP', 'en-US'])).toBeUndefined();
    expect(browserCountry(['en', 'fr'])).toBeUndefined();
    expect(browserCountry([])).toBeUndefined();
    expect(browserCountry(['not a locale!'])).toBeUndefined();
  });

  it("should read the browser's languages, or its language where the list is empty", () => {
    vi.stubGlobal('navigator', { languages: ['en-NZ', 'en'], language: 'en-NZ' });
    expect(browserCountry()).toBe('NZ');
    vi.stubGlobal('navigator', { languages: [], language: 'en-ZA' });
    expect(browserCountry()).toBe('ZA');
  });
});
