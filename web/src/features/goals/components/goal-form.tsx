import { GOAL_LIMITS, goalSchema, type GoalInput } from '@domain/goals';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

// The date field gives '' when cleared: that means no target date.
const formSchema = goalSchema.extend({
  targetDate: z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(goalSchema.shape.targetDate),
});

const { titleMaxLength, descriptionMaxLength } = GOAL_LIMITS;

/** Creates a goal, or edits one when `editing` is set; hands the checked fields to `onSave`. */
export function GoalForm({
  initial,
  editing,
  failure,
  onSave,
  onCancel,
}: {
  initial?: GoalInput | undefined;
  editing: boolean;
  /** Why the last save of these fields was refused, when the form reopens with them. */
  failure?: string | undefined;
  onSave: (input: GoalInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      targetDate: initial?.targetDate ?? '',
    },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const heading = editing ? 'Edit goal' : 'New goal';

  return (
    <form
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {heading}
        </h2>
        <Button variant="ghost" className="px-2" onClick={onCancel}>
          <X className="size-4" aria-hidden />
          Close
        </Button>
      </div>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <TextField
        label="Title"
        autoComplete="off"
        placeholder="For example: walk every morning"
        hint={`Up to ${titleMaxLength} characters.`}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="space-y-1">
        <label
          htmlFor={`${id}-description`}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          placeholder="Why it matters to you, or what the first step is."
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-count${errors.description ? ` ${id}-error` : ''}`}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
          {...register('description')}
        />
        <p
          id={`${id}-count`}
          className={`text-right text-xs ${description.length > descriptionMaxLength ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {description.length} / {descriptionMaxLength} characters
        </p>
        {errors.description && (
          <p id={`${id}-error`} className="text-xs text-red-600 dark:text-red-400">
            {errors.description.message}
          </p>
        )}
      </div>
      <TextField
        label="Target date (optional)"
        type="date"
        className="sm:max-w-xs"
        hint="Leave empty for a goal without a deadline."
        error={errors.targetDate?.message}
        {...register('targetDate')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{editing ? 'Save changes' : 'Create goal'}</Button>
      </div>
    </form>
  );
}
