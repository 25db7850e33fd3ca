import { daysLeft, profileSummary, subscriptionView } from '@domain/settings';
import { Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { UserDocument } from '@/lib/use-account';
import { Badge, SettingsSection } from './settings-section';
import { longDate } from '@/lib/format-date';

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** Your Profile (docs/product.md#settings-sections): who is signed in, the plan badge and three tiles. */
export function ProfileSection({
  account,
  email,
  now,
}: {
  account: UserDocument;
  email: string | null;
  now: Date;
}) {
  const summary = profileSummary(account, now);
  const view = subscriptionView(account, now);
  const address = account.email || email;
  return (
    <SettingsSection title="Your Profile" icon={UserRound}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900 dark:text-white">
            {account.username || account.name}
          </p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">
            {address || 'No email provided'}
          </p>
        </div>
        <Badge tone={summary.badge === 'Free' ? 'slate' : 'indigo'}>{summary.badge}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Tile label="Status" value={summary.status} />
        <Tile label="Plan" value={summary.plan} />
        {view.kind === 'trial' && !view.provider ? (
          <Tile label="Trial Days Left" value={dayCount(view.daysLeft)} />
        ) : (
          <Tile
            label="Member Since"
            value={account.trialStartedAt.getTime() > 0 ? longDate(account.trialStartedAt) : 'Recent'}
          />
        )}
      </dl>
    </SettingsSection>
  );
}

/**
 * Free Trial Status (docs/product.md#settings-sections): only during a trial, with the way to keep full
 * access.
 */
export function TrialStatusSection({ account, now }: { account: UserDocument; now: Date }) {
  const view = subscriptionView(account, now);
  if (view.kind !== 'trial') return null;
  return (
    <SettingsSection title="Free Trial Status" icon={Clock}>
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-900 dark:bg-amber-950/50">
        <p className="font-semibold text-amber-900 dark:text-amber-100">
          {view.provider ? 'Stripe Free Trial Active' : 'Trial Period Active'}
        </p>
        {view.endsAt ? (
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm text-amber-900 dark:text-amber-100">
            <div>
              <dt className="text-xs opacity-80">Trial Expires</dt>
              <dd className="font-medium">{longDate(view.endsAt)}</dd>
            </div>
            <div>
              <dt className="text-xs opacity-80">Days Remaining</dt>
              <dd className="font-medium">{dayCount(daysLeft(view.endsAt, now))}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">
            Your free trial is running with the payment provider.
          </p>
        )}
      </div>
      {/* A provider trial already has its plan: it starts when the trial ends. */}
      {!view.provider && (
        <Link to={paths.subscription} className={buttonClass('primary', 'mt-4 w-full sm:w-auto')}>
          Upgrade to Keep Full Access
        </Link>
      )}
    </SettingsSection>
  );
}
