import { useEffect } from 'react';
import { useTheme } from '@/components/theme/theme-context';
import { useUserSettings } from '@/lib/use-user-settings';

/**
 * Applies the theme saved on the account once it is known, and whenever it changes on another device,
 * so it follows the person; it is mirrored into `ui-theme` so the next load starts with it. An account
 * that never saved settings leaves this browser's theme alone.
 */
export function AccountTheme({ uid }: { uid: string }) {
  const { settings, saved } = useUserSettings(uid);
  const { setTheme } = useTheme();
  const accountTheme = saved ? settings.theme : undefined;
  useEffect(() => {
    if (accountTheme) setTheme(accountTheme);
  }, [accountTheme, setTheme]);
  return null;
}
