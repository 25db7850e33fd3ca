import type { CounselorPersonality } from '@domain/personalities';
import { useMutation } from '@tanstack/react-query';

/**
 * Saves a match to the signed-in user's record. Firestore loads only here, on first use, so the
 * public pages that show the questionnaire do not carry it.
 */
export function useSaveMatch() {
  return useMutation({
    mutationFn: async ({ uid, personality }: { uid: string; personality: CounselorPersonality }) => {
      try {
        const { saveMatchToAccount } = await import('./save-match');
        await saveMatchToAccount(uid, personality);
      } catch (error) {
        console.error('Could not save the counselor match', error);
        throw new Error('Your match could not be saved to your account just now.', { cause: error });
      }
    },
  });
}
