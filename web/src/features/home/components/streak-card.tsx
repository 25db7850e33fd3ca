import type { JournalStreak } from '@domain/journal';
import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The journaling streak: consecutive days with an entry, and what keeps it going. */
export function StreakCard({
  streak,
  loading,
  error,
}: {
  /** Undefined until the journal has loaded. */
  streak: JournalStreak | undefined;
  loading: boolean;
  error: Error | undefined;
}) {
  return (
    <section
      aria-labelledby="streak-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="streak-heading" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        Journaling streak
      </h2>
      {loading ? (
        <p role="status" className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          Loading your streak...
        </p>
      ) : error || !streak ? (
        <div className="mt-3">
          <ErrorAlert>Your streak could not be loaded right now. Please try again later.</ErrorAlert>
        </div>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900 dark:text-white">
            <Flame
              className={`size-7 ${streak.current > 0 ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`}
              aria-hidden
            />
            {streak.current === 0 ? 'No streak yet' : `${days(streak.current)} in a row`}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {streak.writtenToday
              ? 'You have written today. See you tomorrow!'
              : streak.current > 0
                ? 'Write today to keep it going.'
                : 'Write an entry today to start a streak.'}
          </p>
          {streak.longest > 0 && (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Longest: {days(streak.longest)}</p>
          )}
          {!streak.writtenToday && (
            <Link
              to={paths.app.journal}
              className="mt-3 inline-block text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
            >
              Open your journal
            </Link>
          )}
        </>
      )}
    </section>
  );
}
