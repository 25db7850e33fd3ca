import { raisePlanEvent } from '@/features/chat/plan-events';
import { JournalPage } from '@/features/journal/components/journal-page';
import { Dictation } from '@/features/voice/components/dictation';
import { useSignedIn } from '@/lib/auth/use-signed-in';
import { useAccount } from '@/lib/use-account';

/** The voice feature's Dictate for the journal editor, shown as the person's plan allows. */
function JournalDictation({ onWords }: { onWords: (words: string) => void }) {
  const { user } = useSignedIn();
  const voice = useAccount(user.uid).data?.entitlement.voice;
  return <Dictation voice={voice} onTranscript={onWords} onPlanError={raisePlanEvent} />;
}

/** /app/journal: the journal, its editor given Dictate from the voice feature (features do not import each other). */
export function JournalRoute() {
  return <JournalPage dictation={JournalDictation} />;
}
