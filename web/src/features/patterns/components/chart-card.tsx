import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A chart with its heading and a text summary; without data, what to do to see it instead. */
export function ChartCard({
  id,
  title,
  summary,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** The chart in words, read by everyone and by screen readers; undefined when there is no data. */
  summary: string | undefined;
  empty: { text: string; to: string; action: string };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {summary ? (
        <>
          {/* The drawing repeats the summary below it, so screen readers get the words only. */}
          <div aria-hidden className="mt-3 h-56 w-full">
            {children}
          </div>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid={`${id}-summary`}>
            {summary}
          </p>
        </>
      ) : (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-400">{empty.text}</p>
          <Link
            to={empty.to}
            className="mt-2 inline-block text-sm font-medium text-indigo-600 underline hover:text-indigo-800 dark:text-indigo-400"
          >
            {empty.action}
          </Link>
        </div>
      )}
    </section>
  );
}
