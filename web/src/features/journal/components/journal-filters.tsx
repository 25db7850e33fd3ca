import { MOOD_LEVELS, type JournalFilter, type Mood } from '@domain/journal';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900';

// A labelled drop-down.
function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether any filter is set. */
export const filtering = (filter: JournalFilter) =>
  Boolean(filter.text?.trim() || filter.tag || filter.mood || filter.from || filter.to);

/** Search and filters for the journal list: words, tag, mood and a date range. */
export function JournalFilters({
  filter,
  tags,
  onChange,
}: {
  filter: JournalFilter;
  /** Every tag in the journal. */
  tags: readonly string[];
  onChange: (filter: JournalFilter) => void;
}) {
  const set = (changes: Partial<JournalFilter>) => onChange({ ...filter, ...changes });
  const rangeBackwards = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <div role="search" aria-label="Search the journal" className="space-y-3">
      <TextField
        label="Search"
        type="search"
        placeholder="Words in your entries"
        value={filter.text ?? ''}
        onChange={(event) => set({ text: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Tag"
          value={filter.tag ?? ''}
          onChange={(tag) => set({ tag: tag || undefined })}
          options={[
            { value: '', label: 'All tags' },
            ...tags.map((tag) => ({ value: tag, label: `#${tag}` })),
          ]}
        />
        <SelectField
          label="Mood"
          value={filter.mood ? String(filter.mood) : ''}
          onChange={(mood) => set({ mood: mood ? (Number(mood) as Mood) : undefined })}
          options={[
            { value: '', label: 'Any mood' },
            ...MOOD_LEVELS.map((level) => ({
              value: String(level.value),
              label: level.label,
            })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={filter.from ?? ''}
          max={filter.to || undefined}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to ?? ''}
          min={filter.from || undefined}
          onChange={(event) => set({ to: event.target.value || undefined })}
          error={rangeBackwards ? 'The end date is before the start date.' : undefined}
        />
      </div>
      {filtering(filter) && (
        <Button variant="ghost" className="px-2 text-xs" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
