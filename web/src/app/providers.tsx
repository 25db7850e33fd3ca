import type { ReactNode } from 'react';
import { env } from '../config/env';
import { DemoAuthProvider } from '../features/auth/demo-auth-provider';
import { FirebaseAuthProvider } from '../features/auth/firebase-auth-provider';

/** Identity for every screen: Firebase Auth (the emulator locally), or the demo user when no backend is configured. */
export function AppProviders({ children }: { children: ReactNode }) {
  if (env.authMode === 'demo') return <DemoAuthProvider>{children}</DemoAuthProvider>;
  return <FirebaseAuthProvider>{children}</FirebaseAuthProvider>;
}
