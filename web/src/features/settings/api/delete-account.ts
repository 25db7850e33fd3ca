import { apiRequest } from '../../../lib/api-client';
import { clearLocalFirestore } from '../../../lib/firestore';

/** The word the person types to confirm, as `DELETE /api/account` requires it. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deletes the account for good: every document the person owns and their sign-in
 * (`DELETE /api/account`). Safe to retry. Throws ApiError or NetworkError.
 */
export async function deleteAccount(idToken: string | null): Promise<void> {
  await apiRequest('/api/account', { method: 'DELETE', body: { confirm: DELETE_CONFIRMATION }, idToken });
}

/**
 * Removes this browser's copy of the deleted account's data (Firestore's offline cache), so nothing
 * of it stays on a shared device. Best effort: another open tab of the app keeps the cache in use.
 */
export async function forgetLocalData(): Promise<void> {
  try {
    await clearLocalFirestore();
  } catch (error) {
    console.warn('The offline copy could not be cleared (is the app open in another tab?)', error);
  }
}
