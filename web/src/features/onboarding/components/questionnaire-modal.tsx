import { COUNSELOR_PROFILES } from '@domain/personalities';
import {
  isQuestionnaireAnswers,
  matchCounselor,
  QUESTIONNAIRE_TIMINGS,
  QUESTIONS,
  type CounselorMatch,
} from '@domain/questionnaire';
import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useAppNavigate } from '@/lib/navigation';
import { useSaveMatch } from '../api/use-save-match';
import { rememberMatch } from '@/lib/counselor-match';
import { MatchResult } from './match-result';

interface QuestionnaireModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Find Your Perfect Counselor': four questions, then the matched counselor. The result is kept on
 * this device and, for a signed-in user, on their record. 'Start Counseling Now' leads a visitor to
 * the pricing and a signed-in user (who already has an account and a trial) straight to the counselor.
 */
export function QuestionnaireModal({ open, onOpenChange }: QuestionnaireModalProps) {
  const navigate = useAppNavigate();
  const { user } = useAuth();
  const start = () => {
    onOpenChange(false);
    navigate(user ? paths.app.counselor : paths.pricing);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout="large"
      title="Find Your Perfect Counselor"
      description="Four quick questions to match you with the AI counselor that suits you."
      actions={
        <DialogClose>
          <Button variant="ghost" className="px-2" aria-label="Close questionnaire">
            <X className="size-5" aria-hidden="true" />
          </Button>
        </DialogClose>
      }
    >
      {/* The body unmounts when the dialog closes, so every opening starts at step 1. */}
      <QuestionnaireFlow uid={user?.uid} onStart={start} />
    </Dialog>
  );
}

const { stepDelayMs, completionDelayMs } = QUESTIONNAIRE_TIMINGS;

// The steps and the result. `uid` is the account to save the match to, if any.
function QuestionnaireFlow({ uid, onStart }: { uid: string | undefined; onStart: () => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<string[]>([]);
  const [advancing, setAdvancing] = useState(false);
  const [match, setMatch] = useState<CounselorMatch & { crisis: boolean }>();
  const saving = useSaveMatch();
  const { mutate: save } = saving;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const idPrefix = useId();

  // A choice moves on after a short pause, so the person sees it register; the last one shows the match.
  useEffect(() => {
    if (!advancing) return;
    const last = step === QUESTIONS.length - 1;
    const timer = window.setTimeout(
      () => {
        setAdvancing(false);
        if (!last) return setStep(step + 1);
        if (!isQuestionnaireAnswers(answers)) return;
        const result = matchCounselor(answers);
        rememberMatch(answers, result);
        if (uid) save({ uid, personality: COUNSELOR_PROFILES[result.profile].personality });
        setMatch({ ...result, crisis: answers[2] === 'crisis' });
      },
      last ? completionDelayMs : stepDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [advancing, step, answers, uid, save]);

  // Each new question (and the result) takes focus, so keyboard and screen reader users follow along.
  useEffect(() => {
    if (!match) headingRef.current?.focus();
  }, [step, match]);

  if (match) {
    return (
      <MatchResult
        match={match}
        saving={uid ? saving : undefined}
        onRetry={() => uid && save({ uid, personality: COUNSELOR_PROFILES[match.profile].personality })}
        onStart={onStart}
      />
    );
  }

  const question = QUESTIONS[step]!;
  const chosen = answers[step];
  const choose = (optionId: string) => {
    if (advancing) return;
    setAnswers((previous) => [...previous.slice(0, step), optionId]);
    setAdvancing(true);
  };
  const back = () => {
    setAdvancing(false);
    setStep(step - 1);
  };

  return (
    <div className="mt-6">
      <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
        <p>
          Step {step + 1} of {QUESTIONS.length}
        </p>
        {step > 0 && (
          <Button variant="ghost" className="px-2 py-1" onClick={back}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={QUESTIONS.length}
        aria-valuenow={step + 1}
        aria-valuetext={`Step ${step + 1} of ${QUESTIONS.length}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-teal-500 transition-[width] duration-300"
          style={{ width: `${((step + 1) / QUESTIONS.length) * 100}%` }}
        />
      </div>

      <h3
        ref={headingRef}
        tabIndex={-1}
        id={`${idPrefix}-${question.id}`}
        className="mt-6 text-base font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {question.question}
      </h3>
      <div role="group" aria-labelledby={`${idPrefix}-${question.id}`} className="mt-4 grid gap-3">
        {question.options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={chosen === option.id}
            onClick={() => choose(option.id)}
            className="rounded-xl border border-slate-200 px-4 py-3 text-left transition-colors hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-500 aria-pressed:bg-indigo-50 dark:border-slate-700 dark:hover:border-indigo-500 dark:hover:bg-indigo-950 dark:aria-pressed:border-indigo-400 dark:aria-pressed:bg-indigo-950"
          >
            {/* The name is the whole visible text, label then hint (WCAG 2.5.3, label in name). */}
            <span className="block font-medium text-slate-900 dark:text-white">{option.label}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{option.hint}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
