import { PROFILE_LIMITS, USERNAME_PATTERN } from '@domain/user';
import { useMutation } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';

const { nameMaxLength, usernameMinLength, usernameMaxLength } = PROFILE_LIMITS;

/** What the username rule says, shown when a username breaks it. */
export const USERNAME_RULE = `Use ${usernameMinLength} to ${usernameMaxLength} characters: lower-case letters, numbers, dots, underscores or hyphens.`;

/** The profile form: the two fields a person edits, bounded as domain/user.ts and firestore.rules say. */
export const profileSchema = z.object({
  name: z.string().trim().max(nameMaxLength, `Keep your name to ${nameMaxLength} characters or fewer.`),
  username: z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE),
});

/** The fields the profile form saves. */
export type ProfileInput = z.infer<typeof profileSchema>;

/** Writes the owner-editable name and username of users/{uid}, stamped with the server time. */
async function updateProfile(uid: string, input: ProfileInput): Promise<void> {
  const { name, username } = profileSchema.parse(input);
  await updateDoc(doc(firestore(), 'users', uid), { name, username, updatedAt: serverTimestamp() });
}

/** Saves the profile; every screen reads the account live (`useAccount`), so it shows at once. */
export function useUpdateProfile(uid: string) {
  return useMutation({ mutationFn: (input: ProfileInput) => updateProfile(uid, input) });
}
