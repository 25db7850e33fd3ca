import {
  PREFERENCE_KEYS,
  PREFERENCES,
  type PreferenceKey,
  type TaughtPreference,
} from '@domain/counselor-training';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

const preferences = (uid: string) => adminDb().collection(`users/${uid}/preferences`);

const isPreferenceKey = (id: string): id is PreferenceKey =>
  (PREFERENCE_KEYS as readonly string[]).includes(id);

/**
 * The preferences training taught the person, oldest first, as the prompt carries them: each key's
 * canonical sentence, so the prompt holds only text the product wrote.
 */
export async function readPreferences(uid: string): Promise<string[]> {
  const snapshot = await preferences(uid).orderBy('createdAt').get();
  return snapshot.docs.flatMap((document) =>
    isPreferenceKey(document.id) ? [PREFERENCES[document.id].text] : [],
  );
}

/** Stores what a rating taught, each at its key (taught again, it moves to the end); its opposite goes. */
export async function teachPreferences(uid: string, taught: TaughtPreference[], now: Date) {
  if (taught.length === 0) return;
  const batch = adminDb().batch();
  for (const { key, text, replaces } of taught) {
    batch.set(preferences(uid).doc(key), { text, createdAt: Timestamp.fromDate(now) });
    if (replaces) batch.delete(preferences(uid).doc(replaces));
  }
  await batch.commit();
}
