import { deviceTimeZone } from '@domain/time';
import { entitlement } from '@domain/plans';
import { DEFAULT_SETTINGS, type UserSettings } from '@domain/settings';
import { act, cleanup, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TUTORIAL_STEPS } from '@/components/tutorial/tutorial-steps';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useAccount, type Account, type UserDocument } from '@/lib/use-account';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { cancelSubscription } from '../api/cancel-subscription';
import { openBillingPortal } from '../api/open-billing-portal';
import { resetCounselor } from '../api/reset-counselor';
import { saveSettings } from '@/lib/save-settings';
import { SettingsPage } from './settings-page';
import { TutorialOverlay } from '@/components/tutorial/tutorial-overlay';

vi.mock('@/lib/use-account', () => ({ useAccount: vi.fn() }));
vi.mock('@/lib/save-settings', () => ({ saveSettings: vi.fn() }));
vi.mock('../api/reset-counselor', () => ({ resetCounselor: vi.fn() }));
vi.mock('../api/cancel-subscription', () => ({ cancelSubscription: vi.fn() }));
vi.mock('../api/open-billing-portal', () => ({ openBillingPortal: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
// The person's own data has its own tests; here it only has to be in Data & Privacy.
vi.mock('./export-data-buttons', () => ({ ExportDataButtons: () => <p>export data buttons</p> }));
vi.mock('./delete-account-section', () => ({ DeleteAccountSection: () => <p>delete account section</p> }));

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A trial account two and a half days in (5 days left) with the given settings. */
function account(overrides: Partial<UserDocument> = {}): Account {
  const stored: UserDocument = {
    username: 'robin',
    name: 'Robin',
    email: 'robin@example.com',
    trialStartedAt: new Date(NOW.getTime() - 2.5 * DAY),
    createdAt: new Date(NOW.getTime() - 2.5 * DAY),
    trialPlan: null,
    subscriptionPlan: null,
    subscriptionStatus: null,
    isVipUser: false,
    completedCounselorQuestionnaire: false,
    matchedCounselorPersonality: null,
    settings: DEFAULT_SETTINGS,
    hasSettings: false,
    labs: { lookBack: false },
    ...overrides,
  };
  return { ...stored, entitlement: entitlement(stored, NOW) };
}

function serve(state: Partial<ReturnType<typeof useAccount>>) {
  vi.mocked(useAccount).mockReturnValue({ data: undefined, loading: false, error: undefined, ...state });
}

const withSettings = (settings: Partial<UserSettings>) =>
  account({ settings: { ...DEFAULT_SETTINGS, ...settings }, hasSettings: true });

function showSettings(data: Account = account(), email: string | null = 'robin@example.com') {
  serve({ data });
  return renderRoutes(
    [
      {
        // Like the app shell: the toasts and the tour stay while the pages change.
        element: (
          <>
            <Outlet />
            <TutorialOverlay />
            <Toaster />
          </>
        ),
        children: [
          { path: '/app/settings', element: <SettingsPage /> },
          { path: '/', element: <p>landing page</p> },
          { path: '/app', element: <p>home page</p> },
        ],
      },
    ],
    '/app/settings',
    fakeAuth({ user: { uid: 'u1', email, displayName: 'Robin' } }),
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const saveButton = () =>
  screen.getByRole('button', { name: /Save Settings|No Changes to Save|Saving\.\.\./ });
const discardButton = () => screen.getByRole('button', { name: /Discard Changes|No Changes$/ });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // Radix's switch and radio measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  vi.mocked(saveSettings).mockReset();
  vi.mocked(saveSettings).mockImplementation((uid) => ({ id: uid, synced: Promise.resolve() }));
  document.documentElement.className = '';
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/app/settings', () => {
  it('should say it is loading', () => {
    serve({ loading: true });
    renderRoutes(
      [{ path: '/', element: <SettingsPage /> }],
      '/',
      fakeAuth({ user: { uid: 'u1', email: null, displayName: null } }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings...');
  });

  it('should show the sections in the spec’s order, the person’s data within Data & Privacy', () => {
    showSettings();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Your Profile',
      'Free Trial Status',
      'Appearance',
      'Notifications',
      'Subscription',
      'Counselor Settings',
      'Data & Privacy',
      'Pro Features',
      'Labs',
      'Help & Support',
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(section('Data & Privacy')).toHaveTextContent('export data buttons');
    expect(section('Data & Privacy')).toHaveTextContent('delete account section');
  });

  it('should explain when the settings cannot be loaded', () => {
    serve({ error: new Error('offline') });
    renderRoutes(
      [{ path: '/', element: <SettingsPage /> }],
      '/',
      fakeAuth({ user: { uid: 'u1', email: null, displayName: null } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your settings could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
  });

  it('should show the profile and the trial with its days left and the way to upgrade', () => {
    showSettings();
    const profile = section('Your Profile');
    expect(profile).toHaveTextContent('robin');
    expect(profile).toHaveTextContent('robin@example.com');
    expect(profile).toHaveTextContent('Trial');
    expect(profile).toHaveTextContent('StatusFree Trial');
    expect(profile).toHaveTextContent('PlanBasic (trial)');
    expect(profile).toHaveTextContent('Trial Days Left5 days');
    const trial = section('Free Trial Status');
    expect(trial).toHaveTextContent('Trial Period Active');
    expect(trial).toHaveTextContent('Days Remaining5 days');
    expect(within(trial).getByRole('link', { name: 'Upgrade to Keep Full Access' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(section('Subscription')).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('should show an ended trial as no subscription, with Member Since and no trial section', () => {
    showSettings(account({ trialStartedAt: new Date('2026-01-05T10:00:00Z'), email: '' }));
    expect(section('Your Profile')).toHaveTextContent('robin@example.com');
    expect(section('Your Profile')).toHaveTextContent('StatusInactive');
    expect(section('Your Profile')).toHaveTextContent('Member Since');
    expect(screen.queryByRole('region', { name: 'Free Trial Status' })).not.toBeInTheDocument();
    const subscription = section('Subscription');
    expect(subscription).toHaveTextContent('No Active Subscription');
    expect(subscription).toHaveTextContent('Expired');
    expect(subscription).toHaveTextContent('Limited access to features');
    expect(within(subscription).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('should say when there is no email, and Recent when the trial start is unknown', () => {
    showSettings(account({ email: '', trialStartedAt: new Date(0) }), null);
    expect(section('Your Profile')).toHaveTextContent('No email provided');
    expect(section('Your Profile')).toHaveTextContent('Member SinceRecent');
  });

  it('should confirm before cancelling an active subscription, then say until when access lasts', async () => {
    vi.mocked(cancelSubscription).mockResolvedValue({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-24T12:00:00.000Z',
    });
    showSettings(account({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    const subscription = section('Subscription');
    expect(subscription).toHaveTextContent('Pro Plan');
    expect(subscription).toHaveTextContent('Active');
    await user().click(within(subscription).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toHaveFocus();
    await user().click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelSubscription).not.toHaveBeenCalled();

    await user().click(within(subscription).getByRole('button', { name: 'Cancel Subscription' }));
    await user().click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await screen.findByText('Subscription canceled')).toBeInTheDocument();
    expect(cancelSubscription).toHaveBeenCalledWith();
    expect(screen.getByText(/You keep access until December 24, 2026/)).toBeInTheDocument();
  });

  it('should say when cancelling fails, and open the billing portal', async () => {
    vi.mocked(cancelSubscription).mockRejectedValue(new Error('Could not reach the server.'));
    vi.mocked(openBillingPortal).mockReturnValue(new Promise(() => {}));
    showSettings(account({ subscriptionPlan: 'basic', subscriptionStatus: 'active' }));
    const subscription = section('Subscription');
    await user().click(within(subscription).getByRole('button', { name: 'Cancel Subscription' }));
    await user().click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await screen.findByText('Could not cancel')).toBeInTheDocument();
    await user().click(within(subscription).getByRole('button', { name: 'Manage billing' }));
    expect(openBillingPortal).toHaveBeenCalledWith();
    expect(within(subscription).getByRole('button', { name: 'Opening billing...' })).toBeDisabled();
  });

  it("should offer a Stripe trial's cancel and billing, and no upgrade to a plan already chosen", () => {
    const stripeTrialEnd = new Date(NOW.getTime() + 3 * DAY);
    showSettings(account({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing', stripeTrialEnd }));
    expect(section('Free Trial Status')).toHaveTextContent('Stripe Free Trial Active');
    expect(within(section('Free Trial Status')).queryByRole('link')).not.toBeInTheDocument();
    const subscription = section('Subscription');
    expect(subscription).toHaveTextContent('3 days remaining; your plan starts when the trial ends.');
    expect(within(subscription).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(within(subscription).getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('should say when a payment is due, and when a cancelled plan ends, with nothing left to cancel', () => {
    showSettings(account({ subscriptionPlan: 'pro', subscriptionStatus: 'past_due' }));
    expect(section('Subscription')).toHaveTextContent('Payment due');
    expect(section('Subscription')).toHaveTextContent('You keep your plan while your card is retried.');
    cleanup();
    const currentPeriodEnd = new Date(NOW.getTime() + 10 * DAY);
    showSettings(
      account({
        subscriptionPlan: 'pro',
        subscriptionStatus: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd,
      }),
    );
    const subscription = section('Subscription');
    expect(subscription).toHaveTextContent('Active');
    expect(subscription).toHaveTextContent(/you keep full access until/);
    expect(
      within(subscription).queryByRole('button', { name: 'Cancel Subscription' }),
    ).not.toBeInTheDocument();
  });

  it('should offer Blueprints to Pro and Elite, and Pro Only with Upgrade to others', () => {
    showSettings(account({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }));
    expect(within(section('Pro Features')).getByRole('link', { name: 'Access Blueprints' })).toHaveAttribute(
      'href',
      '/app/blueprint',
    );
    cleanup();
    showSettings();
    const pro = section('Pro Features');
    expect(pro).toHaveTextContent('Pro Only');
    expect(within(pro).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
  });

  it('should let Elite switch a Labs feature on, saved through the API at once', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ labs: { lookBack: true } });
    showSettings(account({ subscriptionPlan: 'elite', subscriptionStatus: 'active' }));
    const lookBack = within(section('Labs')).getByRole('switch', { name: 'Look back' });
    expect(lookBack).toHaveAttribute('aria-checked', 'false');
    await user().click(lookBack);
    expect(apiRequest).toHaveBeenCalledWith('/api/labs', { body: { feature: 'lookBack', enabled: true } });
    // Not a setting of the form: nothing waits for Save Settings.
    expect(saveButton()).toHaveTextContent('No Changes to Save');
  });

  it('should show a Labs feature as the account has it, and say when the server refuses the plan', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError(403, 'Subscription required', 'subscription_required'),
    );
    showSettings(
      account({ subscriptionPlan: 'elite', subscriptionStatus: 'active', labs: { lookBack: true } }),
    );
    const lookBack = within(section('Labs')).getByRole('switch', { name: 'Look back' });
    expect(lookBack).toHaveAttribute('aria-checked', 'true');
    await user().click(lookBack);
    expect(await within(section('Labs')).findByRole('alert')).toHaveTextContent(
      'Labs come with Elite, and your plan no longer includes them.',
    );
  });

  it('should show anyone else what is in Labs and the way to Elite, with no switch', () => {
    showSettings(account({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    const labs = section('Labs');
    expect(labs).toHaveTextContent('Early access to new features is an Elite feature.');
    expect(labs).toHaveTextContent('Look back');
    expect(within(labs).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(labs).getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('should start with no changes: both buttons disabled with their no-change labels', () => {
    showSettings();
    expect(saveButton()).toHaveTextContent('No Changes to Save');
    expect(saveButton()).toBeDisabled();
    expect(discardButton()).toHaveTextContent('No Changes');
    expect(discardButton()).toBeDisabled();
    expect(screen.queryByText('Changes pending')).not.toBeInTheDocument();
  });

  it('should apply a chosen theme at once and mark the change pending', async () => {
    showSettings();
    expect(screen.getByText('Follows your system preference')).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.queryByText('Follows your system preference')).not.toBeInTheDocument();
    expect(screen.getByText('Changes pending')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save Settings');
    expect(saveButton()).toBeEnabled();
  });

  it("should save on the account, show 'Saving...' for 800 ms, then confirm", async () => {
    showSettings();
    await user().click(screen.getByRole('radio', { name: 'Dark' }));
    await user().click(screen.getByRole('switch', { name: 'Journal Reminders' }));
    await user().click(screen.getByRole('switch', { name: 'Export Data' }));
    await user().click(screen.getByRole('switch', { name: 'Auto-Save' }));
    vi.useFakeTimers({ now: NOW });
    await act(async () => saveButton().click());
    // TanStack Query tells the screen how a mutation stands a tick later (here, and once it settles).
    await act(() => vi.advanceTimersByTimeAsync(0));

    // Memory, set on its own screen, is saved as it is.
    expect(saveSettings).toHaveBeenCalledWith('u1', {
      theme: 'dark',
      notifications: false,
      reminderTime: '20:00',
      // Reminder times are read where the device that saved them is.
      timeZone: deviceTimeZone(),
      dataExport: true,
      autoSave: false,
      memoryEnabled: true,
    });
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText('Changes pending')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(saveButton()).toHaveTextContent('Saving...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saveButton()).toHaveTextContent('No Changes to Save');
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been updated successfully.')).toBeInTheDocument();
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });

  it('should save a reminder time chosen on the quarter hour, and hide it while reminders are off', async () => {
    showSettings();
    await user().click(screen.getByRole('switch', { name: 'Journal Reminders' }));
    expect(screen.queryByLabelText('Remind me at')).not.toBeInTheDocument();
    await user().click(screen.getByRole('switch', { name: 'Journal Reminders' }));
    await user().selectOptions(screen.getByLabelText('Remind me at'), '07:30');
    expect(screen.getByText('Changes pending')).toBeInTheDocument();
    await act(async () => saveButton().click());
    expect(saveSettings).toHaveBeenCalledWith('u1', expect.objectContaining({ reminderTime: '07:30' }));
  });

  /** Makes the next save write on the device, then hands back how to have the server refuse it. */
  function refuseOnSync(): (error: Error) => void {
    let refuse!: (error: Error) => void;
    vi.mocked(saveSettings).mockReturnValue({
      id: 'u1',
      synced: new Promise((_resolve, reject) => (refuse = reject)),
    });
    return (error) => refuse(error);
  }

  it('should keep the changes and say so when the server refuses them', async () => {
    const refuse = refuseOnSync();
    showSettings();
    await user().click(screen.getByRole('switch', { name: 'Auto-Save' }));
    await user().click(saveButton());
    await act(async () => refuse(new Error('Your settings could not be saved.')));
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByText('Settings not saved')).toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-Save' })).not.toBeChecked();
    expect(screen.getByText('Changes pending')).toBeInTheDocument();
  });

  it('should say so, keep the changes and write nothing when the settings are not valid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(saveSettings).mockImplementation(() => {
      throw new Error('reminderTime: invalid');
    });
    showSettings();
    await user().click(screen.getByRole('switch', { name: 'Auto-Save' }));
    await user().click(saveButton());
    expect(await screen.findByText('Please check your choices and try again.')).toBeInTheDocument();
    expect(screen.getByText('Settings not saved')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Settings were not valid', expect.any(Error));
    expect(saveButton()).toHaveTextContent('Save Settings');
    expect(saveButton()).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Auto-Save' })).not.toBeChecked();
    error.mockRestore();
  });

  it('should put the changes back and say so when the server refuses them after the confirmation', async () => {
    const refuse = refuseOnSync();
    showSettings();
    await user().click(screen.getByRole('switch', { name: 'Auto-Save' }));
    await user().click(saveButton());
    await act(() => vi.advanceTimersByTimeAsync(802));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('No Changes to Save');
    await act(async () => refuse(new Error('Your settings could not be saved.')));
    expect(
      screen.getByText('Your settings could not be saved. Your changes are still here; please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-Save' })).not.toBeChecked();
    expect(saveButton()).toHaveTextContent('Save Settings');
  });

  it('should discard changes back to the saved settings, theme included', async () => {
    showSettings(withSettings({ theme: 'light', dataExport: true }));
    await user().click(screen.getByRole('radio', { name: 'Dark' }));
    await user().click(screen.getByRole('switch', { name: 'Export Data' }));
    expect(screen.getByRole('switch', { name: 'Export Data' })).not.toBeChecked();
    await user().click(discardButton());

    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Export Data' })).toBeChecked();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByText('Changes discarded')).toBeInTheDocument();
    expect(screen.getByText('Your unsaved changes have been reset to current settings.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('should cancel like Discard while changes are pending, and leave for / when there are none', async () => {
    const router = showSettings();
    await user().click(screen.getByRole('switch', { name: 'Auto-Save' }));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Changes discarded')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-Save' })).toBeChecked();
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('should put the saved theme back when leaving with an unsaved one', async () => {
    const router = showSettings(withSettings({ theme: 'light' }));
    await user().click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    await user().click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('light');
  });

  it('should show the matched counselor and reset it: answers forgotten, home, and a toast', async () => {
    vi.mocked(resetCounselor).mockReturnValue({ id: 'u1', synced: Promise.resolve() });
    localStorage.setItem(
      'personalizedCounselor',
      JSON.stringify({
        name: 'Quinn',
        specialty: 'Overthinking and thought patterns',
        description: 'A structured thinker.',
      }),
    );
    const router = showSettings(
      account({ completedCounselorQuestionnaire: true, matchedCounselorPersonality: 'cognitive-behavioral' }),
    );
    const counselor = section('Counselor Settings');
    expect(counselor).toHaveTextContent('Quinn');
    expect(counselor).toHaveTextContent('Matched');
    expect(counselor).toHaveTextContent('Overthinking and thought patterns');
    await user().click(within(counselor).getByRole('button', { name: 'Find New Counselor' }));
    expect(resetCounselor).toHaveBeenCalledWith('u1');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Counselor reset')).toBeInTheDocument();
    expect(
      screen.getByText('Visit the home page to find a new personalized counselor match.'),
    ).toBeInTheDocument();
  });

  it("should show the account's match from another device, or invite a first match", () => {
    showSettings(account({ matchedCounselorPersonality: 'solution-focused' }));
    expect(section('Counselor Settings')).toHaveTextContent('Morgan');
    cleanup();
    showSettings();
    const counselor = section('Counselor Settings');
    expect(counselor).toHaveTextContent('No Personalized Counselor');
    expect(within(counselor).getByRole('link', { name: 'Find My Counselor' })).toHaveAttribute('href', '/');
  });

  it('should start the tour with a toast, and store a skip', async () => {
    const router = showSettings();
    expect(section('Help & Support')).toHaveTextContent('New here?');
    await user().click(screen.getByRole('button', { name: 'Start Tutorial' }));
    expect(screen.getByText('Tutorial Started')).toBeInTheDocument();
    const tour = await screen.findByRole('dialog', { name: TUTORIAL_STEPS[0]!.title });
    expect(tour).toHaveTextContent(`Step 1 of ${TUTORIAL_STEPS.length}`);
    expect(router.state.location.pathname).toBe('/app');
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('tutorialSkipped')).toBe('true');
  });
});
