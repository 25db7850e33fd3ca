import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/lib/use-account';
import type { LiveState } from '@/lib/use-live-query';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { BlueprintRoute } from './blueprint';

let live: LiveState<Account>;
vi.mock('@/lib/use-account', () => ({ useAccount: () => live }));
// The data hooks are spies: a refused person must never start listening to their journal or goals.
const { useJournalEntries, useGoals } = vi.hoisted(() => ({
  useJournalEntries: vi.fn(() => ({ data: [], loading: false, error: undefined })),
  useGoals: vi.fn(() => ({ data: [], loading: false, error: undefined })),
}));
vi.mock('@/features/journal/api/use-journal-entries', () => ({ useJournalEntries }));
vi.mock('@/features/goals/api/use-goals', () => ({ useGoals }));

const user = { uid: 'u1', email: 'robin@example.com', displayName: 'Robin Reflect' };
const open = () =>
  renderRoutes(
    [{ path: '/app/blueprint', element: <BlueprintRoute /> }],
    '/app/blueprint',
    fakeAuth({ user }),
  );
/** The account, its entitlement opening the blueprints or not. */
const withBlueprints = (blueprints: boolean, overrides: Partial<Account> = {}) => {
  const base = account();
  live = {
    data: account({ ...overrides, entitlement: { ...base.entitlement, blueprints } }),
    loading: false,
  };
};

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/app/blueprint', () => {
  it('should refuse a person whose plan lacks the blueprints with Pro Only and an upgrade', () => {
    withBlueprints(false);
    open();
    expect(screen.getByText('Pro Only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(useJournalEntries).not.toHaveBeenCalled();
    expect(useGoals).not.toHaveBeenCalled();
  });

  it('should open the blueprints when the plan includes them', async () => {
    withBlueprints(true);
    open();
    expect(await screen.findByRole('button', { name: 'Download Anxiety Blueprint' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Overthinking Blueprint' })).toBeInTheDocument();
    expect(screen.queryByText('Pro Only')).not.toBeInTheDocument();
    expect(useJournalEntries).toHaveBeenCalledWith('u1');
    expect(useGoals).toHaveBeenCalledWith('u1');
  });

  it('should use the account’s counselor match', async () => {
    withBlueprints(true, { matchedCounselorPersonality: 'cognitive-behavioral' });
    open();
    expect(await screen.findByText(/Your questionnaire matched you with Quinn/)).toBeInTheDocument();
  });

  it('should fall back to the match stored on this device', async () => {
    localStorage.setItem(
      'personalizedCounselor',
      JSON.stringify({ name: 'Sage', personality: 'mindfulness-based' }),
    );
    withBlueprints(true);
    open();
    expect(await screen.findByText(/Your questionnaire matched you with Sage/)).toBeInTheDocument();
  });

  it('should wait for the plan before deciding', () => {
    live = { loading: true };
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Pro Only')).not.toBeInTheDocument();
  });

  it('should say so when the plan cannot be checked', () => {
    live = { loading: false, error: new Error('offline') };
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not check your plan.');
    expect(useJournalEntries).not.toHaveBeenCalled();
  });
});
