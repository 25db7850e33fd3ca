import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { env } from '../config/env';
import { firebase } from './firebase';

let db: Firestore | undefined;

/**
 * The app's Firestore, created on first use. The persistent local cache keeps what was read and
 * written while offline and syncs it when the network returns; every tab shares it.
 */
export function firestore(): Firestore {
  if (db) return db;
  db = initializeFirestore(firebase().app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, 8080);
  return db;
}
