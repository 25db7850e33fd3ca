import { MOOD_LEVELS } from '@domain/journal';
import type { WeeklyReport } from '@domain/weekly-report';
import { calendarDayRange, dateAndTime, weekdayCalendarDay } from '@/lib/format-date';
import { formatMood } from '../summaries';

/** A report's week as a heading, e.g. 'Week 12: Mar 16 – 22, 2026'. */
export function reportTitle(report: Pick<WeeklyReport, 'week' | 'startDate' | 'endDate'>): string {
  return `Week ${Number(report.week.slice(-2))}: ${calendarDayRange(report.startDate, report.endDate)}`;
}

function moodChange(report: WeeklyReport): string {
  if (report.moodChange === null) return 'No mood the week before to compare with.';
  if (report.moodChange === 0) return 'The same as the week before.';
  const direction = report.moodChange > 0 ? 'Up' : 'Down';
  return `${direction} ${Math.abs(report.moodChange).toFixed(1)} from the week before (${report.previousAverageMood?.toFixed(1)}).`;
}

const moodName = (mood: number) => MOOD_LEVELS.find((level) => level.value === mood)?.label ?? String(mood);

/** One weekly report: the numbers, the notable entries, goal progress and the written reflection. */
export function ReportView({ report }: { report: WeeklyReport }) {
  const stat = 'rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60';
  return (
    <article
      aria-labelledby="report-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <header>
        <h3 id="report-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {reportTitle(report)}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {report.complete ? 'The full week' : 'This week so far'} · made {dateAndTime(report.generatedAt)}
        </p>
      </header>

      <dl className="grid gap-3 sm:grid-cols-3">
        <div className={stat}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Entries</dt>
          <dd className="text-lg font-semibold text-slate-900 dark:text-white">
            {report.entryCount} on {report.activeDays} {report.activeDays === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div className={stat}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Average mood</dt>
          <dd className="text-lg font-semibold text-slate-900 dark:text-white">
            {report.averageMood === null ? 'No mood logged' : formatMood(report.averageMood)}
          </dd>
          {report.averageMood !== null && (
            <dd className="text-xs text-slate-600 dark:text-slate-300">{moodChange(report)}</dd>
          )}
        </div>
        <div className={stat}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Goals</dt>
          <dd className="text-lg font-semibold text-slate-900 dark:text-white">
            {report.goals.active === 0
              ? 'No active goals'
              : `${report.goals.active} active, ${report.goals.averageProgress}% on average`}
          </dd>
          {report.goals.completedThisWeek > 0 && (
            <dd className="text-xs text-slate-600 dark:text-slate-300">
              {report.goals.completedThisWeek} completed this week
            </dd>
          )}
        </div>
      </dl>

      {report.topEmotions.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Top emotions</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {report.topEmotions.map(({ emotion, count }) => (
              <li
                key={emotion}
                className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800 capitalize dark:bg-indigo-950 dark:text-indigo-200"
              >
                {emotion} × {count}
              </li>
            ))}
          </ul>
        </div>
      )}

      {report.notableEntries.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Notable entries</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-200">
            {report.notableEntries.map((entry) => (
              <li key={entry.kind}>
                <span className="font-medium">
                  {entry.kind === 'lowest' ? 'Hardest moment' : 'Brightest moment'}:
                </span>{' '}
                “{entry.headline}”, {weekdayCalendarDay(entry.date)} ({moodName(entry.mood)})
              </li>
            ))}
          </ul>
        </div>
      )}

      <div>
        <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Reflection</h4>
        <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">
          {report.reflection}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {report.reflectionSource === 'ai'
            ? 'Written by the AI from your week’s numbers and headlines. It is not therapy.'
            : 'Written from your week’s numbers by ReflectAI’s own template.'}
        </p>
      </div>
    </article>
  );
}
