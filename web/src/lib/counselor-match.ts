import type { PersonalizedCounselor } from '@domain/questionnaire';

/** Browser storage keys of the questionnaire's result (spec §3). */
export const MATCH_STORAGE_KEYS = {
  answers: 'questionnaireAnswers',
  counselor: 'personalizedCounselor',
  /** The app variant of the match (session storage). */
  selectedCounselor: 'selectedCounselor',
} as const;

/** What Settings shows of a matched counselor. */
export type CounselorSummary = Pick<PersonalizedCounselor, 'name' | 'specialty' | 'description'>;

/** The counselor the questionnaire matched on this device, if one is stored and readable. */
export function storedCounselor(): CounselorSummary | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(MATCH_STORAGE_KEYS.counselor) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { name, specialty, description } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !name) return undefined;
    return {
      name,
      specialty: typeof specialty === 'string' ? specialty : '',
      description: typeof description === 'string' ? description : '',
    };
  } catch {
    return undefined;
  }
}

/** Forgets the match and the answers kept on this device (spec §4 Find New Counselor). */
export function forgetStoredMatch(): void {
  try {
    localStorage.removeItem(MATCH_STORAGE_KEYS.answers);
    localStorage.removeItem(MATCH_STORAGE_KEYS.counselor);
    sessionStorage.removeItem(MATCH_STORAGE_KEYS.selectedCounselor);
  } catch (error) {
    console.warn('Could not clear the stored counselor match', error);
  }
}
