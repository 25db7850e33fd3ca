import { X } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { LocalWrite } from '@/lib/local-write';
import { deletePreference } from '../api/delete-preference';
import { usePreferences } from '../api/use-preferences';

/** "What you've taught your counselor": the preferences thumbs feedback taught, each removable. */
export function TaughtPreferences({
  uid,
  track,
}: {
  uid: string;
  track: (write: LocalWrite, done: string) => void;
}) {
  const { data: preferences, loading, error } = usePreferences(uid);

  const body = () => {
    if (loading)
      return (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading what you've taught your counselor...
        </p>
      );
    if (error || !preferences)
      return <ErrorAlert>What you've taught your counselor could not be loaded right now.</ErrorAlert>;
    if (preferences.length === 0)
      return (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nothing yet. Give a reply a thumbs up or down, with a word if you like, and your counselor learns
          how you like its replies.
        </p>
      );
    return (
      <ul aria-label="What you've taught your counselor" className="space-y-2">
        {preferences.map((preference) => (
          <li
            key={preference.id}
            className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
          >
            <span className="min-w-0 break-words">{preference.text}</span>
            <Button
              variant="ghost"
              className="px-2 py-1"
              aria-label={`Remove: ${preference.text}`}
              onClick={() => track(deletePreference(uid, preference.id), 'Preference removed')}
            >
              <X className="size-4" aria-hidden />
              Remove
            </Button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="taught-heading" className="space-y-3">
      <h2 id="taught-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        What you've taught your counselor
      </h2>
      {body()}
    </section>
  );
}
