import { DEFAULT_SETTINGS, subscriptionView, type UserSettings } from '@domain/settings';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTheme } from '@/components/theme/theme-context';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAccount, type Account } from '@/lib/use-account';
import { useAuth, type AuthUser } from '@/lib/auth/auth-context';
import { useSettingsForm } from '../use-settings-form';
import { AppearanceSection } from './appearance-section';
import { CounselorSection } from './counselor-section';
import { DataPrivacySection } from './data-privacy-section';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataButtons } from './export-data-buttons';
import { HelpSection } from './help-section';
import { LabsSection } from './labs-section';
import { ProFeaturesSection } from './pro-features-section';
import { ProfileSection, TrialStatusSection } from './profile-section';
import { RemindersSection } from './reminders-section';
import { Spinner } from './settings-section';
import { SubscriptionSection } from './subscription-section';

/**
 * /app/settings: the sections in order (docs/product.md#settings-sections), saved on the account so they
 * follow the person.
 */
export function SettingsPage() {
  const { user } = useAuth();
  // AppLayout renders its pages only for a signed-in user.
  return user ? <Settings user={user} /> : null;
}

function Settings({ user }: { user: AuthUser }) {
  const account = useAccount(user.uid);
  const { theme } = useTheme();
  // An account that never saved settings starts from the defaults with this browser's theme
  // (docs/product.md#settings-form).
  const [browserTheme] = useState(theme);
  const record = account.data;
  const saved = useMemo<UserSettings>(
    () => (record?.hasSettings ? record.settings : { ...DEFAULT_SETTINGS, theme: browserTheme }),
    [record, browserTheme],
  );

  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 py-6">
      <header className="flex items-center gap-3">
        <Link
          to={paths.landing}
          aria-label="Back to home"
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <div>
          <PageHeading title="Settings" />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Your account, your preferences and your data.
          </p>
        </div>
      </header>
      {account.error ? (
        <ErrorAlert>
          Your settings could not be loaded. Check your connection and reload the page; nothing has changed.
        </ErrorAlert>
      ) : !record ? (
        <Spinner label="Loading your settings..." />
      ) : (
        <SettingsForm user={user} account={record} saved={saved} />
      )}
    </main>
  );
}

function SettingsForm({ user, account, saved }: { user: AuthUser; account: Account; saved: UserSettings }) {
  const form = useSettingsForm(user.uid, saved);
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const disabled = form.saving;

  // Cancel puts back unsaved changes; with none, it leaves like the back arrow.
  const cancel = () => (form.pending ? form.discard() : void navigate(paths.landing));

  return (
    // Not a <form>: the sections hold dialogs with forms of their own (portals bubble events here).
    <div className="space-y-6">
      <ProfileSection account={account} email={user.email} now={now} />
      <TrialStatusSection account={account} now={now} />
      <AppearanceSection theme={form.values.theme} onChange={form.chooseTheme} disabled={disabled} />
      <RemindersSection form={form} saved={saved} disabled={disabled} />
      <SubscriptionSection view={subscriptionView(account, now)} />
      <CounselorSection uid={user.uid} accountMatch={account.matchedCounselorPersonality} />
      <DataPrivacySection form={form} disabled={disabled}>
        <ExportDataButtons />
        <DeleteAccountSection />
      </DataPrivacySection>
      <ProFeaturesSection allowed={account.entitlement.blueprints} />
      <LabsSection account={account} />
      <HelpSection />
      <footer className="sticky bottom-20 z-20 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-lg backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <p role="status" className="text-sm font-medium text-amber-700 dark:text-amber-300">
          {form.pending && !form.saving ? 'Changes pending' : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={cancel} disabled={form.saving}>
            Cancel
          </Button>
          <Button onClick={() => form.save()} disabled={!form.pending || disabled}>
            {form.saving ? 'Saving...' : form.pending ? 'Save Settings' : 'No Changes to Save'}
          </Button>
        </div>
      </footer>
    </div>
  );
}
