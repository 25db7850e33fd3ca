import { COUNSELOR_PROFILE_KEYS, COUNSELOR_PROFILES, type CounselorPersonality } from '@domain/personalities';
import {
  personalizedCounselorOf,
  selectedCounselorOf,
  type CounselorMatch,
  type PersonalizedCounselor,
  type QuestionnaireAnswers,
} from '@domain/questionnaire';

/** Browser storage keys of the questionnaire's result (docs/product.md#questionnaire-and-counselor-match). */
export const MATCH_STORAGE_KEYS = {
  answers: 'questionnaireAnswers',
  counselor: 'personalizedCounselor',
  /** The app variant of the match (session storage). */
  selectedCounselor: 'selectedCounselor',
} as const;

/** What Settings shows of a matched counselor. */
export type CounselorSummary = Pick<PersonalizedCounselor, 'name' | 'specialty' | 'description'>;

/**
 * Keeps the answers and the matched counselor on this device, and the match for this tab's session
 * (`selectedCounselor`); storage failures are ignored.
 */
export function rememberMatch(answers: QuestionnaireAnswers, match: CounselorMatch): void {
  try {
    localStorage.setItem(MATCH_STORAGE_KEYS.answers, JSON.stringify(answers));
    localStorage.setItem(
      MATCH_STORAGE_KEYS.counselor,
      JSON.stringify(personalizedCounselorOf(match.profile)),
    );
    sessionStorage.setItem(
      MATCH_STORAGE_KEYS.selectedCounselor,
      JSON.stringify(selectedCounselorOf(answers, match)),
    );
  } catch (error) {
    // Full or disabled storage: the match still shows, and a signed-in user's record still gets it.
    console.warn('Could not keep the questionnaire result on this device', error);
  }
}

// The stored counselor's fields, or undefined when storage is unreadable or holds no object.
function readStoredCounselor(): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(MATCH_STORAGE_KEYS.counselor) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The counselor the questionnaire matched on this device, if one is stored and readable. */
export function storedCounselor(): CounselorSummary | undefined {
  const { name, specialty, description } = readStoredCounselor() ?? {};
  if (typeof name !== 'string' || !name) return undefined;
  return {
    name,
    specialty: typeof specialty === 'string' ? specialty : '',
    description: typeof description === 'string' ? description : '',
  };
}

/** The personality of the counselor matched on this device (e.g. before signing up), if any. */
export function storedMatchPersonality(): CounselorPersonality | undefined {
  const stored = readStoredCounselor()?.personality;
  // A value written by something else is no usable match.
  return COUNSELOR_PROFILE_KEYS.map((key) => COUNSELOR_PROFILES[key].personality).find(
    (personality) => personality === stored,
  );
}

/** Forgets the match and the answers kept on this device (docs/product.md#settings-sections). */
export function forgetStoredMatch(): void {
  try {
    localStorage.removeItem(MATCH_STORAGE_KEYS.answers);
    localStorage.removeItem(MATCH_STORAGE_KEYS.counselor);
    sessionStorage.removeItem(MATCH_STORAGE_KEYS.selectedCounselor);
  } catch (error) {
    console.warn('Could not clear the stored counselor match', error);
  }
}
