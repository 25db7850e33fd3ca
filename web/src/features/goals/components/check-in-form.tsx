import { checkInSchema, GOAL_LIMITS, type CheckInInput } from '@domain/goals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** Records how a goal is going: its progress now and an optional note. */
export function CheckInForm({
  goalTitle,
  progress,
  onSave,
  onCancel,
}: {
  goalTitle: string;
  /** The goal's progress so far, where the new one starts. */
  progress: number;
  onSave: (input: CheckInInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkInSchema),
    defaultValues: { note: '', progress },
  });
  return (
    <form
      aria-label={`Check in on ${goalTitle}`}
      noValidate
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="space-y-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-950"
    >
      <TextField
        label="Progress (%)"
        type="number"
        inputMode="numeric"
        min={GOAL_LIMITS.progressMin}
        max={GOAL_LIMITS.progressMax}
        step={1}
        className="max-w-40"
        error={errors.progress?.message}
        {...register('progress', { valueAsNumber: true })}
      />
      <div className="space-y-1">
        <label
          htmlFor={`${id}-note`}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          placeholder="What moved it forward, or what got in the way?"
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-error` : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
          {...register('note')}
        />
        {errors.note && (
          <p id={`${id}-error`} className="text-xs text-red-600 dark:text-red-400">
            {errors.note.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save check-in</Button>
      </div>
    </form>
  );
}
