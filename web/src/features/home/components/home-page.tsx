import { journalStreak, type Mood } from '@domain/journal';
import {
  BookOpen,
  ChartLine,
  HeartPulse,
  Landmark,
  MessageCircle,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/auth-context';
import type { LocalWrite } from '@/lib/local-write';
import type { LiveState } from '@/lib/use-live-query';
import { useUserSettings } from '@/lib/use-user-settings';
import type { HomeEntry } from '../home-entry';
import { DailyStrategyCard } from './daily-strategy-card';
import { GoalsCard, type HomeGoals } from './goals-card';
import { JournalReminder } from './journal-reminder';
import { LookBackCard } from './look-back-card';
import { MoodCheckIn } from './mood-check-in';
import { QuoteCard } from './quote-card';
import { StreakCard } from './streak-card';
import { TipCard } from './tip-card';

const SHORTCUTS: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  {
    to: paths.app.counselor,
    label: 'Counselor',
    description: 'Talk things through, any time.',
    icon: MessageCircle,
  },
  {
    to: paths.app.philosopher,
    label: 'AI Philosopher',
    description: "Life's big questions, explored.",
    icon: Landmark,
  },
  { to: paths.app.journal, label: 'Journal', description: 'Write, reflect, notice.', icon: BookOpen },
  { to: paths.app.patterns, label: 'Mind Patterns', description: 'Your moods over time.', icon: ChartLine },
  { to: paths.app.goals, label: 'Goals', description: 'Small steps you are taking.', icon: Target },
];

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

/** What Home shows, read by the app layer (app/routes/home.tsx): one feature never reads another's data. */
export interface HomeData {
  user: AuthUser;
  /**
   * The journal, newest first: the streak, the reminder, whether a check-in has synced, the tip's moods
   * and Look back's entry.
   */
  journal: LiveState<readonly HomeEntry[]>;
  goals: HomeGoals;
  /** Saves a mood check-in as a journal entry. */
  checkIn: (mood: Mood) => LocalWrite;
  /** Whether the person's plan brings the daily strategy (Elite and VIP). */
  dailyStrategy?: boolean;
  /** Whether the person's plan brings a mental health tip (Pro and above). */
  tip?: boolean;
  /** Whether Look back is on (Labs: switched on, with a plan that brings early access). */
  lookBack?: boolean;
}

/** /app: today's quote, a mood check-in, the journaling streak, goal progress and the way into everything else. */
export function HomePage({
  user,
  journal,
  goals,
  checkIn,
  dailyStrategy = false,
  tip = false,
  lookBack = false,
}: HomeData) {
  const { settings } = useUserSettings(user.uid);
  const now = new Date();
  const streak =
    journal.data &&
    journalStreak(
      journal.data.map((entry) => entry.createdAt),
      now,
    );
  const firstName = user.displayName?.trim().split(/\s+/)[0] || user.email?.split('@')[0] || 'there';

  return (
    <main id="main" className="space-y-6 py-6">
      <header>
        <PageHeading title="Home">
          {greeting(now.getHours())}, {firstName}
        </PageHeading>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          A moment for yourself, whenever you need it.
        </p>
      </header>

      {settings.notifications && <JournalReminder streak={streak} />}

      {tip && <TipCard entries={journal.data} goals={goals} now={now} />}

      {dailyStrategy && <DailyStrategyCard uid={user.uid} />}

      <QuoteCard now={now} />

      {lookBack && <LookBackCard entries={journal.data} now={now} />}

      <div className="grid gap-6 md:grid-cols-2">
        <MoodCheckIn entries={journal.data} checkIn={checkIn} />
        <StreakCard streak={streak} loading={journal.loading} error={journal.error} />
      </div>

      <GoalsCard goals={goals} />

      <section
        aria-labelledby="checkup-heading"
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-teal-200 bg-teal-50 p-5 dark:border-teal-900 dark:bg-teal-950/60"
      >
        <div className="flex items-start gap-3">
          <HeartPulse className="mt-0.5 size-6 shrink-0 text-teal-700 dark:text-teal-300" aria-hidden />
          <div>
            <h2 id="checkup-heading" className="font-semibold text-teal-900 dark:text-teal-100">
              Mental health check-up
            </h2>
            <p className="text-sm text-teal-800 dark:text-teal-200">
              A short guided conversation with your counselor about how you have been lately.
            </p>
          </div>
        </div>
        <Link to={`${paths.app.counselor}?mode=checkup`} className={buttonClass('primary')}>
          Start a check-up
        </Link>
      </section>

      <nav aria-label="Shortcuts">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {SHORTCUTS.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-700 dark:hover:bg-indigo-950"
              >
                <Icon className="size-6 text-indigo-600 dark:text-indigo-400" aria-hidden />
                <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
