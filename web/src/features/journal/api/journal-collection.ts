import { journalEntrySchema, type JournalEntryInput } from '@domain/journal';
import { collection } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';

/** users/{uid}/journal. */
export const journalCollection = (uid: string) => collection(firestore(), 'users', uid, 'journal');

/**
 * A write already kept in this device's Firestore cache (so it survives going offline and reloads);
 * `synced` settles once the server accepts it, or rejects with a message to show when it refuses.
 */
export interface LocalWrite {
  id: string;
  synced: Promise<void>;
}

/** The entry checked against the limits; throws an Error with the first problem to show. */
export function validEntry(input: JournalEntryInput): JournalEntryInput {
  const parsed = journalEntrySchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the entry and try again.');
  return parsed.data;
}

/** Waits for the server, turning a refusal into a plain message (and logging the cause). */
export function settled(write: Promise<void>, failure: string): Promise<void> {
  return write.catch((error: unknown) => {
    console.error(failure, error);
    throw new Error(failure, { cause: error });
  });
}
