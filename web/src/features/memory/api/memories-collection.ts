import { memoryTextSchema } from '@domain/memory';
import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/** users/{uid}/memories. */
export const memoriesCollection = (uid: string) => collection(firestore(), 'users', uid, 'memories');

/** The text checked against the limits (trimmed); throws when the form let through what it should not. */
export function validText(text: string): string {
  const parsed = memoryTextSchema.safeParse(text);
  if (!parsed.success) throw new Error('Check the text and try again.');
  return parsed.data;
}
