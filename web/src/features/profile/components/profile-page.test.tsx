import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateDoc } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { useAccount, type Account } from '@/lib/use-account';
import type { LiveState } from '@/lib/use-live-query';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/use-account', () => ({ useAccount: vi.fn() }));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));
vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), useToast: () => ({ toast }) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  serverTimestamp: () => 'server-time',
  updateDoc: vi.fn(),
}));

const NOW = new Date('2026-11-22T10:00:00.000Z');

function showProfile(state: Partial<LiveState<Account>>) {
  vi.mocked(useAccount).mockReturnValue({ loading: false, ...state });
  renderRoutes(
    [{ path: '/app/profile', element: <ProfilePage /> }],
    '/app/profile',
    fakeAuth({ user: { uid: 'user-1', email: 'robin@example.com', displayName: 'Robin' } }),
  );
}

const details = () => screen.getByRole('region', { name: 'Your details' });
const form = () => screen.getByRole('form', { name: 'Edit profile' });
const user = () => userEvent.setup();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(updateDoc).mockReset().mockResolvedValue();
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/app/profile', () => {
  it('should show name, username, email, member since, the trial and the counselor match', () => {
    localStorage.setItem(
      'personalizedCounselor',
      JSON.stringify({ name: 'Sage', specialty: 'Mindfulness', description: '' }),
    );
    showProfile({
      data: account({
        name: 'Robin Park',
        createdAt: new Date('2026-11-20T09:00:00.000Z'),
        matchedCounselorPersonality: 'empathetic-listener',
      }),
    });
    expect(details()).toHaveTextContent('NameRobin Park');
    expect(details()).toHaveTextContent('Username@robin');
    expect(details()).toHaveTextContent('Emailrobin@example.com');
    expect(details()).toHaveTextContent(/Member since.*2026/);
    expect(details()).toHaveTextContent('PlanFree trial');
    expect(details()).toHaveTextContent(/Hope.*Anxiety and emotional support/);
    expect(details()).toHaveTextContent('On this device: Sage, Mindfulness');
  });

  it('should name a paid plan and offer the questionnaire when there is no match', () => {
    const entitlement = { ...account().entitlement, source: 'subscription', tier: 'elite' } as const;
    showProfile({ data: account({ subscriptionPlan: 'elite', entitlement }) });
    expect(details()).toHaveTextContent('PlanElite');
    expect(within(details()).getByRole('link', { name: 'Find my counselor' })).toHaveAttribute(
      'href',
      '/counselor-questionnaire',
    );
  });

  it('should lead to what the counselor remembers', () => {
    showProfile({ data: account() });
    expect(screen.getByRole('link', { name: 'What your counselor remembers' })).toHaveAttribute(
      'href',
      '/app/memory',
    );
  });

  it('should say so while the profile loads', () => {
    showProfile({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
  });

  it('should offer to try again when the profile cannot be loaded', () => {
    showProfile({ error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should save a new name and username with the server time', async () => {
    showProfile({ data: account() });
    const save = within(form()).getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    await user().clear(within(form()).getByLabelText('Name'));
    await user().type(within(form()).getByLabelText('Name'), ' Robin Park ');
    await user().clear(within(form()).getByLabelText('Username'));
    await user().type(within(form()).getByLabelText('Username'), 'robin.park');
    await user().click(save);
    expect(updateDoc).toHaveBeenCalledWith('users/user-1', {
      name: 'Robin Park',
      username: 'robin.park',
      updatedAt: 'server-time',
    });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile saved' })),
    );
  });

  it('should explain what a username may hold and save nothing', async () => {
    showProfile({ data: account() });
    await user().clear(within(form()).getByLabelText('Username'));
    await user().type(within(form()).getByLabelText('Username'), 'Robin Park!');
    await user().click(within(form()).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form()).findByText(
        'Use 3 to 30 characters: lower-case letters, numbers, dots, underscores or hyphens.',
        { selector: '[id$="-error"]' },
      ),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Username')).toHaveValue('Robin Park!');
    expect(updateDoc).not.toHaveBeenCalled();
  });

  it('should show a failed save and keep what was typed', async () => {
    vi.mocked(updateDoc).mockRejectedValue(new Error('permission-denied'));
    showProfile({ data: account() });
    await user().type(within(form()).getByLabelText('Name'), ' Park');
    await user().click(within(form()).getByRole('button', { name: 'Save profile' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Your profile could not be saved.');
    expect(within(form()).getByLabelText('Name')).toHaveValue('Robin Park');
  });
});
