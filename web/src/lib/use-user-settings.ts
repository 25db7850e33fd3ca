import { DEFAULT_SETTINGS, type UserSettings } from '@domain/settings';
import { useAccount } from './use-account';

/** The account's settings as a screen uses them. */
export interface UserSettingsState {
  /** The settings, or the defaults while loading, on failure, and for an account that saved none. */
  settings: UserSettings;
  /** Whether the account holds settings of its own (false: `settings` are the defaults). */
  saved: boolean;
  loading: boolean;
  error: Error | undefined;
}

/** The signed-in person's settings (users/{uid}.settings), live from their user record; defaults until known. */
export function useUserSettings(uid: string): UserSettingsState {
  const { data, loading, error } = useAccount(uid);
  return {
    settings: data?.settings ?? DEFAULT_SETTINGS,
    saved: data?.hasSettings ?? false,
    loading,
    error,
  };
}
