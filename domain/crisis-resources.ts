// The crisis lines on their own, so public pages can name them without loading the safety assessor.
import type { CrisisLanguage } from './crisis-languages';

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

/**
 * How a line reads in the language of the country it serves: its `contact` and its actions' labels, in
 * order. Written by the ReflectAI team, who are not native speakers; data/crisis-lines/README.md says
 * no native reader has checked them yet.
 */
interface LocalText {
  contact: string;
  actions: string[];
}

interface Line extends CrisisResource {
  local?: Partial<Record<CrisisLanguage, LocalText>>;
}

/** Countries with lines of their own; everyone else gets the international directory. */
export const CRISIS_COUNTRIES = [
  ...['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'IN', 'ZA'],
  // Where the languages of issue 27 are most spoken; sources and dates in data/crisis-lines/.
  ...['MX', 'ES', 'AR', 'CO', 'BR', 'PT', 'FR', 'BE', 'CH', 'DE', 'AT', 'PH'],
] as const;
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

const DIRECTORY_CONTACT: Record<CrisisLanguage, string> = {
  es: 'Líneas de ayuda gratuitas en tu país',
  pt: 'Linhas de apoio gratuitas no seu país',
  fr: "Lignes d'écoute gratuites dans ton pays",
  de: 'Kostenlose Hilfetelefone in deinem Land',
  tl: 'Mga libreng helpline sa bansa mo',
  hi: 'Aapke desh ki free helplines',
};

const LINES: Record<CrisisCountry, { lines: Line[]; emergency: string }> = {
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
  MX: {
    emergency: '911',
    lines: [
      {
        name: 'Línea de la Vida',
        contact: 'Call 800 911 2000 (Mexico), free, 24 hours',
        actions: [call('Call 800 911 2000', '8009112000')],
        local: {
          es: {
            contact: 'Llama al 800 911 2000 (México), gratis, las 24 horas',
            actions: ['Llamar al 800 911 2000'],
          },
        },
      },
    ],
  },
  ES: {
    emergency: '112',
    lines: [
      {
        name: '024, Línea de atención a la conducta suicida',
        contact: 'Call 024 (Spain), free, 24 hours',
        actions: [call('Call 024', '024')],
        local: {
          es: { contact: 'Llama al 024 (España), gratis, las 24 horas', actions: ['Llamar al 024'] },
        },
      },
    ],
  },
  AR: {
    emergency: '911 (107 for an ambulance)',
    lines: [
      {
        name: 'Centro de Asistencia al Suicida',
        contact: 'Call 135 (Buenos Aires) or (011) 5275-1135 (all of Argentina), 8:00 to 24:00',
        actions: [call('Call 135', '135'), call('Call (011) 5275-1135', '01152751135')],
        local: {
          es: {
            contact: 'Llamá al 135 (Buenos Aires) o al (011) 5275-1135 (todo el país), de 8 a 24 h',
            actions: ['Llamar al 135', 'Llamar al (011) 5275-1135'],
          },
        },
      },
    ],
  },
  CO: {
    emergency: '123',
    lines: [
      {
        name: 'Línea 192, option 4 (mental health)',
        contact: 'Call 192 and choose option 4 (Colombia)',
        actions: [call('Call 192', '192')],
        local: {
          es: { contact: 'Llama al 192 y marca la opción 4 (Colombia)', actions: ['Llamar al 192'] },
        },
      },
      {
        name: 'Línea 106, El poder de ser escuchado',
        contact: 'Call 106 (Bogotá), 24 hours, or WhatsApp 300 754 8933',
        url: 'https://www.bogota.gov.co/servicios/guia-de-tramites-y-servicios/linea-106',
        actions: [call('Call 106', '106')],
        local: {
          es: {
            contact: 'Llama al 106 (Bogotá), las 24 horas, o escribe por WhatsApp al 300 754 8933',
            actions: ['Llamar al 106'],
          },
        },
      },
    ],
  },
  BR: {
    emergency: '192 (SAMU)',
    lines: [
      {
        name: 'CVV, Centro de Valorização da Vida',
        contact: 'Call 188 (Brazil), free, 24 hours',
        url: 'https://cvv.org.br',
        actions: [call('Call 188', '188')],
        local: {
          pt: { contact: 'Ligue 188 (Brasil), de graça, 24 horas', actions: ['Ligar para o 188'] },
        },
      },
    ],
  },
  PT: {
    emergency: '112',
    lines: [
      {
        name: 'SNS 24, psychological counselling',
        contact: 'Call 808 24 24 24 and choose option 4 (Portugal), 24 hours',
        url: 'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
        actions: [call('Call 808 24 24 24', '808242424')],
        local: {
          pt: {
            contact: 'Ligue para o 808 24 24 24 e escolha a opção 4 (Portugal), 24 horas',
            actions: ['Ligar para o 808 24 24 24'],
          },
        },
      },
    ],
  },
  FR: {
    emergency: '112 (15 for SAMU)',
    lines: [
      {
        name: '3114, Numéro national de prévention du suicide',
        contact: 'Call 3114 (France), free, 24 hours',
        url: 'https://3114.fr',
        actions: [call('Call 3114', '3114')],
        local: {
          fr: { contact: 'Appelle le 3114 (France), gratuit, 24 h/24', actions: ['Appeler le 3114'] },
        },
      },
    ],
  },
  BE: {
    emergency: '112',
    lines: [
      {
        name: 'Centre de Prévention du Suicide',
        contact: 'Call 0800 32 123 (Belgium, in French), free, 24 hours',
        url: 'https://www.preventionsuicide.be',
        actions: [call('Call 0800 32 123', '080032123')],
        local: {
          fr: {
            contact: 'Appelle le 0800 32 123 (Belgique, en français), gratuit, 24 h/24',
            actions: ['Appeler le 0800 32 123'],
          },
        },
      },
      {
        name: 'Zelfmoordlijn 1813',
        contact: 'Call 1813 (Belgium, in Dutch), free, 24 hours',
        url: 'https://www.zelfmoord1813.be',
        actions: [call('Call 1813', '1813')],
        local: {
          fr: {
            contact: 'Appelle le 1813 (Belgique, en néerlandais), gratuit, 24 h/24',
            actions: ['Appeler le 1813'],
          },
        },
      },
    ],
  },
  CH: {
    emergency: '112 (144 for an ambulance)',
    lines: [
      {
        name: 'Die Dargebotene Hand / La Main Tendue / Telefono Amico',
        contact: 'Call 143 (Switzerland), 24 hours',
        url: 'https://www.143.ch',
        actions: [call('Call 143', '143')],
        local: {
          fr: { contact: 'Appelle le 143 (Suisse), 24 h/24', actions: ['Appeler le 143'] },
          de: { contact: 'Ruf die 143 an (Schweiz), rund um die Uhr', actions: ['143 anrufen'] },
        },
      },
    ],
  },
  DE: {
    emergency: '112',
    lines: [
      {
        name: 'TelefonSeelsorge',
        contact: 'Call 0800 111 0 111 or 0800 111 0 222 (Germany), free, 24 hours',
        url: 'https://www.telefonseelsorge.de',
        actions: [call('Call 0800 111 0 111', '08001110111'), call('Call 0800 111 0 222', '08001110222')],
        local: {
          de: {
            contact: 'Ruf 0800 111 0 111 oder 0800 111 0 222 an (Deutschland), kostenlos, rund um die Uhr',
            actions: ['0800 111 0 111 anrufen', '0800 111 0 222 anrufen'],
          },
        },
      },
    ],
  },
  AT: {
    emergency: '112 (144 for an ambulance)',
    lines: [
      {
        name: 'TelefonSeelsorge',
        contact: 'Call 142 (Austria), free, 24 hours',
        actions: [call('Call 142', '142')],
        local: {
          de: { contact: 'Ruf 142 an (Österreich), kostenlos, rund um die Uhr', actions: ['142 anrufen'] },
        },
      },
    ],
  },
  PH: {
    emergency: '911',
    lines: [
      {
        name: 'NCMH Crisis Hotline',
        contact: 'Call 1553, 0917 899 8727 or 0919 057 1553 (Philippines), 24 hours',
        url: 'https://doh.gov.ph/press-release/launch-of-the-ncmh-crisis-hotline/',
        actions: [call('Call 1553', '1553'), call('Call 0917 899 8727', '09178998727')],
        local: {
          tl: {
            contact: 'Tumawag sa 1553, 0917 899 8727 o 0919 057 1553 (Pilipinas), 24 oras',
            actions: ['Tumawag sa 1553', 'Tumawag sa 0917 899 8727'],
          },
        },
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

/**
 * The crisis lines for a person in `country` (unknown: the US lines), the directory always last; in
 * `language` where a line is written in it (a line of the country whose language it is). English, the
 * lines' own language, is the same as none.
 */
export function crisisResourcesFor(country?: string, language?: CrisisLanguage | 'en'): CrisisResource[] {
  const inLanguage = language === 'en' ? undefined : language;
  const lines = LINES[crisisCountry(country) ?? DEFAULT_COUNTRY].lines.map(({ local, ...line }) => {
    const text = inLanguage && local?.[inLanguage];
    if (!text) return line;
    const actions = line.actions?.map((action, i) => ({ ...action, label: text.actions[i] ?? action.label }));
    return { ...line, contact: text.contact, ...(actions ? { actions } : {}) };
  });
  const directory = inLanguage
    ? { ...INTERNATIONAL_DIRECTORY, contact: DIRECTORY_CONTACT[inLanguage] }
    : INTERNATIONAL_DIRECTORY;
  return [...lines, directory];
}

/** The emergency number (or numbers) of `country`, where ReflectAI knows it. */
export function emergencyNumber(country?: string): string | undefined {
  const known = crisisCountry(country);
  return known && LINES[known].emergency;
}

/** What to do in immediate danger, with the country's emergency number where known. */
export function emergencyNote(country?: string): string {
  const number = emergencyNumber(country);
  if (!number) return EMERGENCY_NOTE;
  return `If you are in immediate danger, call your local emergency number (${number} where you are).`;
}

/** The resources every crisis response carries where no country is known, in the order they are shown. */
export const CRISIS_RESOURCES: CrisisResource[] = crisisResourcesFor();

/** Shown with every crisis reply and in the help panel where the country is not known. */
export const EMERGENCY_NOTE =
  'If you are in immediate danger, call your local emergency number (911 in the US).';
