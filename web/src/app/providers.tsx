import { StrictMode, type ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toast';
import { FirebaseAuthProvider } from '@/lib/auth/firebase-auth-provider';

/**
 * Theme, identity (Firebase Auth, the emulator locally) and toasts for every screen. Server state
 * (TanStack Query) comes with the screens that use it (lib/lazy-server-state.ts), so the landing page
 * loads without it.
 */
function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <FirebaseAuthProvider>{children}</FirebaseAuthProvider>
      <Toaster />
    </ThemeProvider>
  );
}

/** The root of every page, the same in the browser and in the prerender (app/prerender.tsx). */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}
