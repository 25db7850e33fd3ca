import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  feedbackSchema,
  type FeedbackInput,
} from '@domain/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { lazy, Suspense, useId, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useSendFeedback } from '../api/send-feedback';
import { AnswerTime } from './answer-time';

// Loaded for a signed-in person only: it reads their plan from Firestore, whose code the public
// page's first load does not carry.
const PlanAnswerTime = lazy(() =>
  import('./plan-answer-time').then((module) => ({ default: module.PlanAnswerTime })),
);

const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900';

/** A label, a control given its id and error wiring, and the error under it. */
function Field(props: {
  label: string;
  error: string | undefined;
  children: (wiring: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {props.label}
      </label>
      {props.children({
        id,
        ...(props.error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
      })}
      {props.error && (
        <p id={`${id}-error`} className="text-xs text-red-600 dark:text-red-400">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form: name, email, topic and message; validated here and again by the API. It says when
 * to expect an answer: sooner for someone signed in whose plan brings priority support.
 */
export function ContactForm() {
  const { user, loading: signingIn } = useAuth();
  const send = useSendFeedback();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { name: '', email: '', category: 'general', message: '' },
  });

  const submit = handleSubmit((input) =>
    send.mutate(input, {
      onError: (error) => {
        // The server names the field it refused; the message then sits under that field.
        if (error instanceof ApiError && error.field && error.field in input) {
          setError(error.field as keyof FeedbackInput, {
            message: error.message.replace(`${error.field}: `, ''),
          });
        }
      },
    }),
  );

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-teal-200 bg-teal-50 p-6 dark:border-teal-900 dark:bg-teal-950/40"
      >
        <CircleCheck className="size-8 text-teal-600 dark:text-teal-400" aria-hidden />
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">Message sent</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Thank you, {getValues('name')}. Your message has reached our team, and we will reply to{' '}
          <strong>{getValues('email')}</strong> if it needs an answer.
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          <AnswerTime priority={send.data.priority} />
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            reset();
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const failure =
    send.error && !(send.error instanceof ApiError && send.error.field)
      ? send.error instanceof ApiError && send.error.status === 429
        ? send.error.message
        : 'Your message could not be sent. Please try again; what you wrote is still here.'
      : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Field label="What is it about?" error={errors.category?.message}>
        {(wiring) => (
          <select className={controlClass} {...wiring} {...register('category')}>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {FEEDBACK_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(wiring) => (
          <textarea
            rows={6}
            required
            maxLength={FEEDBACK_LIMITS.messageMaxLength}
            className={controlClass}
            {...wiring}
            {...register('message')}
          />
        )}
      </Field>
      {/* Said once it is known who is writing, so an Elite member is never first told the longer time.
          Its line is kept meanwhile, so the button below does not move under a click. */}
      <p className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {signingIn ? null : user ? (
          <Suspense>
            <PlanAnswerTime uid={user.uid} />
          </Suspense>
        ) : (
          <AnswerTime priority={false} />
        )}
      </p>
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
