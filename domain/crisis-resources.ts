// The crisis lines on their own, so public pages can name them without loading the safety assessor.

/** One way to reach a service from a phone: a `tel:` or `sms:` link. */
export interface ContactAction {
  label: string;
  href: string;
  kind: 'call' | 'text';
}

/** A service a person in crisis can contact now. */
export interface CrisisResource {
  name: string;
  contact: string;
  url?: string;
  actions?: ContactAction[];
}

/** Countries with lines of their own; everyone else gets the international directory. */
export const CRISIS_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'IN', 'ZA'] as const;
export type CrisisCountry = (typeof CRISIS_COUNTRIES)[number];

const call = (label: string, number: string): ContactAction => ({
  label,
  href: `tel:${number}`,
  kind: 'call',
});
const text = (label: string, number: string, body?: string): ContactAction => ({
  label,
  href: `sms:${number}${body ? `?&body=${body}` : ''}`,
  kind: 'text',
});

/** The international directory: every crisis response carries it, whatever the country. */
export const INTERNATIONAL_DIRECTORY: CrisisResource = {
  name: 'Find A Helpline',
  contact: 'Free helplines in your country',
  url: 'https://findahelpline.com',
};

const LINES: Record<CrisisCountry, { lines: CrisisResource[]; emergency: string }> = {
  US: {
    emergency: '911',
    lines: [
      {
        name: '988 Suicide & Crisis Lifeline',
        contact: 'Call or text 988 (US)',
        url: 'https://988lifeline.org',
        actions: [call('Call 988', '988'), text('Text 988', '988')],
      },
      {
        name: 'Crisis Text Line',
        contact: 'Text HOME to 741741 (US)',
        url: 'https://www.crisistextline.org',
        actions: [text('Text HOME to 741741', '741741', 'HOME')],
      },
    ],
  },
  CA: {
    emergency: '911',
    lines: [
      {
        name: '9-8-8 Suicide Crisis Helpline',
        contact: 'Call or text 988 (Canada)',
        url: 'https://988.ca',
        actions: [call('Call 988', '988'), text('Text 988', '988')],
      },
    ],
  },
  GB: {
    emergency: '999',
    lines: [
      {
        name: 'Samaritans',
        contact: 'Call 116 123 (UK and Ireland)',
        url: 'https://www.samaritans.org',
        actions: [call('Call 116 123', '116123')],
      },
      {
        name: 'Shout',
        contact: 'Text SHOUT to 85258 (UK)',
        url: 'https://giveusashout.org',
        actions: [text('Text SHOUT to 85258', '85258', 'SHOUT')],
      },
    ],
  },
  IE: {
    emergency: '112 or 999',
    lines: [
      {
        name: 'Samaritans',
        contact: 'Call 116 123 (Ireland and UK)',
        url: 'https://www.samaritans.ie',
        actions: [call('Call 116 123', '116123')],
      },
      {
        name: 'Text About It',
        contact: 'Text HELLO to 50808 (Ireland)',
        url: 'https://text50808.ie',
        actions: [text('Text HELLO to 50808', '50808', 'HELLO')],
      },
    ],
  },
  AU: {
    emergency: '000',
    lines: [
      {
        name: 'Lifeline',
        contact: 'Call 13 11 14 or text 0477 13 11 14 (Australia)',
        url: 'https://www.lifeline.org.au',
        actions: [call('Call 13 11 14', '131114'), text('Text 0477 13 11 14', '0477131114')],
      },
    ],
  },
  NZ: {
    emergency: '111',
    lines: [
      {
        name: '1737, Need to talk?',
        contact: 'Call or text 1737 (New Zealand)',
        url: 'https://1737.org.nz',
        actions: [call('Call 1737', '1737'), text('Text 1737', '1737')],
      },
      {
        name: 'Lifeline Aotearoa',
        contact: 'Call 0800 543 354 (New Zealand)',
        url: 'https://www.lifeline.org.nz',
        actions: [call('Call 0800 543 354', '0800543354')],
      },
    ],
  },
  IN: {
    emergency: '112',
    lines: [
      {
        name: 'Tele MANAS',
        contact: 'Call 14416 or 1-800-891-4416 (India)',
        url: 'https://telemanas.mohfw.gov.in',
        actions: [call('Call 14416', '14416')],
      },
    ],
  },
  ZA: {
    emergency: '112 (10111 for police)',
    lines: [
      {
        name: 'SADAG Suicide Crisis Helpline',
        contact: 'Call 0800 567 567 (South Africa)',
        url: 'https://www.sadag.org',
        actions: [call('Call 0800 567 567', '0800567567')],
      },
    ],
  },
};

/** Where no country is known: the US lines ReflectAI started with, then the directory. */
const DEFAULT_COUNTRY: CrisisCountry = 'US';

/** The country code ReflectAI has lines for, from a code or a locale ("en-GB" -> 'GB'), if any. */
export function crisisCountry(codeOrLocale: string | undefined): CrisisCountry | undefined {
  const region = codeOrLocale?.split(/[-_]/).at(-1)?.toUpperCase();
  if (region === 'UK') return 'GB';
  return CRISIS_COUNTRIES.find((country) => country === region);
}

/** The crisis lines for a person in `country` (unknown: the US lines), the directory always last. */
export function crisisResourcesFor(country?: string): CrisisResource[] {
  return [...LINES[crisisCountry(country) ?? DEFAULT_COUNTRY].lines, INTERNATIONAL_DIRECTORY];
}

/** What to do in immediate danger, with the country's emergency number where known. */
export function emergencyNote(country?: string): string {
  const known = crisisCountry(country);
  if (!known) return EMERGENCY_NOTE;
  return `If you are in immediate danger, call your local emergency number (${LINES[known].emergency} where you are).`;
}

/** The resources every crisis response carries where no country is known, in the order they are shown. */
export const CRISIS_RESOURCES: CrisisResource[] = crisisResourcesFor();

/** Shown with every crisis reply and in the help panel where the country is not known. */
export const EMERGENCY_NOTE =
  'If you are in immediate danger, call your local emergency number (911 in the US).';
