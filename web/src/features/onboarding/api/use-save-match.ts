import type { CounselorPersonality } from '@domain/personalities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRecordKey } from '../../../lib/use-user-record';

/**
 * Saves a match to the signed-in user's record. Firestore loads only here, on first use, so the
 * public pages that show the questionnaire do not carry it.
 */
export function useSaveMatch() {
  const queryClient = useQueryClient();
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
    // The user record (GET /api/user, query userRecordKey(uid)) is read afresh, so 'Get Matched' goes away.
    onSuccess: (_result, { uid }) => void queryClient.resetQueries({ queryKey: userRecordKey(uid) }),
  });
}
