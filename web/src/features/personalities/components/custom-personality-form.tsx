import {
  CUSTOM_PERSONALITY_LIMITS,
  DEFAULT_PERSONALITY,
  PERSONALITY_OPTIONS,
  type CustomPersonality,
} from '@domain/personalities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { customPersonalitySchema, saveCustomPersonality } from '../api/custom-personalities';

const { nameMaxLength, descriptionMaxLength, instructionsMaxLength } = CUSTOM_PERSONALITY_LIMITS;

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900';
const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200';
const hintClass = 'text-xs text-slate-500 dark:text-slate-400';
const errorClass = 'text-xs text-red-600 dark:text-red-400';

/** Creates a custom personality, or edits `personality` when given; calls onSaved with what was saved. */
export function CustomPersonalityForm({
  uid,
  personality,
  onSaved,
  onCancel,
}: {
  uid: string;
  personality?: CustomPersonality;
  onSaved: (personality: CustomPersonality) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(customPersonalitySchema),
    defaultValues: {
      name: personality?.name ?? '',
      description: personality?.description ?? '',
      instructions: personality?.instructions ?? '',
      basePersonality: personality?.basePersonality ?? DEFAULT_PERSONALITY,
    },
  });
  const [name = '', description = '', instructions = ''] = useWatch({
    control,
    name: ['name', 'description', 'instructions'],
  });

  const submit = handleSubmit(async (data) => {
    setFailure(undefined);
    try {
      const savedId = await saveCustomPersonality(uid, data, personality?.id);
      onSaved({ id: savedId, ...data, isCustom: true });
    } catch (error) {
      setFailure((error as Error).message || 'This personality could not be saved. Please try again.');
    }
  });

  const counter = (length: number, max: number) =>
    `${length} / ${max} characters${length > max ? ' (too long)' : ''}`;
  const baseId = `${id}-base`;
  const instructionsId = `${id}-instructions`;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={personality ? `Edit ${personality.name}` : 'New personality'}
      className="space-y-4"
    >
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <TextField
        label="Name"
        autoComplete="off"
        hint={counter(name.length, nameMaxLength)}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Description (optional)"
        autoComplete="off"
        hint={counter(description.length, descriptionMaxLength)}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="space-y-1">
        <label htmlFor={baseId} className={labelClass}>
          Base personality
        </label>
        <select
          id={baseId}
          aria-describedby={`${baseId}-hint`}
          className={fieldClass}
          {...register('basePersonality')}
        >
          {PERSONALITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
        <p id={`${baseId}-hint`} className={hintClass}>
          The voice your personality builds on.
        </p>
        {errors.basePersonality && <p className={errorClass}>{errors.basePersonality.message}</p>}
      </div>
      <div className="space-y-1">
        <label htmlFor={instructionsId} className={labelClass}>
          Instructions
        </label>
        <p id={`${instructionsId}-hint`} className={hintClass}>
          How should this personality talk with you? For example: speak gently, keep answers short and ask one
          question at a time.
        </p>
        <textarea
          id={instructionsId}
          rows={6}
          aria-invalid={errors.instructions ? true : undefined}
          aria-describedby={`${instructionsId}-hint ${instructionsId}-count${errors.instructions ? ` ${instructionsId}-error` : ''}`}
          className={fieldClass}
          {...register('instructions')}
        />
        <p
          id={`${instructionsId}-count`}
          className={`text-right text-xs ${instructions.length > instructionsMaxLength ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {counter(instructions.length, instructionsMaxLength)}
        </p>
        {errors.instructions && (
          <p id={`${instructionsId}-error`} className={errorClass}>
            {errors.instructions.message}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save personality'}
        </Button>
      </div>
    </form>
  );
}
