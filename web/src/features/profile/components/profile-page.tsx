import { resolvePersonality, COUNSELOR_PROFILES } from '@domain/personalities';
import { Brain, FileText, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { storedCounselor } from '@/lib/counselor-match';
import { useAccount } from '@/lib/use-account';
import { useAuth, type AuthUser } from '@/lib/auth/auth-context';
import { planSummary } from '../plan-summary';
import { ProfileForm } from './profile-form';
import { longDate } from '@/lib/format-date';
import { reloadPage } from '@/lib/page-location';

const linkClass =
  'text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400';

/** /app/profile: who the person is to the app, their plan and counselor match, and the name form. */
export function ProfilePage() {
  const { user } = useAuth();
  // AppLayout renders its pages only for a signed-in user.
  return user ? <Profile user={user} /> : null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Profile({ user }: { user: AuthUser }) {
  const account = useAccount(user.uid);

  const body = () => {
    if (account.error) {
      return (
        <div className="space-y-2">
          <ErrorAlert>
            Your profile could not be loaded right now. Check your connection and try again.
          </ErrorAlert>
          <Button variant="secondary" onClick={reloadPage}>
            Try again
          </Button>
        </div>
      );
    }
    const data = account.data;
    if (!data) {
      return (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your profile...
        </p>
      );
    }
    const plan = planSummary(data);
    const matched = data.matchedCounselorPersonality;
    const profile = matched ? resolvePersonality(matched).profile : undefined;
    const accountMatch = profile ? COUNSELOR_PROFILES[profile] : undefined;
    const onDevice = storedCounselor();
    return (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="profile-details-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="profile-details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Your details
          </h2>
          <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            <Row label="Name">{data.name || <span className="text-slate-500">Not set</span>}</Row>
            <Row label="Username">@{data.username}</Row>
            <Row label="Email">{data.email}</Row>
            <Row label="Member since">{data.createdAt ? longDate(data.createdAt) : ''}</Row>
            <Row label="Plan">
              <span className="font-semibold">{plan.label}</span>
              <span className="block text-slate-600 dark:text-slate-400">{plan.detail}</span>
              {!data.subscriptionPlan && !data.isVipUser && (
                <Link to={paths.pricing} className={linkClass}>
                  See plans
                </Link>
              )}
            </Row>
            <Row label="Counselor match">
              {accountMatch ? (
                <>
                  <span className="font-semibold">
                    {accountMatch.avatar} {accountMatch.name}
                  </span>
                  <span className="block text-slate-600 dark:text-slate-400">{accountMatch.specialty}</span>
                </>
              ) : matched ? (
                matched
              ) : (
                <>
                  <span className="block">No match yet.</span>
                  <Link to={paths.counselorQuestionnaire} className={linkClass}>
                    Find my counselor
                  </Link>
                </>
              )}
              {onDevice && onDevice.name !== accountMatch?.name && (
                <span className="mt-1 block text-slate-600 dark:text-slate-400">
                  On this device: {onDevice.name}
                  {onDevice.specialty && `, ${onDevice.specialty}`}
                </span>
              )}
            </Row>
          </dl>
        </section>
        <ProfileForm uid={user.uid} initial={{ name: data.name, username: data.username }} />
      </div>
    );
  };

  return (
    <main id="main" className="space-y-4 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <UserRound className="size-8 text-indigo-600 dark:text-indigo-400" aria-hidden />
        <div>
          <PageHeading title="Profile" />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Your account, your plan and your match.
          </p>
        </div>
        <Link to={paths.app.memory} className={buttonClass('secondary', 'ml-auto')}>
          <Brain className="size-4" aria-hidden />
          What your counselor remembers
        </Link>
        <Link to={paths.app.therapistSummary} className={buttonClass('secondary')}>
          <FileText className="size-4" aria-hidden />
          Summary for a therapist
        </Link>
      </header>
      {body()}
    </main>
  );
}
