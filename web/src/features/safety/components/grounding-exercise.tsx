import { GROUNDING_STEPS } from '@domain/safety-plan';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The 5-4-3-2-1 grounding exercise, one sense at a time, at the person's own pace. */
export function GroundingExercise({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finished = index >= GROUNDING_STEPS.length;
  const step = GROUNDING_STEPS[index];

  // Keep focus on the new step's heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  return (
    <section
      aria-label="5-4-3-2-1 grounding exercise"
      className="rounded-2xl border border-teal-200 bg-teal-50 p-5 text-center dark:border-teal-900 dark:bg-teal-950/60"
    >
      {finished || !step ? (
        <div className="space-y-3">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold text-teal-900 focus:outline-none dark:text-teal-100"
          >
            Well done
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You gave yourself a few moments to come back to the here and now. Take a slow breath. You can come
            back to this exercise whenever you need it.
          </p>
          <div className="flex justify-center gap-3 pt-2">
            <Button variant="secondary" onClick={() => setIndex(0)}>
              Start again
            </Button>
            <Button onClick={onDone}>Done</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-medium tracking-wide text-teal-800 uppercase focus:outline-none dark:text-teal-200"
          >
            Step {index + 1} of {GROUNDING_STEPS.length}
          </h3>
          <p aria-live="polite" className="space-y-2">
            <span className="block text-6xl font-bold text-teal-700 dark:text-teal-300">{step.count}</span>
            <span className="block text-base font-medium text-slate-800 dark:text-slate-100">
              {step.count === 1 ? 'thing' : 'things'} you can {step.sense}
            </span>
            <span className="block text-lg text-slate-700 dark:text-slate-300">{step.prompt}</span>
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">Take as long as you like.</p>
          <div className="flex justify-center gap-3 pt-2">
            <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              Back
            </Button>
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          </div>
        </div>
      )}
    </section>
  );
}
