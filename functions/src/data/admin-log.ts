import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

/** What an operator did to a person's account (`npm run admin`). */
export type AdminAction = 'vip.grant' | 'vip.revoke' | 'user.export' | 'user.delete';

/**
 * Records an operator's action in `adminLog` (no client may read or write it: firestore.rules). The
 * person is named by uid only, never by email, so the log keeps nothing of a deleted account beyond
 * that it was deleted; the time is the server's.
 */
export async function recordAdminAction(entry: { operator: string; action: AdminAction; targetUid: string }) {
  await adminDb()
    .collection('adminLog')
    .add({ ...entry, at: FieldValue.serverTimestamp() });
}
