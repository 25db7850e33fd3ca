import { COUNSELOR_PROFILES, PERSONALIZED_COUNSELOR_LABEL } from '@domain/personalities';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/lib/use-account';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { PhilosopherRoute } from './philosopher';

let record: Account | undefined;
vi.mock('@/lib/use-account', () => ({ useAccount: () => ({ data: record, loading: !record }) }));
const saveMatch = vi.hoisted(() => vi.fn());
vi.mock('@/features/onboarding/api/use-save-match', () => ({
  useSaveMatch: () => ({ mutate: saveMatch }),
}));
// The chat has its own tests; here it shows the personality it would talk as.
vi.mock('@/features/chat/components/chat-panel', () => ({
  ChatPanel: (props: { personality: { label: string } }) => (
    <output aria-label="personality">{props.personality.label}</output>
  ),
}));

const user = { uid: 'u1', email: 'robin@example.com', displayName: 'Robin Reflect' };
const open = () =>
  renderRoutes(
    [{ path: '/app/philosopher', element: <PhilosopherRoute /> }],
    '/app/philosopher',
    fakeAuth({ user }),
  );
const kai = COUNSELOR_PROFILES.motivational;

afterEach(() => {
  localStorage.clear();
  record = undefined;
  saveMatch.mockReset();
});

describe('/app/philosopher', () => {
  it('should lead back to Home', () => {
    open();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/app');
  });

  it('should carry a counselor matched before sign-up over to the account, as on the counselor page', () => {
    localStorage.setItem(
      'personalizedCounselor',
      JSON.stringify({ name: kai.name, personality: kai.personality }),
    );
    record = account();
    open();
    expect(saveMatch).toHaveBeenCalledWith({ uid: 'u1', personality: kai.personality });
  });

  it("should talk as the account's matched counselor until the person picks another", () => {
    record = account({ completedCounselorQuestionnaire: true, matchedCounselorPersonality: kai.personality });
    open();
    expect(screen.getByRole('status', { name: 'personality' })).toHaveTextContent(
      PERSONALIZED_COUNSELOR_LABEL,
    );
  });
});
