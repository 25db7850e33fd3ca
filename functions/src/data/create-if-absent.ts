import type { DocumentReference, WithFieldValue } from 'firebase-admin/firestore';

const ALREADY_EXISTS = 6;

/** Creates the document unless it exists; true when this call created it. Lock-free under races. */
export async function createIfAbsent<T extends object>(
  ref: DocumentReference<T>,
  data: WithFieldValue<T>,
): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
