import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { env } from '@/config/env';
import { startAppCheck } from './app-check';
import { firebase } from './firebase';

let db: Firestore | undefined;

/**
 * The app's Firestore, created on first use. The persistent local cache keeps what was read and
 * written while offline and syncs it when the network returns; every tab shares it.
 */
export function firestore(): Firestore {
  if (db) return db;
  // Firestore sends App Check tokens once it is started (production; the emulator ignores them).
  if (!env.useEmulators) void startAppCheck();
  db = initializeFirestore(firebase().app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, 8080);
  return db;
}

/**
 * Closes Firestore and deletes this browser's offline copy of the data (e.g. once the account is
 * deleted). The next `firestore()` call starts a fresh instance. Fails while another tab uses the cache.
 */
export async function clearLocalFirestore(): Promise<void> {
  if (!db) return;
  const closing = db;
  db = undefined;
  await terminate(closing);
  await clearIndexedDbPersistence(closing);
}

/**
 * Whether every write made in this browser has reached the server within `timeoutMs`: true at once
 * when Firestore never started here, false while offline or slow.
 */
export async function localWritesSynced(timeoutMs: number): Promise<boolean> {
  if (!db) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([waitForPendingWrites(db).then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
