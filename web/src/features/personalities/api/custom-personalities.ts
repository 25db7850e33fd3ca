import { BUILT_IN_PERSONALITIES } from '@domain/chat';
import { CUSTOM_PERSONALITY_LIMITS, type CustomPersonality } from '@domain/personalities';
import { collection, deleteDoc, doc, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';
import { queryListener } from '@/lib/live-listeners';
import { useLiveQuery } from '@/lib/use-live-query';

const { nameMaxLength, descriptionMaxLength, instructionsMaxLength } = CUSTOM_PERSONALITY_LIMITS;

/** A custom personality as the user writes it; the same bounds as firestore.rules. */
export const customPersonalitySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give your personality a name.')
    .max(nameMaxLength, `Keep the name to ${nameMaxLength} characters or fewer.`),
  description: z
    .string()
    .trim()
    .max(descriptionMaxLength, `Keep the description to ${descriptionMaxLength} characters or fewer.`),
  instructions: z
    .string()
    .trim()
    .min(1, 'Describe how this personality should talk with you.')
    .max(instructionsMaxLength, `Keep the instructions to ${instructionsMaxLength} characters or fewer.`),
  basePersonality: z.enum(BUILT_IN_PERSONALITIES, 'Choose a base personality.'),
});

/** What the form collects for one custom personality. */
export type CustomPersonalityInput = z.infer<typeof customPersonalitySchema>;

const personalitiesPath = (uid: string) => `users/${uid}/personalities`;
const personalitiesCollection = (uid: string) => collection(firestore(), personalitiesPath(uid));

const listenPersonalities = queryListener(
  (path) => query(collection(firestore(), path), orderBy('name')),
  (data, { id }): CustomPersonality | undefined => {
    const parsed = customPersonalitySchema.safeParse(data);
    return parsed.success ? { id, ...parsed.data, isCustom: true } : undefined;
  },
);

/** The user's custom personalities, ordered by name and kept live; none while loading or on failure. */
export function useCustomPersonalities(uid: string): {
  personalities: CustomPersonality[];
  loading: boolean;
  error: Error | undefined;
} {
  const { data, loading, error } = useLiveQuery(personalitiesPath(uid), listenPersonalities);
  return { personalities: data ?? [], loading, error };
}

/** Validates and saves a custom personality: a new one when `id` is omitted, else that one; returns its id. */
export async function saveCustomPersonality(
  uid: string,
  input: CustomPersonalityInput,
  id?: string,
): Promise<string> {
  const parsed = customPersonalitySchema.safeParse(input);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'Check the personality and try again.');
  const ref = id ? doc(personalitiesCollection(uid), id) : doc(personalitiesCollection(uid));
  try {
    await setDoc(ref, { ...parsed.data, updatedAt: serverTimestamp() });
  } catch (error) {
    console.error('Could not save the custom personality', error);
    throw new Error('This personality could not be saved just now. Please try again.', { cause: error });
  }
  return ref.id;
}

/** Deletes one custom personality. */
export async function deleteCustomPersonality(uid: string, id: string): Promise<void> {
  try {
    await deleteDoc(doc(personalitiesCollection(uid), id));
  } catch (error) {
    console.error('Could not delete the custom personality', error);
    throw new Error('This personality could not be deleted just now. Please try again.', { cause: error });
  }
}
