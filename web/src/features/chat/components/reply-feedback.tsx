import { FEEDBACK_NOTE_MAX_LENGTH, replyFeedbackBody, type ReplyRating } from '@domain/counselor-training';
import { zodResolver } from '@hookform/resolvers/zod';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRateReply } from '../api/rate-reply';
import { raisePlanEvent } from '../plan-events';

const noteSchema = replyFeedbackBody.pick({ note: true });

interface ReplyFeedbackProps {
  conversationId: string;
  messageId: string;
  /** The rating the reply already has, if any. */
  rating?: ReplyRating | undefined;
}

const THUMBS = [
  { rating: 'up', label: 'Helpful', Icon: ThumbsUp },
  { rating: 'down', label: 'Not helpful', Icon: ThumbsDown },
] as const;

/**
 * Counselor training under a reply (Elite and VIP): a thumbs up or down, then an optional word on what
 * would make replies better ("shorter"), which the counselor keeps in mind from then on.
 */
export function ReplyFeedback({ conversationId, messageId, rating: stored }: ReplyFeedbackProps) {
  const [chosen, setChosen] = useState<ReplyRating | undefined>();
  const rate = useRateReply();
  // A plan refusal opens the upgrade notice, which says all there is to say.
  const [refusedByPlan, setRefusedByPlan] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });
  const shown = chosen ?? stored;

  const send = handleSubmit(({ note }) => {
    if (!chosen) return;
    rate.mutate(
      { conversationId, messageId, rating: chosen, ...(note && { note }) },
      {
        onSuccess: () => setChosen(undefined),
        onError: (error) => setRefusedByPlan(raisePlanEvent(error)),
      },
    );
  });

  return (
    <div className="mt-1 space-y-2 px-1">
      <div className="flex items-center gap-1">
        {THUMBS.map(({ rating, label, Icon }) => (
          <button
            key={rating}
            type="button"
            aria-label={label}
            aria-pressed={shown === rating}
            disabled={rate.isPending}
            onClick={() => {
              rate.reset();
              setChosen(rating);
            }}
            className="rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 aria-pressed:text-indigo-600 dark:hover:bg-slate-800 dark:hover:text-slate-200 dark:aria-pressed:text-indigo-400"
          >
            <Icon className="h-3.5 w-3.5" aria-hidden />
          </button>
        ))}
      </div>
      {chosen && (
        <form
          aria-label="Reply feedback"
          noValidate
          onSubmit={(event) => void send(event)}
          className="flex max-w-sm flex-wrap items-end gap-2"
        >
          <TextField
            label="What would make it better?"
            placeholder="Optional, e.g. shorter"
            maxLength={FEEDBACK_NOTE_MAX_LENGTH}
            className="min-w-0 flex-1"
            error={errors.note?.message}
            {...register('note')}
          />
          <Button type="submit" disabled={rate.isPending}>
            Send
          </Button>
        </form>
      )}
      <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
        {rate.isSuccess &&
          (rate.data.taught.length > 0
            ? `Noted: ${rate.data.taught.map((preference) => preference.text).join(' ')} Your counselor will keep it in mind.`
            : 'Thanks for the feedback.')}
        {rate.isError && !refusedByPlan && 'Could not send your feedback. Please try again.'}
      </p>
    </div>
  );
}
