import type { CounselorProfileKey } from '@domain/personalities';
import { personalizedCounselorOf, type QuestionnaireAnswers } from '@domain/questionnaire';

/** Local storage keys of the questionnaire's result (spec §3). */
const ANSWERS_KEY = 'questionnaireAnswers';
const COUNSELOR_KEY = 'personalizedCounselor';

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
