import { MEMORY_LIMITS, memoryTextSchema } from '@domain/memory';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const formSchema = z.object({ text: memoryTextSchema });
const { textMaxLength } = MEMORY_LIMITS;

// The domain's schema carries no words for people; these say what to fix.
const messages: z.core.ParseContext<z.core.$ZodIssue> = {
  error: (issue) =>
    issue.code === 'too_small' ? 'Write something to remember.' : `Keep it to ${textMaxLength} characters.`,
};

/** One memory item's text: a new item (cleared once added) or an inline edit of an existing one. */
export function MemoryForm({
  label,
  initial = '',
  submitLabel,
  onSave,
  onCancel,
}: {
  /** The form's accessible name and its field's label. */
  label: string;
  initial?: string;
  submitLabel: string;
  onSave: (text: string) => void;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema, messages), defaultValues: { text: initial } });

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(({ text }) => {
          onSave(text);
          reset({ text: '' });
        })(event)
      }
      className="flex flex-wrap items-start gap-2"
    >
      <TextField
        label={label}
        autoComplete="off"
        maxLength={textMaxLength}
        hint={`Up to ${textMaxLength} characters.`}
        error={errors.text?.message}
        className="min-w-0 flex-1"
        {...register('text')}
      />
      <div className="flex gap-2 pt-6">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
