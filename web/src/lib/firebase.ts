import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';
import { setIdTokenSource } from './id-token';

let services: { app: FirebaseApp; auth: Auth } | undefined;

/** The Firebase app and its services, created on first use and wired to the emulators when configured. */
export function firebase() {
  if (services) return services;
  const app = initializeApp(env.firebase);
  // Email and password only: without getAuth's popup/redirect resolver the SDK is smaller and does
  // not fetch Google's gapi script on every page.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (env.useEmulators) {
    connectAuthEmulator(auth, `http://${env.emulatorHost}:9099`, { disableWarnings: true });
  }
  // Every API call sends the signed-in person's ID token, from here (lib/id-token.ts).
  setIdTokenSource(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
  services = { app, auth };
  return services;
}
