import { apiRequest } from '@/lib/api-client';

/** The word the person types to confirm, as `DELETE /api/account` requires it. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deletes the account for good: every document the person owns and their sign-in
 * (`DELETE /api/account`). Safe to retry. Throws ApiError or NetworkError.
 */
export async function deleteAccount(): Promise<void> {
  await apiRequest('/api/account', { method: 'DELETE', body: { confirm: DELETE_CONFIRMATION } });
}
