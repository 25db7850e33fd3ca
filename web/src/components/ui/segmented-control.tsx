import type { ReactNode } from 'react';

interface SegmentedControlProps<Value extends string> {
  /** What the choice is about, for screen readers, e.g. 'Billing period'. */
  label: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  /** Layout of the row: 'flex' to fill the width, 'inline-flex' to fit the options. */
  layout?: 'flex' | 'inline-flex';
}

/** A row of mutually exclusive options as pressed / unpressed buttons, e.g. Monthly / Annually. */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  layout = 'flex',
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`${layout} flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-900`}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`${layout === 'flex' ? 'flex-1' : ''} inline-flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow dark:text-slate-300 dark:aria-pressed:bg-slate-800 dark:aria-pressed:text-white`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
