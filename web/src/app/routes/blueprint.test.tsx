import type { UserRecordJson } from '@domain/user';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRecord } from '../../test/fixtures';
import { fakeAuth, renderRoutes } from '../../test/render-with-auth';
import { BlueprintRoute } from './blueprint';

let record: { data?: UserRecordJson; isPending: boolean; isError: boolean };
vi.mock('../../lib/use-user-record', () => ({ useUserRecord: () => record }));
// The data hooks are spies: a refused person must never start listening to their journal or goals.
const { useJournalEntries, useGoals } = vi.hoisted(() => ({
  useJournalEntries: vi.fn(() => ({ data: [], loading: false, error: undefined })),
  useGoals: vi.fn(() => ({ data: [], loading: false, error: undefined })),
}));
vi.mock('../../features/journal/api/use-journal-entries', () => ({ useJournalEntries }));
vi.mock('../../features/goals/api/use-goals', () => ({ useGoals }));

const user = { uid: 'u1', email: 'robin@example.com', displayName: 'Robin Reflect' };
const open = () =>
  renderRoutes(
    [{ path: '/app/blueprint', element: <BlueprintRoute /> }],
    '/app/blueprint',
    fakeAuth({ user }),
  );
const withPlan = (subscriptionPlan: UserRecordJson['subscriptionPlan']) => {
  record = { data: userRecord({ subscriptionPlan }), isPending: false, isError: false };
};

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/app/blueprint', () => {
  it.each([null, 'basic'] as const)(
    'should refuse subscriptionPlan %s with Pro Only and an upgrade',
    (plan) => {
      withPlan(plan);
      open();
      expect(screen.getByText('Pro Only')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
      expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
      expect(useJournalEntries).not.toHaveBeenCalled();
      expect(useGoals).not.toHaveBeenCalled();
    },
  );

  it.each(['pro', 'elite'] as const)('should open the blueprints to subscriptionPlan %s', async (plan) => {
    withPlan(plan);
    open();
    expect(await screen.findByRole('button', { name: 'Download Anxiety Blueprint' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Overthinking Blueprint' })).toBeInTheDocument();
    expect(screen.queryByText('Pro Only')).not.toBeInTheDocument();
    expect(useJournalEntries).toHaveBeenCalledWith('u1');
    expect(useGoals).toHaveBeenCalledWith('u1');
  });

  it('should use the account’s counselor match', async () => {
    record = {
      data: userRecord({ subscriptionPlan: 'pro', matchedCounselorPersonality: 'cognitive-behavioral' }),
      isPending: false,
      isError: false,
    };
    open();
    expect(await screen.findByText(/Your questionnaire matched you with Quinn/)).toBeInTheDocument();
  });

  it('should fall back to the match stored on this device', async () => {
    localStorage.setItem(
      'personalizedCounselor',
      JSON.stringify({ name: 'Sage', personality: 'mindfulness-based' }),
    );
    withPlan('elite');
    open();
    expect(await screen.findByText(/Your questionnaire matched you with Sage/)).toBeInTheDocument();
  });

  it('should wait for the plan before deciding', () => {
    record = { isPending: true, isError: false };
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Pro Only')).not.toBeInTheDocument();
  });

  it('should say so when the plan cannot be checked', () => {
    record = { isPending: false, isError: true };
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not check your plan.');
    expect(useJournalEntries).not.toHaveBeenCalled();
  });
});
