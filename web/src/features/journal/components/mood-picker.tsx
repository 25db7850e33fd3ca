import { MOOD_LEVELS } from '@domain/journal';
import { useId } from 'react';
import { MoodIcon } from '@/components/ui/mood-icon';

/** The 1-to-5 mood scale as radio buttons, with a way to leave the mood out. */
export function MoodPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (mood: number | null) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Mood</legend>
      <div className="flex flex-wrap items-center gap-2">
        {MOOD_LEVELS.map((level) => (
          <label
            key={level.value}
            className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 transition-colors hover:border-indigo-400 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-checked:text-indigo-100"
          >
            <input
              type="radio"
              name={name}
              value={level.value}
              checked={value === level.value}
              onChange={() => onChange(level.value)}
              className="sr-only"
            />
            <MoodIcon mood={level.value} />
            {level.label}
          </label>
        ))}
        {value !== null && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded px-2 py-1 text-xs text-slate-500 underline hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-200"
          >
            Clear mood
          </button>
        )}
      </div>
    </fieldset>
  );
}
