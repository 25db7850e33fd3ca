import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../ui/button';
import { finishTutorial, goToTutorialStep, skipTutorial, useTutorialStep } from './tutorial-store';
import { TUTORIAL_STEPS } from './tutorial-steps';

/**
 * The guided tour while it runs: a card over the page it describes, with Back, Next, Skip and Finish.
 * It opens each step's screen, moves focus to the card so screen readers read it, and Escape skips.
 * Mount once in the app shell.
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
  const titleId = useId();
  const bodyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opens the step's screen once per step: the person may still move about while the tour is open.
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (opened.current === step.path) return;
    opened.current = step.path;
    if (pathname !== step.path) void navigate(step.path);
  }, [step.path, pathname, navigate]);

  useEffect(() => headingRef.current?.focus(), [index]);

  return (
    // Escape skips the tour from anywhere in its card; the page around it keeps its own keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') skipTutorial();
      }}
      className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-md rounded-2xl border border-indigo-200 bg-white p-5 shadow-2xl dark:border-indigo-800 dark:bg-slate-900"
    >
      <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
        Step {index + 1} of {TUTORIAL_STEPS.length}
      </p>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-lg font-semibold text-slate-900 outline-none dark:text-white"
      >
        {step.title}
      </h2>
      <p id={bodyId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {step.body}
      </p>
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
    </section>
  );
}
