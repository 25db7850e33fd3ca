import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { newestFirstListener, type Listed } from '@/lib/live-list';
import { useLiveQuery } from '@/lib/use-live-query';

/** A preference the person taught the counselor with thumbs feedback (its id is the preference's key). */
export type ListedPreference = { text: string } & Listed;

const listenPreferences = newestFirstListener(
  (path) => collection(firestore(), path),
  (data) => (typeof data.text === 'string' ? { text: data.text } : undefined),
);

/** The preferences the person has taught the counselor, newest first, kept live (only while `uid` is set). */
export function usePreferences(uid: string | undefined) {
  return useLiveQuery(uid && `users/${uid}/preferences`, listenPreferences);
}
