import { deviceTimeZone } from '@domain/time';
import { sameSettings, type UserSettings } from '@domain/settings';
import type { Theme } from '@domain/theme';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@/components/theme/theme-context';
import { useToast } from '@/components/ui/toast';
import { useSaveSettings } from './api/save-settings';

/** The Settings form's state and actions (docs/product.md#settings-form). */
export interface SettingsForm {
  /** What the form shows: the saved settings with the person's unsaved changes. */
  values: UserSettings;
  /** Some setting differs from the saved one ('Changes pending'). */
  pending: boolean;
  /** Save Settings is running ('Saving...'). */
  saving: boolean;
  /** Chooses a theme; it applies to the page at once. */
  chooseTheme: (theme: Theme) => void;
  /** Sets one of the on/off settings. */
  setFlag: (key: 'notifications' | 'dataExport' | 'autoSave', value: boolean) => void;
  /** Chooses when Journal Reminders come (one of domain/reminders.ts REMINDER_TIMES). */
  setReminderTime: (time: string) => void;
  /** Saves the settings on the account; confirms after SETTINGS_SAVE_DELAY_MS. */
  save: () => void;
  /** Puts back the saved settings (Discard Changes, Cancel). */
  discard: () => void;
}

/**
 * The settings form of `uid` against `saved`, the settings on the account. Changes made on another
 * device show here unless the person has changed that same setting; leaving with an unsaved theme
 * puts the saved theme back on the page.
 */
export function useSettingsForm(uid: string, saved: UserSettings): SettingsForm {
  const { setTheme } = useTheme();
  const { toast } = useToast();
  // Only the settings the person changed: the rest follow the account live. Four switches, a radio
  // group and a time picker need no form library.
  const [changes, setChanges] = useState<Partial<UserSettings>>({});
  const values: UserSettings = { ...saved, ...changes };
  const saving = useSaveSettings(uid, {
    // The account now holds them (on this device at once, on the server when it syncs).
    onSaved: () => {
      setChanges({});
      toast({ title: 'Settings saved', description: 'Your preferences have been updated successfully.' });
    },
    onRefused: (next, error) => {
      // The device's copy rolls back; the person's choices stay on the form to try again.
      setChanges(next);
      toast({
        title: 'Settings not saved',
        description: `${error.message} Your changes are still here; please try again.`,
        variant: 'destructive',
      });
    },
    onInvalid: (error) => {
      console.error('Settings were not valid', error);
      toast({
        title: 'Settings not saved',
        description: 'Please check your choices and try again.',
        variant: 'destructive',
      });
    },
  });

  // The saved theme, for when the page goes away with another one on trial.
  const savedTheme = useRef(saved.theme);
  const shownTheme = useRef(values.theme);
  useEffect(() => {
    savedTheme.current = saved.theme;
    shownTheme.current = values.theme;
  });
  useEffect(
    () => () => {
      if (shownTheme.current !== savedTheme.current) setTheme(savedTheme.current);
    },
    [setTheme],
  );

  const chooseTheme = (theme: Theme) => {
    setChanges((current) => ({ ...current, theme }));
    setTheme(theme);
  };

  const setFlag: SettingsForm['setFlag'] = (key, value) =>
    setChanges((current) => ({ ...current, [key]: value }));

  const setReminderTime = (reminderTime: string) => setChanges((current) => ({ ...current, reminderTime }));

  const discard = () => {
    setChanges({});
    setTheme(saved.theme);
    toast({
      title: 'Changes discarded',
      description: 'Your unsaved changes have been reset to current settings.',
    });
  };

  const save = () => {
    // Reminder times are read in the zone of the device that saved them: where the person is now.
    const next = { ...values, timeZone: deviceTimeZone() };
    setTheme(next.theme);
    saving.mutate(next);
  };

  return {
    values,
    pending: !sameSettings(values, saved),
    saving: saving.isPending,
    chooseTheme,
    setFlag,
    setReminderTime,
    save,
    discard,
  };
}
