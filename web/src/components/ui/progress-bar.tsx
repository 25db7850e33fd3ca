/** A labelled 0–100% bar; screen readers hear the label and the percentage. */
export function ProgressBar({
  value,
  label,
  tone = 'indigo',
}: {
  value: number;
  label: string;
  /** Teal for something finished, indigo for work in progress. */
  tone?: 'indigo' | 'teal';
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div
        className={`h-full rounded-full transition-[width] ${tone === 'teal' ? 'bg-teal-500' : 'bg-indigo-600 dark:bg-indigo-400'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
