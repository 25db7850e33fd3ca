import type { JournalStreak } from '@domain/journal';
import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Journal Reminders (docs/product.md#journal-reminders): when the setting is on and nothing has been written
 * today, a gentle nudge on Home. It is the reminder everywhere, and the only one where this browser does
 * not get the push notification (refused, unsupported, or Cloud Messaging not set up).
 */
export function JournalReminder({ streak }: { streak: JournalStreak | undefined }) {
  // Until the journal has loaded there is nothing to say.
  if (!streak) return null;
  const { writtenToday, current } = streak;
  if (writtenToday) return null;
  return (
    <aside
      aria-label="Journal reminder"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-900 dark:bg-indigo-950/60"
    >
      <div className="flex items-start gap-3">
        <NotebookPen className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300" aria-hidden />
        <p className="text-sm text-indigo-900 dark:text-indigo-100">
          {current > 0
            ? `You have not written today yet. A few lines keep your ${current}-day streak going.`
            : 'You have not written today yet. A few lines about your day is plenty.'}
        </p>
      </div>
      <Link to={paths.app.journal} className={buttonClass('primary')}>
        Write in your journal
      </Link>
    </aside>
  );
}
