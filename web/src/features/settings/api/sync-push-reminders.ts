import { useMutation } from '@tanstack/react-query';
import { turnOffPush, turnOnPush, type ReminderSchedule } from '@/lib/push-reminders';

/** The saved reminder settings this device's registration follows. */
export interface SavedReminders extends ReminderSchedule {
  notifications: boolean;
}

/** Registers this device again for the saved time and zone, or drops it when reminders are saved as off. */
async function syncPushReminders({ notifications, time, timeZone }: SavedReminders): Promise<void> {
  if (notifications) await turnOnPush({ time, timeZone });
  else await turnOffPush();
}

/**
 * Keeping a device that allows notifications in step with the saved settings, as a mutation; `onError`
 * hears of every failed update, including one a newer update overtook.
 */
export function useSyncPushReminders(onError: (error: Error) => void) {
  // Tried at once even offline, so a failure says so rather than waiting for the network.
  return useMutation({ mutationFn: syncPushReminders, onError });
}
