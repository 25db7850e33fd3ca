import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TutorialOverlay } from './tutorial-overlay';
import { TUTORIAL_STEPS } from './tutorial-steps';
import { skipTutorial, startTutorial, tutorialOutcome } from './tutorial-store';

// The shell's pages, each saying where it is, with the tour over them.
function showApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <TutorialOverlay />
          </>
        ),
        children: TUTORIAL_STEPS.map((step) => ({ path: step.path, element: <p>page {step.path}</p> })),
      },
    ],
    { initialEntries: ['/app/settings'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tour = () => screen.getByRole('dialog');
const press = (name: string) => userEvent.click(within(tour()).getByRole('button', { name }));

afterEach(() => {
  // A tour left running by a failed test must not leak into the next.
  if (screen.queryByRole('dialog')) act(() => skipTutorial());
});

describe('TutorialOverlay', () => {
  it('should show nothing until the tour starts', () => {
    showApp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should walk through every main screen with Next and Back, then store completion and its date', async () => {
    const router = showApp();
    act(() => startTutorial());
    expect(tour()).toHaveAccessibleName(TUTORIAL_STEPS[0]!.title);
    expect(tour()).toHaveTextContent(`Step 1 of ${TUTORIAL_STEPS.length}`);
    expect(router.state.location.pathname).toBe('/app');
    // The card takes the focus, so a screen reader reads the step's title and text.
    expect(tour()).toHaveFocus();
    expect(tour()).toHaveAccessibleDescription(TUTORIAL_STEPS[0]!.body);
    expect(within(tour()).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await press('Next');
    expect(tour()).toHaveTextContent(`Step 2 of ${TUTORIAL_STEPS.length}`);
    expect(tour()).toHaveAccessibleName(TUTORIAL_STEPS[1]!.title);
    expect(tour()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/app/counselor');
    await press('Back');
    expect(router.state.location.pathname).toBe('/app');

    const visited = [];
    for (let step = 1; step < TUTORIAL_STEPS.length; step++) {
      await press('Next');
      visited.push(router.state.location.pathname);
    }
    expect(visited).toEqual([
      '/app/counselor',
      '/app/philosopher',
      '/app/journal',
      '/app/patterns',
      '/app/settings',
    ]);
    expect(within(tour()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await press('Finish');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('tutorialCompleted')).toBe('true');
    expect(localStorage.getItem('tutorialSkipped')).toBeNull();
    expect(tutorialOutcome()).toEqual({
      kind: 'completed',
      date: new Date(localStorage.getItem('tutorialCompletedDate')!),
    });
  });

  it('should skip with Escape and store the skipped flag without a completion date', async () => {
    showApp();
    act(() => startTutorial());
    await press('Next');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('tutorialSkipped')).toBe('true');
    expect(localStorage.getItem('tutorialCompleted')).toBe('true');
    expect(localStorage.getItem('tutorialCompletedDate')).toBeNull();
    expect(tutorialOutcome()).toEqual({ kind: 'skipped' });
  });
});
