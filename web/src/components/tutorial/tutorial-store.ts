import { TUTORIAL_STORAGE_KEYS } from '@domain/settings';
import { useSyncExternalStore } from 'react';
import { TUTORIAL_STEPS } from './tutorial-steps';

// The running tour's step (index into TUTORIAL_STEPS), or undefined: a module-level slot, so Settings
// can start the tour that the app shell shows.
let current: number | undefined;
const listeners = new Set<() => void>();

function setStep(next: number | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts the guided tour at its first step. */
export function startTutorial(): void {
  setStep(0);
}

/** Moves the running tour to step `index` (clamped to the tour). */
export function goToTutorialStep(index: number): void {
  if (current === undefined) return;
  setStep(Math.min(Math.max(index, 0), TUTORIAL_STEPS.length - 1));
}

function remember(entries: Record<string, string | null>) {
  try {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  } catch (error) {
    console.warn('Could not keep the tutorial state on this device', error);
  }
}

/** Ends the tour at its last step: stores the completed flag and date. */
export function finishTutorial(now = new Date()): void {
  remember({
    [TUTORIAL_STORAGE_KEYS.completed]: 'true',
    [TUTORIAL_STORAGE_KEYS.completedDate]: now.toISOString(),
    [TUTORIAL_STORAGE_KEYS.skipped]: null,
  });
  setStep(undefined);
}

/** Ends the tour early: it is over (completed flag) and was skipped (skipped flag); no completion date. */
export function skipTutorial(): void {
  remember({
    [TUTORIAL_STORAGE_KEYS.completed]: 'true',
    [TUTORIAL_STORAGE_KEYS.completedDate]: null,
    [TUTORIAL_STORAGE_KEYS.skipped]: 'true',
  });
  setStep(undefined);
}

/** The running tour's step index, or undefined when no tour runs. */
export function useTutorialStep(): number | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/** How the last tour on this device ended. */
export type TutorialOutcome =
  { kind: 'completed'; date: Date | null } | { kind: 'skipped' } | { kind: 'none' };

/** How the last tour on this device ended, from localStorage. */
export function tutorialOutcome(): TutorialOutcome {
  try {
    if (localStorage.getItem(TUTORIAL_STORAGE_KEYS.skipped) === 'true') return { kind: 'skipped' };
    if (localStorage.getItem(TUTORIAL_STORAGE_KEYS.completed) !== 'true') return { kind: 'none' };
    const date = new Date(localStorage.getItem(TUTORIAL_STORAGE_KEYS.completedDate) ?? '');
    return { kind: 'completed', date: Number.isNaN(date.getTime()) ? null : date };
  } catch {
    return { kind: 'none' };
  }
}
