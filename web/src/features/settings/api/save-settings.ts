import { SETTINGS_SAVE_DELAY_MS, type UserSettings } from '@domain/settings';
import { useMutation } from '@tanstack/react-query';
import { saveSettings } from '@/lib/save-settings';

/** What the Settings form hears about one save. */
export interface SaveSettingsEvents {
  /** The pause has passed and the server has not refused: the account holds the settings. */
  onSaved: () => void;
  /** The server refused `settings` (during the pause or any time after); the device's copy rolled back. */
  onRefused: (settings: UserSettings, error: Error) => void;
  /** The settings were not a valid shape, so nothing was written. */
  onInvalid: (error: Error) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Save Settings, as a mutation: the settings go on the account at once (on this device, and on the
 * server when it syncs), and the save stays pending for SETTINGS_SAVE_DELAY_MS before it confirms.
 */
export function useSaveSettings(uid: string, { onSaved, onRefused, onInvalid }: SaveSettingsEvents) {
  return useMutation({
    mutationFn: async (settings: UserSettings) => {
      const write = saveSettings(uid, settings);
      let refused = false;
      write.synced.catch((error: Error) => {
        refused = true;
        onRefused(settings, error);
      });
      await wait(SETTINGS_SAVE_DELAY_MS);
      return { refused };
    },
    onSuccess: ({ refused }) => {
      if (!refused) onSaved();
    },
    onError: onInvalid,
  });
}
