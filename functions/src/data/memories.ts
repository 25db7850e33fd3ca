import { MEMORY_LIMITS } from '@domain/memory';
import { storedSettings } from '@domain/settings';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

const memories = (uid: string) => adminDb().collection(`users/${uid}/memories`);

/** Whether the person lets the counselor remember (settings.memoryEnabled; on when never saved). */
export async function memoryEnabled(uid: string): Promise<boolean> {
  const [user] = await adminDb().getAll(adminDb().doc(`users/${uid}`), { fieldMask: ['settings'] });
  return storedSettings(user?.get('settings')).memoryEnabled;
}

/** The texts of every item the person keeps, most recently written first. */
export async function readMemoryTexts(uid: string): Promise<string[]> {
  const snapshot = await memories(uid).orderBy('updatedAt', 'desc').limit(MEMORY_LIMITS.maxItems).get();
  return snapshot.docs.flatMap((document) => {
    const text: unknown = document.get('text');
    return typeof text === 'string' && text.trim() ? [text] : [];
  });
}

/** The items that go into a prompt, most recently written first: none while memory is paused. */
export async function readActiveMemories(uid: string): Promise<string[]> {
  const [enabled, texts] = await Promise.all([memoryEnabled(uid), readMemoryTexts(uid)]);
  return enabled ? texts : [];
}

/** Stores the counselor's proposed items (source 'counselor', the server's time) and returns them. */
export async function addCounselorMemories(
  uid: string,
  texts: readonly string[],
): Promise<{ id: string; text: string }[]> {
  const batch = adminDb().batch();
  const created = texts.map((text) => {
    const ref = memories(uid).doc();
    const now = FieldValue.serverTimestamp();
    batch.create(ref, { text, source: 'counselor', createdAt: now, updatedAt: now });
    return { id: ref.id, text };
  });
  if (created.length) await batch.commit();
  return created;
}
