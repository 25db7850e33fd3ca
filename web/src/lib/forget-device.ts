import { THEME_STORAGE_KEY } from '@domain/theme';
import { clearLocalFirestore } from './firestore';

/**
 * Leaves nothing of the account in this browser, for a shared device (after signing out or deleting
 * the account): Firestore's offline copy and everything the app kept in storage, but the theme, which
 * is the device's. Best effort for the offline copy: another open tab of the app keeps it in use.
 */
export async function forgetLocalData(): Promise<void> {
  try {
    await clearLocalFirestore();
  } catch (error) {
    console.warn('The offline copy could not be cleared (is the app open in another tab?)', error);
  }
  // After Firestore, which keeps a key of its own in storage while it closes.
  const theme = localStorage.getItem(THEME_STORAGE_KEY);
  localStorage.clear();
  if (theme !== null) localStorage.setItem(THEME_STORAGE_KEY, theme);
  sessionStorage.clear();
}
