import { hasDailyStrategy } from '@domain/daily-strategy';
import { emptyJournalEntry } from '@domain/journal';
import { labFeatureOn } from '@domain/labs';
import { hasWellbeingTips } from '@domain/wellbeing-tips';
import { useGoals } from '@/features/goals/api/use-goals';
import { HomePage } from '@/features/home/components/home-page';
import { createJournalEntry } from '@/features/journal/api/create-journal-entry';
import { useJournalEntries } from '@/features/journal/api/use-journal-entries';
import { useSignedIn } from '@/lib/auth/use-signed-in';
import { useAccount } from '@/lib/use-account';

/**
 * /app: Home, given the journal and goals from here because one feature may not read another's data,
 * and what the plan brings: the daily strategy, the tip, Look back when switched on in Labs.
 */
export function HomeRoute() {
  const { user } = useSignedIn();
  const journal = useJournalEntries(user.uid);
  const goals = useGoals(user.uid);
  const account = useAccount(user.uid);
  return (
    <HomePage
      user={user}
      journal={journal}
      goals={goals}
      checkIn={(mood) => createJournalEntry(user.uid, emptyJournalEntry(mood))}
      dailyStrategy={account.data ? hasDailyStrategy(account.data.entitlement) : false}
      tip={account.data ? hasWellbeingTips(account.data.entitlement) : false}
      lookBack={account.data ? labFeatureOn(account.data.entitlement, account.data.labs, 'lookBack') : false}
    />
  );
}
