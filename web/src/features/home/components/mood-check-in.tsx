import { MOOD_LEVELS, type Mood } from '@domain/journal';
import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import type { Listed } from '@/lib/live-list';
import type { LocalWrite } from '@/lib/local-write';
import { MoodIcon } from '@/components/ui/mood-icon';

/**
 * The quick mood check-in: one tap saves a journal entry holding just the mood, so check-ins share
 * the journal's offline safety, its streak and Mind Patterns' mood history.
 */
export function MoodCheckIn({
  entries,
  checkIn: save,
}: {
  /** The journal as listed, to tell when the check-in has reached the server. */
  entries: readonly Listed[] | undefined;
  /** Saves a journal entry holding just the mood (the app layer writes it to the journal). */
  checkIn: (mood: Mood) => LocalWrite;
}) {
  const [checkIn, setCheckIn] = useState<{ id: string; mood: number }>();
  const [failure, setFailure] = useState<string>();

  const checkInWith = (mood: Mood) => {
    setFailure(undefined);
    try {
      const write = save(mood);
      setCheckIn({ id: write.id, mood });
      write.synced.catch((error: Error) => {
        setCheckIn((current) => (current?.id === write.id ? undefined : current));
        setFailure(`${error.message} Please try again.`);
      });
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  const saved = checkIn && MOOD_LEVELS.find((level) => level.value === checkIn.mood);
  const pending = checkIn && (entries?.find((entry) => entry.id === checkIn.id)?.pending ?? true);

  return (
    <section
      aria-labelledby="check-in-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="check-in-heading" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        How are you feeling right now?
      </h2>
      <div role="group" aria-labelledby="check-in-heading" className="mt-3 grid grid-cols-5 gap-2">
        {MOOD_LEVELS.map((level) => (
          <button
            key={level.value}
            type="button"
            aria-pressed={checkIn?.mood === level.value}
            onClick={() => checkInWith(level.value)}
            className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 px-1 py-2 text-xs font-medium text-slate-600 transition-colors hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-indigo-950 dark:aria-pressed:border-indigo-400 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-100"
          >
            <MoodIcon mood={level.value} className="h-7 w-7" />
            {level.label}
          </button>
        ))}
      </div>
      <div className="mt-3 min-h-5" role="status">
        {saved && (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-teal-700 dark:text-teal-300">
            Check-in saved: {saved.label}.
            {pending && (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-300">
                <CloudOff className="size-3" aria-hidden />
                Saved on this device, will sync
              </span>
            )}
            <Link
              to={paths.app.journal}
              className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
            >
              Add a few words in your journal
            </Link>
          </p>
        )}
      </div>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
    </section>
  );
}
