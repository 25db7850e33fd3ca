import { resolvePersonality } from '@domain/personalities';
import { lazy, Suspense, useMemo } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BlueprintsProOnly } from '@/features/blueprints/components/blueprints-pro-only';
import { useGoals } from '@/features/goals/api/use-goals';
import { useJournalEntries } from '@/features/journal/api/use-journal-entries';
import { storedMatchPersonality } from '@/lib/counselor-match';
import { useAccount } from '@/lib/use-account';
import { useSignedIn } from '@/lib/auth/use-signed-in';
import { reloadPage } from '@/lib/page-location';

// The blueprints, their texts and the PDF code load only for people allowed to use them.
const BlueprintsPage = lazy(() =>
  import('@/features/blueprints/components/blueprints-page').then((module) => ({
    default: module.BlueprintsPage,
  })),
);

const loading = (
  <p role="status" className="py-6 text-sm text-slate-600 dark:text-slate-400">
    Loading...
  </p>
);

/**
 * /app/blueprint: the Mental Health Blueprints for a Pro or Elite plan, subscribed or in its trial
 * (`entitlement(...).blueprints`, docs/product.md#mental-health-blueprints); everyone else gets 'Pro
 * Only' and an upgrade, and none of their data is read for it.
 */
export function BlueprintRoute() {
  const { user } = useSignedIn();
  const account = useAccount(user.uid);
  if (account.error) {
    return (
      <main id="main" className="space-y-3 py-6">
        <ErrorAlert>We could not check your plan. Check your connection and try again.</ErrorAlert>
        <Button variant="secondary" onClick={reloadPage}>
          Try again
        </Button>
      </main>
    );
  }
  if (!account.data) return loading;
  if (!account.data.entitlement.blueprints) return <BlueprintsProOnly />;
  return (
    <SubscriberBlueprints
      uid={user.uid}
      name={account.data.name || user.displayName || ''}
      matched={account.data.matchedCounselorPersonality}
    />
  );
}

/** Gathers what the blueprints are made from: journal, goals and the counselor match (account, else device). */
function SubscriberBlueprints({ uid, name, matched }: { uid: string; name: string; matched: string | null }) {
  const journal = useJournalEntries(uid);
  const goals = useGoals(uid);
  const counselor = useMemo(
    () => resolvePersonality(matched ?? storedMatchPersonality() ?? '').profile,
    [matched],
  );
  return (
    <Suspense fallback={loading}>
      <BlueprintsPage
        name={name}
        entries={journal.data}
        goals={goals.data}
        loading={journal.loading || goals.loading}
        error={journal.error ?? goals.error}
        counselor={counselor}
      />
    </Suspense>
  );
}
