import { forgetLocalData } from '../forget-device';
import { localWritesSynced } from '../firestore';

/** How long signing out waits for this device's writes to reach the account. */
export const SIGN_OUT_SYNC_WAIT_MS = 4_000;

/**
 * What signing out does with writes that have not reached the account after that wait: `ask` stays
 * signed in so the person can choose (Sign Out); `discard` does not wait and clears them with the rest
 * (the person chose to leave anyway); `keep` signs out but keeps this device's offline copy, so they
 * sync when the person signs in here again (a session the server ended: nobody can stay signed in).
 */
export type UnsyncedWrites = 'ask' | 'discard' | 'keep';

/**
 * Signs out leaving nothing of the account on this device (docs/product.md#signing-out), once what was
 * written here has reached the account. Returns false, still signed in, when `ask` finds writes waiting.
 */
export async function signOutOfDevice(
  signOut: () => Promise<void>,
  unsynced: UnsyncedWrites,
): Promise<boolean> {
  const forget = unsynced === 'discard' || (await localWritesSynced(SIGN_OUT_SYNC_WAIT_MS));
  if (!forget && unsynced === 'ask') return false;
  await signOut();
  if (forget) await forgetLocalData();
  return true;
}
