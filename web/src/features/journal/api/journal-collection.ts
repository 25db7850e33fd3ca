import { journalEntrySchema, type JournalEntryInput } from '@domain/journal';
import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

export { settled, type LocalWrite } from '@/lib/local-write';

/** users/{uid}/journal. */
export const journalCollection = (uid: string) => collection(firestore(), 'users', uid, 'journal');

/** The entry checked against the limits; throws an Error with the first problem to show. */
export function validEntry(input: JournalEntryInput): JournalEntryInput {
  const parsed = journalEntrySchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the entry and try again.');
  return parsed.data;
}
