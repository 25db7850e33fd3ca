import { deviceTimeZone } from '@domain/time';
import { DEFAULT_SETTINGS, type UserSettings } from '@domain/settings';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteToken, getToken, isSupported } from 'firebase/messaging';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { testQueryClient, withQueryClient } from '@/test/render-with-auth';
import { RemindersSection } from './reminders-section';

// Cloud Messaging, the API and the Firebase app are replaced at their module boundary; the browser's
// Notification and service worker are stubbed below. What runs is the app's own code between them.
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(),
  deleteToken: vi.fn(),
}));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ firebase: () => ({ app: { name: 'app' } }) }));
vi.mock('@/config/env', () => ({ env: { fcmVapidKey: 'test-vapid-key' } }));

const REASON = 'So we can remind you to journal at 20:00, your browser will ask to allow notifications.';
const registration = { scope: '/' };
const timeZone = deviceTimeZone();

/** The browser's Notification: a permission and a prompt that answers `answer`. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return notification;
}

/** The section with a form of its own, as the Settings page holds it; `saved` as on the account. */
function Section({ initial, saved }: { initial: UserSettings; saved: UserSettings }) {
  const [values, setValues] = useState(initial);
  const form = {
    values,
    setFlag: (key: 'notifications' | 'dataExport' | 'autoSave', value: boolean) =>
      setValues((current) => ({ ...current, [key]: value })),
    setReminderTime: (reminderTime: string) => setValues((current) => ({ ...current, reminderTime })),
  };
  return <RemindersSection form={form} saved={saved} disabled={false} />;
}

const OFF: UserSettings = { ...DEFAULT_SETTINGS, notifications: false };

function show(initial: UserSettings = OFF, saved: UserSettings = initial) {
  const client = testQueryClient();
  const view = render(<Section initial={initial} saved={saved} />, {
    wrapper: ({ children }: { children: ReactNode }) => withQueryClient(children, client),
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  env.fcmVapidKey = 'test-vapid-key';
  vi.mocked(isSupported).mockResolvedValue(true);
  vi.mocked(getToken).mockResolvedValue('device-token');
  vi.mocked(deleteToken).mockResolvedValue(true);
  vi.mocked(apiRequest).mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('RemindersSection', () => {
  it('should never ask the browser on its own: not on opening Settings, not with reminders already on', async () => {
    const notification = stubNotifications('default');
    show();
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    cleanup();
    show(DEFAULT_SETTINGS);
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('should say why first when reminders are turned on, then ask and register this device at the chosen time', async () => {
    const notification = stubNotifications('default');
    notification.requestPermission.mockImplementation(async () => {
      // The reason is on screen before the browser's own question.
      expect(screen.getByText(REASON.replace('20:00', '07:30'))).toBeInTheDocument();
      notification.permission = 'granted';
      return 'granted';
    });
    const { user } = show();
    await user.click(screen.getByRole('switch', { name: 'Journal Reminders' }));
    await user.selectOptions(screen.getByLabelText('Remind me at'), '07:30');
    expect(notification.requestPermission).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Allow notifications' }));

    expect(
      await screen.findByText('Reminders come to this browser as notifications at 07:30.'),
    ).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: 'test-vapid-key',
      serviceWorkerRegistration: registration,
    });
    expect(apiRequest).toHaveBeenCalledWith('/api/reminders/token', {
      method: 'POST',
      body: { token: 'device-token', time: '07:30', timeZone },
    });
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
  });

  it('should say plainly when the person refuses, keep the banner, and register nothing', async () => {
    stubNotifications('default', 'denied');
    const { user } = show(DEFAULT_SETTINGS);
    await user.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    expect(
      await screen.findByText(
        /Notifications are blocked for ReflectAI in this browser, so your reminder is the banner on Home/,
      ),
    ).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a browser without Cloud Messaging',
      () => vi.mocked(isSupported).mockResolvedValue(false),
      /This browser cannot show notifications from ReflectAI, so your reminder is the banner on Home/,
    ],
    [
      'no Web Push key (the emulators)',
      () => (env.fcmVapidKey = undefined),
      /Notifications are not set up for this copy of ReflectAI, so your reminder is the banner on Home/,
    ],
  ])('should fall back to the banner, never asking, with %s', async (_case, arrange, message) => {
    const notification = stubNotifications('default');
    arrange();
    show(DEFAULT_SETTINGS);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('should say so when registering fails, and let the person try again', async () => {
    stubNotifications('default');
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    const { user } = show(DEFAULT_SETTINGS);
    await user.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    expect(await screen.findByText(/Notifications could not be turned on just now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Reminders come to this browser as notifications at 20:00.'),
    ).toBeInTheDocument();
  });

  it('should keep an allowed device in step with the saved settings: a new time sent, reminders off dropped', async () => {
    stubNotifications('granted');
    const saved = { ...DEFAULT_SETTINGS, timeZone: 'Europe/Paris' };
    const view = show(saved);
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith('/api/reminders/token', {
        method: 'POST',
        body: { token: 'device-token', time: '20:00', timeZone: 'Europe/Paris' },
      }),
    );
    const later = { ...saved, reminderTime: '21:15' };
    view.rerender(<Section initial={later} saved={later} />);
    await waitFor(() =>
      expect(apiRequest).toHaveBeenLastCalledWith('/api/reminders/token', {
        method: 'POST',
        body: { token: 'device-token', time: '21:15', timeZone: 'Europe/Paris' },
      }),
    );
    const off = { ...later, notifications: false };
    view.rerender(<Section initial={off} saved={off} />);
    await waitFor(() => expect(deleteToken).toHaveBeenCalled());
    expect(apiRequest).toHaveBeenLastCalledWith('/api/reminders/token', {
      method: 'DELETE',
      body: { token: 'device-token' },
    });
  });

  it('should not touch a device that had reminders off when Settings opened, until they are saved on', async () => {
    stubNotifications('granted');
    const { user } = show(OFF);
    await user.click(screen.getByRole('switch', { name: 'Journal Reminders' }));
    expect(
      await screen.findByText('Reminders come to this browser as notifications at 20:00.'),
    ).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
    expect(deleteToken).not.toHaveBeenCalled();
  });

  it('should say it is turning notifications on, and take no second click meanwhile', async () => {
    const notification = stubNotifications('default');
    let registered: () => void = () => {};
    vi.mocked(apiRequest).mockReturnValueOnce(new Promise<void>((resolve) => (registered = resolve)));
    const { user } = show(DEFAULT_SETTINGS);
    await user.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    const turningOn = await screen.findByRole('button', { name: 'Turning on...' });
    expect(turningOn).toBeDisabled();
    await user.click(turningOn);
    registered();
    expect(
      await screen.findByText('Reminders come to this browser as notifications at 20:00.'),
    ).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('should say so when keeping an allowed device in step fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubNotifications('granted');
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    show(DEFAULT_SETTINGS);
    expect(await screen.findByText(/Notifications could not be turned on just now/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Reminders on this device could not be updated', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    error.mockRestore();
  });
});
