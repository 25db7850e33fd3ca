import { useMutation } from '@tanstack/react-query';
import { turnOnPush } from '@/lib/push-reminders';

/**
 * The 'Allow notifications' action: asks the browser's permission and registers this device for the
 * schedule; answers the state the device ends in.
 */
export function useAllowPushReminders() {
  // Tried at once even offline, so a failure says so rather than waiting for the network.
  return useMutation({ mutationFn: turnOnPush });
}
