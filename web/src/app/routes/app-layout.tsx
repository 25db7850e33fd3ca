import { useMutation } from '@tanstack/react-query';
import { BookOpen, ChartLine, House, MessageCircle, Settings, User, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useMatch } from 'react-router';
import { TutorialOverlay } from '@/components/tutorial/tutorial-overlay';
import { Button } from '@/components/ui/button';
import { SkipLink } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { UpgradeModals } from '@/features/chat/components/upgrade-modals';
import { useSafetyPlan } from '@/features/safety/api/safety-plan';
import { signOutOfDevice } from '@/lib/auth/sign-out-of-device';
import { turnOffPush } from '@/lib/push-reminders';
import { NewVersionPrompt } from '../new-version-prompt';
import { AccountTheme } from './account-theme';
import { UnsyncedSignOut } from './unsynced-sign-out';
import { Loading } from './loading';

const NAV_ITEMS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.app.home, label: 'Home', icon: House, end: true },
  { to: paths.app.journal, label: 'Journal', icon: BookOpen },
  { to: paths.app.counselor, label: 'Counselor', icon: MessageCircle },
  { to: paths.app.patterns, label: 'Patterns', icon: ChartLine },
  { to: paths.app.profile, label: 'Profile', icon: User },
];

/** The shell of every /app page; only for signed-in users, others go to /auth. */
export function AppLayout() {
  const { user, loading, signOut } = useAuth();
  const [unsynced, setUnsynced] = useState(false);
  // While the session still can, this device stops getting the person's reminders; a failure (offline)
  // must not keep them signed in, and the sender drops tokens that FCM later reports dead.
  const signOutWithoutReminders = async () => {
    await turnOffPush().catch((error: unknown) =>
      console.warn('Reminders not turned off on sign-out', error),
    );
    await signOut();
  };
  // Signing out leaves nothing on the device, so first everything written here must have reached
  // the account; if it has not (offline), the person chooses (`anyway`: leave all the same).
  const leaving = useMutation({
    mutationFn: (anyway: boolean) => signOutOfDevice(signOutWithoutReminders, anyway ? 'discard' : 'ask'),
    onSuccess: (left) => setUnsynced(!left),
    onError: (error) => console.error('Signing out failed', error),
  });
  // The chat pages are a conversation first: they take the screen's height and their log scrolls
  // within it, so the message box and Get help stay on screen.
  const counselor = useMatch(paths.app.counselor);
  const philosopher = useMatch(paths.app.philosopher);
  const fullHeight = counselor !== null || philosopher !== null;
  if (loading) return <Loading />;
  if (!user) return <Navigate to={paths.auth} replace />;

  return (
    <div
      className={
        fullHeight ? 'flex h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))]' : 'min-h-screen pb-20'
      }
    >
      <SkipLink />
      <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:py-3">
          <div className="min-w-0">
            <p className="text-lg leading-tight font-bold text-indigo-600 dark:text-indigo-400">ReflectAI</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Your AI counselor for mental wellness
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 sm:gap-3">
            {/* On a phone the header keeps to one short row; the pages greet by name themselves. */}
            <span className="hidden max-w-[40vw] truncate text-sm text-slate-700 sm:inline dark:text-slate-300">
              Welcome, {user.displayName || user.email}
            </span>
            <Link
              to={paths.app.settings}
              aria-label="Settings"
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Settings className="size-5" aria-hidden />
            </Link>
            <Button
              variant="secondary"
              className="whitespace-nowrap"
              onClick={() => leaving.mutate(false)}
              disabled={leaving.isPending}
            >
              {leaving.isPending ? 'Signing out...' : 'Sign Out'}
            </Button>
            <UnsyncedSignOut
              open={unsynced}
              onStay={() => setUnsynced(false)}
              onLeave={() => leaving.mutate(true)}
            />
          </div>
        </div>
      </header>
      <div className={`mx-auto w-full max-w-6xl px-4 ${fullHeight ? 'flex min-h-0 flex-1 flex-col' : ''}`}>
        <Outlet />
      </div>
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
      >
        <ul className="mx-auto flex max-w-lg justify-around px-2 pb-[env(safe-area-inset-bottom)]">
          {NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
            <li key={to} className="flex-1">
              <NavLink
                to={to}
                end={end}
                className="flex flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-500 transition-colors hover:text-indigo-600 aria-[current=page]:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400 dark:aria-[current=page]:text-indigo-400"
              >
                <Icon className="h-5 w-5" aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Mounted with the shell, so a refusal right after arrival still finds its dialog. */}
      <UpgradeModals />
      <TutorialOverlay />
      <AccountTheme uid={user.uid} />
      <SafetyPlanOnDevice uid={user.uid} />
      <NewVersionPrompt />
    </div>
  );
}

// Read on every visit, the person's safety plan stays in this device's Firestore cache: the help panel
// shows it offline even when it was not opened before the network went.
function SafetyPlanOnDevice({ uid }: { uid: string }) {
  useSafetyPlan(uid);
  return null;
}
