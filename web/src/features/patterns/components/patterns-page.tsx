import { goalProgressSummary, type Goal } from '@domain/goals';
import { journalStreak } from '@domain/journal';
import {
  emotionFrequency,
  entriesInRange,
  moodByTimeOfDay,
  moodByWeekday,
  moodSeries,
  PATTERN_RANGES,
  TIMES_OF_DAY,
  type PatternEntry,
  type PatternRange,
} from '@domain/patterns';
import { Flame, Target } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { PageHeading } from '@/components/ui/page-heading';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paths } from '@/config/paths';
import { emotionSummary, moodSeriesSummary, timeOfDaySummary, weekdaySummary } from '../summaries';
import { ChartCard } from './chart-card';
import { EmotionBarChart, MoodBarChart, MoodLineChart } from './charts';
import { ReportsSection } from './reports-section';

/** Live data as the route hands it down. */
interface Live<T> {
  data?: T | undefined;
  loading: boolean;
  error?: Error | undefined;
}

const RANGE_OPTIONS = PATTERN_RANGES.map((days) => ({
  value: String(days) as `${PatternRange}`,
  label: `${days} days`,
}));

const WRITE_MOOD = { to: paths.app.journal, action: 'Write a journal entry' };

/** /app/patterns: mood over time, emotions, mood by weekday and time of day, streak, goals and weekly reports. */
export function PatternsPage({
  uid,
  entries,
  goals,
}: {
  uid: string;
  entries: Live<readonly PatternEntry[]>;
  goals: Live<readonly Goal[]>;
}) {
  return (
    <main id="main" className="space-y-6 py-6">
      <header>
        <PageHeading title="Mind Patterns" />
        <p className="text-sm text-slate-500 dark:text-slate-400">
          What your journal says about your moods over time. Only you can see this.
        </p>
      </header>
      {entries.loading ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your patterns...
        </p>
      ) : entries.error || !entries.data ? (
        <ErrorAlert>
          Your patterns could not be loaded right now. Check your connection and try again.
        </ErrorAlert>
      ) : (
        <Patterns entries={entries.data} goals={goals} />
      )}
      <ReportsSection uid={uid} />
    </main>
  );
}

function Patterns({ entries, goals }: { entries: readonly PatternEntry[]; goals: Live<readonly Goal[]> }) {
  const [range, setRange] = useState<`${PatternRange}`>('30');
  const days = Number(range) as PatternRange;
  const view = useMemo(() => {
    const now = new Date();
    const recent = entriesInRange(entries, days, now);
    return {
      series: moodSeries(entries, days, now),
      emotions: emotionFrequency(recent),
      weekdays: moodByWeekday(recent),
      times: moodByTimeOfDay(recent),
      streak: journalStreak(
        entries.map((entry) => entry.createdAt),
        now,
      ),
    };
  }, [entries, days]);
  const period = `in the last ${days} days`;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <StreakTile streak={view.streak} />
        <GoalsTile goals={goals} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Your moods</h2>
        <SegmentedControl
          label="Period"
          options={RANGE_OPTIONS}
          value={range}
          onChange={setRange}
          layout="inline-flex"
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          id="mood-over-time"
          title="Mood over time"
          summary={moodSeriesSummary(view.series)}
          empty={{
            text: `Write a journal entry with a mood to see your mood over time. None ${period} yet.`,
            ...WRITE_MOOD,
          }}
        >
          <MoodLineChart series={view.series} />
        </ChartCard>
        <ChartCard
          id="emotion-frequency"
          title="Emotions you noted"
          summary={emotionSummary(view.emotions)}
          empty={{
            text: `Tag emotions in a journal entry to see which come up most. None ${period} yet.`,
            ...WRITE_MOOD,
          }}
        >
          <EmotionBarChart data={view.emotions.slice(0, 8)} />
        </ChartCard>
        <ChartCard
          id="mood-by-weekday"
          title="Mood by weekday"
          summary={weekdaySummary(view.weekdays)}
          empty={{
            text: `Write a journal entry with a mood to see your mood by weekday. None ${period} yet.`,
            ...WRITE_MOOD,
          }}
        >
          <MoodBarChart
            data={view.weekdays.map((day) => ({ label: day.weekday.slice(0, 3), average: day.average }))}
          />
        </ChartCard>
        <ChartCard
          id="mood-by-time-of-day"
          title="Mood by time of day"
          summary={timeOfDaySummary(view.times)}
          empty={{
            text: `Write a journal entry with a mood to see your mood by time of day. None ${period} yet.`,
            ...WRITE_MOOD,
          }}
        >
          <MoodBarChart
            data={view.times.map((part) => ({
              label: TIMES_OF_DAY.find((time) => time.id === part.timeOfDay)!.label,
              average: part.average,
            }))}
          />
        </ChartCard>
      </div>
    </>
  );
}

// A small card with an icon heading, for the figures above the charts.
function Tile({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={id}
        className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200"
      >
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

// A tile's empty state: what to do, with the link that does it.
function Invite({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
      {text}{' '}
      <Link to={to} className="font-medium text-indigo-600 underline dark:text-indigo-400">
        {action}
      </Link>
    </p>
  );
}

function StreakTile({ streak }: { streak: ReturnType<typeof journalStreak> }) {
  const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  return (
    <Tile
      id="patterns-streak"
      icon={<Flame className="size-4 text-amber-500" aria-hidden />}
      title="Journaling streak"
    >
      {streak.longest === 0 ? (
        <Invite
          text="Write your first entry to start a streak."
          to={paths.app.journal}
          action="Open the journal"
        />
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
            {streak.current === 0 ? 'No current streak' : `${days(streak.current)} in a row`}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Longest: {days(streak.longest)}.{' '}
            {streak.writtenToday ? 'You have written today.' : 'Write today to keep it going.'}
          </p>
        </>
      )}
    </Tile>
  );
}

function GoalsTile({ goals }: { goals: Live<readonly Goal[]> }) {
  const summary = goals.data ? goalProgressSummary(goals.data) : undefined;
  return (
    <Tile
      id="patterns-goals"
      icon={<Target className="size-4 text-teal-600" aria-hidden />}
      title="Goal progress"
    >
      {goals.loading ? (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Loading your goals...
        </p>
      ) : goals.error || !summary ? (
        <div className="mt-2">
          <ErrorAlert>Your goals could not be loaded right now.</ErrorAlert>
        </div>
      ) : summary.active + summary.completed === 0 ? (
        <Invite text="Set a goal to see your progress here." to={paths.app.goals} action="Set a goal" />
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
            {summary.active} active, {summary.completed} completed
          </p>
          {summary.active > 0 && (
            <div className="mt-2">
              <ProgressBar
                value={summary.averageProgress}
                label="Average progress of active goals"
                tone="teal"
              />
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Active goals are {summary.averageProgress}% of the way on average.
              </p>
            </div>
          )}
        </>
      )}
    </Tile>
  );
}
