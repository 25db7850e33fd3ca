import { EMOTIONS, JOURNAL_LIMITS, type Emotion } from '@domain/journal';
import { useId } from 'react';
import { capitalise } from '@domain/text';

/** Toggle buttons for the fixed emotion tags, up to the limit. */
export function EmotionPicker({
  value,
  onChange,
}: {
  value: readonly Emotion[];
  onChange: (emotions: Emotion[]) => void;
}) {
  const id = useId();
  const { emotionsMaxCount } = JOURNAL_LIMITS;
  const full = value.length >= emotionsMaxCount;
  const toggle = (emotion: Emotion) =>
    onChange(value.includes(emotion) ? value.filter((e) => e !== emotion) : [...value, emotion]);
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Emotions
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-count`}
        className="flex flex-wrap gap-1.5"
      >
        {EMOTIONS.map((emotion) => {
          const chosen = value.includes(emotion);
          return (
            <button
              key={emotion}
              type="button"
              aria-pressed={chosen}
              disabled={!chosen && full}
              onClick={() => toggle(emotion)}
              className="rounded-full border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-600 transition-colors hover:border-teal-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:border-teal-600 aria-pressed:bg-teal-50 aria-pressed:text-teal-800 dark:border-slate-700 dark:text-slate-300 dark:aria-pressed:border-teal-400 dark:aria-pressed:bg-teal-950 dark:aria-pressed:text-teal-100"
            >
              {capitalise(emotion)}
            </button>
          );
        })}
      </div>
      <p id={`${id}-count`} className="text-xs text-slate-500 dark:text-slate-400">
        {full
          ? `You have chosen ${emotionsMaxCount}, the most an entry holds.`
          : `${value.length} of up to ${emotionsMaxCount} chosen`}
      </p>
    </div>
  );
}
