import {
  SAFETY_PLAN_SECTIONS,
  SAFETY_PLAN_SECTION_MAX_LENGTH,
  type SafetyPlan,
  type SafetyPlanKey,
} from '@domain/safety-plan';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveSafetyPlan, safetyPlanSchema } from '../api/safety-plan';

const formValues = (plan: SafetyPlan) =>
  Object.fromEntries(SAFETY_PLAN_SECTIONS.map(({ key }) => [key, plan[key] ?? ''])) as Record<
    SafetyPlanKey,
    string
  >;

/** The safety plan form: the five sections, saved together; nothing typed is lost when a save fails. */
export function SafetyPlanEditor({
  uid,
  plan,
  onSaved,
  onCancel,
}: {
  uid: string;
  plan: SafetyPlan;
  onSaved?: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(safetyPlanSchema), defaultValues: formValues(plan) });
  const values = useWatch({ control });

  const submit = handleSubmit(async (data) => {
    setFailure(undefined);
    setSaved(false);
    try {
      await saveSafetyPlan(uid, data);
      setSaved(true);
      onSaved?.();
    } catch (error) {
      setFailure((error as Error).message || 'Your safety plan could not be saved. Please try again.');
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Edit my safety plan"
      className="space-y-5"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Write in your own words, as much or as little as feels right. Only you can see this plan.
      </p>
      {SAFETY_PLAN_SECTIONS.map(({ key, title, hint }) => {
        const fieldId = `${id}-${key}`;
        const length = values[key]?.length ?? 0;
        const error = errors[key]?.message;
        return (
          <div key={key} className="space-y-1">
            <label
              htmlFor={fieldId}
              className="block text-sm font-semibold text-slate-800 dark:text-slate-100"
            >
              {title}
            </label>
            <p id={`${fieldId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
              {hint}
            </p>
            <textarea
              id={fieldId}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fieldId}-hint ${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
              {...register(key)}
            />
            <p
              id={`${fieldId}-count`}
              className={`text-right text-xs ${length > SAFETY_PLAN_SECTION_MAX_LENGTH ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
            >
              {length} / {SAFETY_PLAN_SECTION_MAX_LENGTH} characters
            </p>
            {error && (
              <p id={`${fieldId}-error`} className="text-xs text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {/* Beside the buttons, where the person's attention is after pressing Save. */}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {saved && (
        <p role="status" className="text-sm font-medium text-teal-700 dark:text-teal-300">
          Safety plan saved
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
