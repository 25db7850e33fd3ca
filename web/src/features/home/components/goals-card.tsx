import { goalProgressSummary, goalsWithStatus, type Goal } from '@domain/goals';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import type { LiveState } from '@/lib/use-live-query';

/** The goals as Home receives them from the app layer (Home does not read the goals itself). */
export type HomeGoals = LiveState<readonly Goal[]>;

const linkClass =
  'text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400';

/** Goal progress at a glance: how many are active and done, their average, and the nearest three. */
export function GoalsCard({ goals }: { goals: HomeGoals }) {
  const summary = goals.data ? goalProgressSummary(goals.data) : undefined;
  const nearest = goals.data ? goalsWithStatus(goals.data, 'active').slice(0, 3) : [];
  return (
    <section
      aria-labelledby="goals-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          Goal progress
        </h2>
        {summary && summary.active + summary.completed + summary.archived > 0 && (
          <Link to={paths.app.goals} className={linkClass}>
            See all goals
          </Link>
        )}
      </div>
      {goals.loading ? (
        <p role="status" className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          Loading your goals...
        </p>
      ) : goals.error || !summary ? (
        <div className="mt-3">
          <ErrorAlert>Your goals could not be loaded right now. Please try again later.</ErrorAlert>
        </div>
      ) : summary.active === 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Target className="size-5 shrink-0 text-indigo-500" aria-hidden />
            {summary.completed > 0
              ? `No active goals. ${summary.completed} completed so far: what is next?`
              : 'No goals yet. Set one small goal to work towards.'}
          </p>
          <Link to={paths.app.goals} className={linkClass}>
            Set a goal
          </Link>
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <div className="space-y-1">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span className="text-2xl font-bold text-slate-900 dark:text-white">
                {summary.averageProgress}%
              </span>{' '}
              average across {summary.active} active {summary.active === 1 ? 'goal' : 'goals'}
              {summary.completed > 0 && `, ${summary.completed} completed`}
            </p>
            <ProgressBar value={summary.averageProgress} label="Average progress of active goals" />
          </div>
          <ul aria-label="Active goals" className="space-y-3">
            {nearest.map((goal) => (
              <li key={goal.id} className="space-y-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate text-slate-800 dark:text-slate-100">{goal.title}</span>
                  <span className="shrink-0 font-medium text-slate-900 dark:text-white">
                    {goal.progress}%
                  </span>
                </div>
                <ProgressBar value={goal.progress} label={`${goal.title} progress`} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
