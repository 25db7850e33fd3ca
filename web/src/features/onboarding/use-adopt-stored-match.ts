import { useEffect, useRef } from 'react';
import { storedMatchPersonality } from '@/lib/counselor-match';
import type { UserDocument } from '@/lib/use-account';
import { useSaveMatch } from './api/use-save-match';

/**
 * Carries a counselor matched on this device before signing in (the landing page's questionnaire)
 * over to the account, once, when the account has no match of its own yet.
 */
export function useAdoptStoredMatch(uid: string, record: UserDocument | undefined) {
  const { mutate } = useSaveMatch();
  const adopted = useRef(false);
  useEffect(() => {
    if (!record || record.completedCounselorQuestionnaire || adopted.current) return;
    const personality = storedMatchPersonality();
    if (!personality) return;
    adopted.current = true;
    mutate({ uid, personality });
  }, [uid, record, mutate]);
}
