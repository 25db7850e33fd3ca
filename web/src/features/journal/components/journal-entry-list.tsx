import { entryHeadline, MOOD_LEVELS } from '@domain/journal';
import { CloudOff } from 'lucide-react';
import type { ListedEntry } from '../api/use-journal-entries';
import { MoodIcon } from '@/components/ui/mood-icon';
import { weekdayDateAndTime } from '@/lib/format-date';

// What the text adds beyond the headline (which is its first line when there is no title), shortened.
function excerpt(entry: ListedEntry): string {
  const text = entry.title.trim() ? entry.body : entry.body.trim().split('\n').slice(1).join(' ');
  const shown = text.trim().replace(/\s+/g, ' ');
  return shown.length > 140 ? `${shown.slice(0, 139)}…` : shown;
}

/** The journal's entries as a list to pick one from, with mood, tags and whether each has synced. */
export function JournalEntryList({
  entries,
  selectedId,
  onSelect,
}: {
  entries: readonly ListedEntry[];
  selectedId: string | undefined;
  onSelect: (entry: ListedEntry) => void;
}) {
  return (
    <ul aria-label="Journal entries" className="space-y-2">
      {entries.map((entry) => {
        const mood = MOOD_LEVELS.find((level) => level.value === entry.mood);
        const more = excerpt(entry);
        return (
          <li key={entry.id}>
            <button
              type="button"
              aria-current={entry.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(entry)}
              className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current=true]:border-indigo-500 aria-[current=true]:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/40 dark:aria-[current=true]:border-indigo-500 dark:aria-[current=true]:bg-indigo-950"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
                  {entryHeadline(entry)}
                </span>
                {mood && (
                  <span className="shrink-0" role="img" aria-label={`Mood: ${mood.label}`}>
                    <MoodIcon mood={mood.value} className="h-5 w-5 text-slate-500 dark:text-slate-400" />
                  </span>
                )}
              </span>
              {/* 600 and 800, not 500 and 700: they hold 4.5:1 on the open entry's indigo-50 too. */}
              <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={entry.createdAt.toISOString()}>{weekdayDateAndTime(entry.createdAt)}</time>
                {entry.pending && (
                  <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
                    <CloudOff className="size-3" aria-hidden />
                    Saved on this device, will sync
                  </span>
                )}
              </span>
              {more && (
                <span className="mt-1 block text-sm break-words text-slate-600 dark:text-slate-300">
                  {more}
                </span>
              )}
              {(entry.emotions.length > 0 || entry.tags.length > 0) && (
                <span className="mt-2 flex flex-wrap gap-1">
                  {entry.emotions.map((emotion) => (
                    <span
                      key={emotion}
                      className="rounded-full bg-teal-50 px-2 py-0.5 text-xs text-teal-800 dark:bg-teal-950 dark:text-teal-100"
                    >
                      {emotion}
                    </span>
                  ))}
                  {entry.tags.map((tag) => (
                    <span
                      key={tag}
                      className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-950 dark:text-indigo-100"
                    >
                      #{tag}
                    </span>
                  ))}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
