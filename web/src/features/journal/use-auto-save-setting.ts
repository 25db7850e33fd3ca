import { useUserSettings } from '@/lib/use-user-settings';

/**
 * Whether journal entries save themselves while the person types: the Auto-Save setting on the account
 * (users/{uid}.settings.autoSave; on by default, docs/product.md#settings-form), live, so turning it off in
 * Settings or on another device applies here at once.
 */
export function useAutoSaveSetting(uid: string): boolean {
  return useUserSettings(uid).settings.autoSave;
}
