import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toaster } from '../components/ui/toast';
import { FirebaseAuthProvider } from '../lib/auth/firebase-auth-provider';

/**
 * Theme, identity (Firebase Auth, the emulator locally) and toasts for every screen. Server state
 * (TanStack Query) comes with the screens that use it (lib/lazy-server-state.ts), so the landing page
 * loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <FirebaseAuthProvider>{children}</FirebaseAuthProvider>
      <Toaster />
    </ThemeProvider>
  );
}
