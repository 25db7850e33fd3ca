/**
 * A write already kept in this device's Firestore cache (so it survives going offline and reloads);
 * `synced` settles once the server accepts it, or rejects with a message to show when it refuses.
 */
export interface LocalWrite {
  id: string;
  synced: Promise<void>;
}

/** Waits for the server, turning a refusal into a plain message (and logging the cause). */
export function settled(write: Promise<void>, failure: string): Promise<void> {
  return write.catch((error: unknown) => {
    console.error(failure, error);
    throw new Error(failure, { cause: error });
  });
}
