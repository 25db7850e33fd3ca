import type { UserSettings } from '@domain/settings';
import { useEffect, useRef, useState } from 'react';
import { pushState, type PushState, type ReminderSchedule } from '@/lib/push-reminders';
import { useAllowPushReminders } from './api/allow-push-reminders';
import { useSyncPushReminders } from './api/sync-push-reminders';

/** Where this device stands with reminders as notifications; `failed` when turning them on went wrong. */
export type PushStatus = PushState | 'failed';

/** Journal reminders as notifications on this device, for the Settings page. */
export interface PushReminders {
  /** Undefined until the device has been checked. */
  status: PushStatus | undefined;
  /** `allow` is under way: the browser is asking, or the server is being told. */
  allowing: boolean;
  /** Asks the browser's permission (the person turned reminders on) and registers this device. */
  allow: (schedule: ReminderSchedule) => void;
}

/**
 * This device's push state, never asking on its own: only `allow` may make the browser ask. Once
 * notifications are allowed, the device's registration follows the saved settings: a new time or zone
 * is sent again, and reminders saved as off drop the device.
 */
export function usePushReminders(saved: UserSettings): PushReminders {
  const [status, setStatus] = useState<PushStatus>();
  const allowing = useAllowPushReminders();
  const { mutate: sync } = useSyncPushReminders((error) => {
    console.error('Reminders on this device could not be updated', error);
    setStatus('failed');
  });

  useEffect(() => {
    let current = true;
    void pushState().then((state) => current && setStatus(state));
    return () => {
      current = false;
    };
  }, []);

  const { notifications, reminderTime: time, timeZone } = saved;
  const synced = useRef<string>(undefined);
  useEffect(() => {
    if (status !== 'granted') return;
    const key = `${notifications} ${time} ${timeZone}`;
    if (key === synced.current) return;
    const first = synced.current === undefined;
    synced.current = key;
    // Off when the page opened: nothing registered here to drop.
    if (!notifications && first) return;
    sync({ notifications, time, timeZone });
  }, [status, notifications, time, timeZone, sync]);

  const allow = (schedule: ReminderSchedule) =>
    allowing.mutate(schedule, {
      onSuccess: setStatus,
      onError: (error) => {
        console.error('Reminders could not be turned on', error);
        setStatus('failed');
      },
    });

  return { status, allowing: allowing.isPending, allow };
}
