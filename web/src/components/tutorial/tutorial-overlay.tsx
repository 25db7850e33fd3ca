import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { finishTutorial, goToTutorialStep, skipTutorial, useTutorialStep } from './tutorial-store';
import { TUTORIAL_STEPS } from './tutorial-steps';

/**
 * The guided tour while it runs: a card over the page it describes, with Back, Next, Skip and Finish.
 * It opens each step's screen and moves focus to the card, so screen readers read the step; Escape
 * skips. The card is not modal: the person may look round each screen while it is open. Mount once in
 * the app shell.
 */
export function TutorialOverlay() {
  const index = useTutorialStep();
  if (index === undefined) return null;
  return <TutorialCard index={index} />;
}

function TutorialCard({ index }: { index: number }) {
  const step = TUTORIAL_STEPS[index]!;
  const last = index === TUTORIAL_STEPS.length - 1;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const card = useRef<HTMLDivElement>(null);

  // Opens the step's screen once per step: the person may still move about while the tour is open.
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (opened.current === step.path) return;
    opened.current = step.path;
    if (pathname !== step.path) void navigate(step.path);
  }, [step.path, pathname, navigate]);

  // Each later step takes the focus too (the first takes it as the card opens).
  useEffect(() => card.current?.focus(), [index]);

  return (
    <Dialog
      ref={card}
      initialFocus={card}
      open
      onOpenChange={(open) => !open && skipTutorial()}
      layout="card"
      lead={
        <p className="mb-1 text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
          Step {index + 1} of {TUTORIAL_STEPS.length}
        </p>
      }
      title={step.title}
      description={step.body}
    >
      <div
        className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        role="progressbar"
        aria-label="Tour progress"
        aria-valuemin={1}
        aria-valuemax={TUTORIAL_STEPS.length}
        aria-valuenow={index + 1}
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${((index + 1) / TUTORIAL_STEPS.length) * 100}%` }}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={skipTutorial}>
          Skip
        </Button>
        <div className="flex gap-2">
          {index > 0 && (
            <Button variant="secondary" onClick={() => goToTutorialStep(index - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button onClick={() => finishTutorial()}>Finish</Button>
          ) : (
            <Button onClick={() => goToTutorialStep(index + 1)}>Next</Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
