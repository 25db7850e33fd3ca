import { memoryItemSchema, type MemoryItem } from '@domain/memory';
import { collection } from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';
import { newestFirstListener, type Listed } from '@/lib/live-list';
import { useLiveQuery } from '@/lib/use-live-query';

/** A memory item as the screen shows it, with whether its last change still waits to reach the server. */
export type ListedMemory = MemoryItem & Listed;

// The item's own fields, its timestamps aside; a stored item the rules would refuse is skipped.
const storedMemory = z.object(memoryItemSchema.shape);

const listenMemories = newestFirstListener(
  (path) => collection(firestore(), path),
  (data) => storedMemory.safeParse(data).data,
);

/** What the counselor remembers about the person, newest first, kept live, including unsynced changes. */
export function useMemories(uid: string) {
  return useLiveQuery(`users/${uid}/memories`, listenMemories);
}
