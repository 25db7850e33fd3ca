import {
  COUNSELOR_PROFILE_KEYS,
  COUNSELOR_PROFILES,
  type CounselorPersonality,
  type CounselorProfileKey,
} from '@domain/personalities';
import { personalizedCounselorOf, type QuestionnaireAnswers } from '@domain/questionnaire';
import { MATCH_STORAGE_KEYS } from '../../lib/counselor-match';

const { answers: ANSWERS_KEY, counselor: COUNSELOR_KEY } = MATCH_STORAGE_KEYS;

/** Keeps the answers and the matched counselor on this device; storage failures are ignored. */
export function rememberMatch(answers: QuestionnaireAnswers, profile: CounselorProfileKey): void {
  try {
    localStorage.setItem(ANSWERS_KEY, JSON.stringify(answers));
    localStorage.setItem(COUNSELOR_KEY, JSON.stringify(personalizedCounselorOf(profile)));
  } catch (error) {
    // Full or disabled storage: the match still shows, and a signed-in user's record still gets it.
    console.warn('Could not keep the questionnaire result on this device', error);
  }
}

/** The personality of the counselor matched on this device (e.g. before signing up), if any. */
export function storedMatchPersonality(): CounselorPersonality | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(COUNSELOR_KEY) ?? 'null') as {
      personality?: unknown;
    } | null;
    return COUNSELOR_PROFILE_KEYS.map((key) => COUNSELOR_PROFILES[key].personality).find(
      (personality) => personality === stored?.personality,
    );
  } catch {
    // Unreadable storage or a value written by something else: there is no usable match.
    return undefined;
  }
}
