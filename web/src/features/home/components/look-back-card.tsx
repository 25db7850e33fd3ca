import { entryHeadline } from '@domain/journal';
import { lookBack } from '@domain/look-back';
import { excerpt } from '@domain/text';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { HomeEntry } from '../home-entry';

// Enough of the entry to recall it; the journal holds the rest.
const EXCERPT_LENGTH = 200;

/** Look back, a Labs feature (docs/product.md#labs): what the person wrote a year, a month or a week ago today. */
export function LookBackCard({ entries, now }: { entries: readonly HomeEntry[] | undefined; now: Date }) {
  const found = entries && lookBack(entries, now);
  if (!found) return null;
  const { entry, label } = found;
  const body = entry.body.trim();
  return (
    <section
      aria-labelledby="look-back-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <History className="mt-0.5 size-6 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="look-back-heading" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            Look back: {label}
          </h2>
          <p className="font-medium text-slate-900 dark:text-white">{entryHeadline(entry)}</p>
          {body && (
            <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
              {excerpt(body, EXCERPT_LENGTH)}
            </p>
          )}
          <Link
            to={paths.app.journal}
            className="text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
          >
            Read it in your journal
          </Link>
        </div>
      </div>
    </section>
  );
}
