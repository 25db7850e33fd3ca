import { settingsSchema, type UserSettings } from '@domain/settings';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from './firestore';
import { settled, type LocalWrite } from './local-write';

/**
 * Saves the settings on the account (users/{uid}.settings, stamped with the server time). Returns at
 * once: the change is already on this device and syncs when the network allows; `synced` says whether
 * the server took it. Throws when the settings are not a valid shape.
 */
export function saveSettings(uid: string, settings: UserSettings): LocalWrite {
  const checked = settingsSchema.parse(settings);
  const write = updateDoc(doc(firestore(), 'users', uid), {
    settings: checked,
    updatedAt: serverTimestamp(),
  });
  return { id: uid, synced: settled(write, 'Your settings could not be saved.') };
}
