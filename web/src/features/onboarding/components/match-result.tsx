import { personalizedCounselorOf, type CounselorMatch } from '@domain/questionnaire';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/** How saving the match to the account went; absent for a visitor, who has no account yet. */
interface SaveState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

interface MatchResultProps {
  match: CounselorMatch & { crisis: boolean };
  saving: SaveState | undefined;
  onRetry: () => void;
  onStart: () => void;
}

/** 'Perfect Match Found!': the matched counselor, the match percentage and the way on. */
export function MatchResult({ match, saving, onRetry, onStart }: MatchResultProps) {
  const counselor = personalizedCounselorOf(match.profile);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const lists = [
    { title: 'Support style', items: counselor.supportStyle },
    { title: 'Techniques', items: counselor.techniques },
    { title: 'Availability', items: counselor.availability },
  ];

  return (
    <div className="mt-6 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-indigo-100 to-teal-100 text-3xl dark:from-indigo-950 dark:to-teal-950"
      >
        {counselor.avatar}
      </div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        Perfect Match Found!
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Your personalized AI counselor is ready!
      </p>

      <div className="mt-5 rounded-xl border border-slate-200 p-4 text-left dark:border-slate-700">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{counselor.name}</p>
            <p className="text-sm text-indigo-700 dark:text-indigo-300">{counselor.specialty}</p>
          </div>
          <p className="inline-flex shrink-0 items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 dark:bg-teal-950 dark:text-teal-200">
            <Sparkles className="size-4" aria-hidden="true" />
            {match.matchPercent}% match
          </p>
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{counselor.description}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{counselor.approach}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          {lists.map((list) => (
            <div key={list.title}>
              <dt className="font-medium text-slate-900 dark:text-white">{list.title}</dt>
              <dd>
                <ul className="mt-1 space-y-0.5 text-slate-600 dark:text-slate-400">
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          {counselor.name} is an AI counselor, not a person and not a therapist.
        </p>
      </div>

      {match.crisis && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-left text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          ReflectAI is not an emergency service. If you are in danger or thinking of ending your life, call or
          text 988 (US) or your local emergency number now.
        </p>
      )}

      {saving?.isPending && (
        <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Saving your match to your account...
        </p>
      )}
      {saving?.isSuccess && (
        <p
          role="status"
          className="mt-4 inline-flex items-center gap-1 text-sm text-teal-700 dark:text-teal-300"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Saved to your account: {counselor.name} will be your counselor in the chat.
        </p>
      )}
      {saving?.isError && (
        <div className="mt-4 space-y-2 text-left">
          <ErrorAlert>
            Your match could not be saved to your account just now. It is kept on this device; try again in a
            moment.
          </ErrorAlert>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <DialogClose>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button onClick={onStart}>Start Counseling Now</Button>
      </div>
    </div>
  );
}
