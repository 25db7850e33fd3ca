// The crisis lines on their own, so public pages can name them without loading the safety assessor.

/** A service a person in crisis can contact now. */
export interface CrisisResource {
  name: string;
  contact: string;
  url?: string;
}

/** The resources every crisis response carries, in the order they are shown. */
export const CRISIS_RESOURCES: CrisisResource[] = [
  { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988 (US)', url: 'https://988lifeline.org' },
  { name: 'Crisis Text Line', contact: 'Text HOME to 741741 (US)', url: 'https://www.crisistextline.org' },
  { name: 'Find A Helpline', contact: 'Helplines in your country', url: 'https://findahelpline.com' },
];

/** Shown with every crisis reply and in the help panel. */
export const EMERGENCY_NOTE =
  'If you are in immediate danger, call your local emergency number (911 in the US).';
