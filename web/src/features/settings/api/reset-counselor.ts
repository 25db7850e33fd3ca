import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { forgetStoredMatch } from '@/lib/counselor-match';
import { firestore } from '@/lib/firestore';
import { settled, type LocalWrite } from '@/lib/local-write';

/**
 * Forgets the person's counselor match (docs/product.md#settings-sections): the match and answers on this
 * device and the match on the account, so the chat offers the questionnaire again everywhere.
 */
export function resetCounselor(uid: string): LocalWrite {
  forgetStoredMatch();
  const write = updateDoc(doc(firestore(), 'users', uid), {
    completedCounselorQuestionnaire: false,
    matchedCounselorPersonality: null,
    updatedAt: serverTimestamp(),
  });
  return { id: uid, synced: settled(write, 'Your counselor match could not be reset on your account.') };
}
