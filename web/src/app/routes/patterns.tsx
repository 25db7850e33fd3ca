import { useGoals } from '@/features/goals/api/use-goals';
import { useJournalEntries } from '@/features/journal/api/use-journal-entries';
import { PatternsPage } from '@/features/patterns/components/patterns-page';
import { useSignedIn } from '@/lib/auth/use-signed-in';

/** /app/patterns: Mind Patterns over the person's journal and goals, which it reads and hands down. */
export function PatternsRoute() {
  const { user } = useSignedIn();
  const entries = useJournalEntries(user.uid);
  const goals = useGoals(user.uid);
  return <PatternsPage uid={user.uid} entries={entries} goals={goals} />;
}
