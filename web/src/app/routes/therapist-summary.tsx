import { useGoals } from '@/features/goals/api/use-goals';
import { useJournalEntries } from '@/features/journal/api/use-journal-entries';
import { useSafetyPlan } from '@/features/safety/api/safety-plan';
import { TherapistSummaryPage } from '@/features/therapist-summary/components/therapist-summary-page';
import { useSignedIn } from '@/lib/auth/use-signed-in';

/** /app/profile/summary: the summary for a therapist, from the journal, goals and safety plan it reads and hands down. */
export function TherapistSummaryRoute() {
  const { user } = useSignedIn();
  const journal = useJournalEntries(user.uid);
  const goals = useGoals(user.uid);
  const safety = useSafetyPlan(user.uid);
  return (
    <TherapistSummaryPage
      uid={user.uid}
      entries={journal.data}
      goals={goals.data}
      safetyPlan={safety.plan}
      loading={journal.loading || goals.loading || safety.loading}
      error={journal.error ?? goals.error ?? safety.error}
    />
  );
}
