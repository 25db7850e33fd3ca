import { COUNSELOR_PROFILES } from '@domain/personalities';
import { personalizedCounselorOf, selectedCounselorOf } from '@domain/questionnaire';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { saveMatchToAccount } from '../api/save-match';
import { QuestionnaireModal } from './questionnaire-modal';

vi.mock('../api/save-match', () => ({ saveMatchToAccount: vi.fn(async () => {}) }));
const saveMock = vi.mocked(saveMatchToAccount);

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <QuestionnaireModal open={open} onOpenChange={setOpen} />
    </>
  );
}

function openModal(auth: AuthContextValue = fakeAuth()) {
  return renderRoutes(
    [
      { path: '/', element: <Harness /> },
      { path: '/pricing', element: <p>pricing page</p> },
      { path: '/app/counselor', element: <p>counselor page</p> },
    ],
    '/',
    auth,
  );
}

const signedIn = fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } });
// Testing Library's async helpers wait on real timers, so under the fake clock the tests click with
// fireEvent and let time (and the promises it settles) pass with act.
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (name: string) => act(() => void fireEvent.click(screen.getByRole('button', { name })));
// An option's name is its label followed by its hint.
const option = (label: string) => screen.getByRole('button', { name: (name) => name.startsWith(label) });
const chooseOption = (label: string) => act(() => void fireEvent.click(option(label)));

beforeEach(() => {
  vi.useFakeTimers();
  saveMock.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

/** Picks an option and waits out the step delay. */
async function answer(label: string, delayMs = 300) {
  await chooseOption(label);
  await tick(delayMs);
}

/** Answers all four questions toward the healing profile and waits for the result. */
async function answerAll() {
  await answer('Emotional support');
  await answer('Gentle and nurturing');
  await answer('In difficult moments');
  await answer('Stress', 500);
}

describe('QuestionnaireModal', () => {
  it('should show step 1 of 4 with its progress and no Back button', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Find Your Perfect Counselor' });
    expect(dialog).toHaveTextContent('Step 1 of 4');
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByRole('heading', { name: 'What kind of support are you looking for?' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('should move to the next step 300 ms after a choice', async () => {
    openModal();
    await chooseOption('Anxiety and worry');
    expect(option('Anxiety and worry')).toHaveAttribute('aria-pressed', 'true');
    await tick(299);
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 4');
    await tick(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 4');
    expect(
      screen.getByRole('heading', { name: 'How would you like your counselor to talk with you?' }),
    ).toHaveFocus();
  });

  it('should go back from step 2 with the earlier choice still marked', async () => {
    openModal();
    await answer('Relationships');
    await click('Back');
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 4');
    expect(option('Relationships')).toHaveAttribute('aria-pressed', 'true');
    await answer('Life goals');
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 4');
  });

  it('should show the match 500 ms after the last answer and keep it on this device', async () => {
    openModal();
    await answer('Emotional support');
    await answer('Gentle and nurturing');
    await answer('In difficult moments');
    await chooseOption('Stress');
    await tick(499);
    expect(screen.queryByText('Perfect Match Found!')).not.toBeInTheDocument();
    await tick(1);

    expect(screen.getByRole('heading', { name: 'Perfect Match Found!' })).toHaveFocus();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Your personalized AI counselor is ready!');
    expect(dialog).toHaveTextContent(COUNSELOR_PROFILES.healing.name);
    expect(dialog).toHaveTextContent('98% match');
    // 'In difficult moments' brings the note that this is not an emergency service.
    expect(dialog).toHaveTextContent('call or text 988');
    expect(JSON.parse(localStorage.getItem('questionnaireAnswers')!)).toEqual([
      'emotional',
      'gentle',
      'crisis',
      'stress',
    ]);
    expect(JSON.parse(localStorage.getItem('personalizedCounselor')!)).toEqual(
      personalizedCounselorOf('healing'),
    );
    // The spec's app-variant record of the match, for this tab's session.
    expect(JSON.parse(sessionStorage.getItem('selectedCounselor')!)).toEqual(
      selectedCounselorOf(['emotional', 'gentle', 'crisis', 'stress'], {
        profile: 'healing',
        matchPercent: 98,
      }),
    );
    // A visitor has no account to save it to.
    expect(saveMock).not.toHaveBeenCalled();
  });

  it("should close and go to /pricing on 'Start Counseling Now' for a visitor", async () => {
    const router = openModal();
    await answerAll();
    await click('Start Counseling Now');
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should save the match to a signed-in user’s record and lead to the counselor', async () => {
    const router = openModal(signedIn);
    await answerAll();
    expect(saveMock).toHaveBeenCalledWith('u1', 'trauma-informed');
    await tick(0);
    expect(screen.getByText(/Saved to your account/)).toBeInTheDocument();
    await click('Start Counseling Now');
    expect(router.state.location.pathname).toBe('/app/counselor');
  });

  it('should say when the match could not be saved and save it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    saveMock.mockRejectedValueOnce(new Error('permission-denied'));
    openModal(signedIn);
    await answerAll();
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be saved to your account');
    await click('Try again');
    await tick(0);
    expect(screen.getByText(/Saved to your account/)).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledTimes(2);
  });

  it('should close from the result and from the close button, starting afresh when reopened', async () => {
    openModal();
    await answerAll();
    await click('Close');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await click('Reopen');
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 4');
    await answer('Anxiety and worry');
    await click('Close questionnaire');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await click('Reopen');
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 4');
    expect(option('Anxiety and worry')).toHaveAttribute('aria-pressed', 'false');
  });
});
