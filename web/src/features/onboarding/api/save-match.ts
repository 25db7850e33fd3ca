import type { CounselorPersonality } from '@domain/personalities';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/**
 * Records the questionnaire's match on the user's own record (owner-editable fields; the rules want
 * `updatedAt` at the server time). The chat then starts with this counselor and stops offering the match.
 */
export async function saveMatchToAccount(uid: string, personality: CounselorPersonality): Promise<void> {
  await updateDoc(doc(firestore(), 'users', uid), {
    completedCounselorQuestionnaire: true,
    matchedCounselorPersonality: personality,
    updatedAt: serverTimestamp(),
  });
}
