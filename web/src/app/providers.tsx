import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toaster } from '../components/ui/toast';
import { env } from '../config/env';
import { DemoAuthProvider } from '../lib/auth/demo-auth-provider';
import { FirebaseAuthProvider } from '../lib/auth/firebase-auth-provider';

/**
 * Theme, identity and toasts for every screen: Firebase Auth (the emulator locally), or the demo
 * user without a backend. Server state (TanStack Query) comes with the screens that use it
 * (lib/lazy-server-state.ts), so the landing page loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const Auth = env.authMode === 'demo' ? DemoAuthProvider : FirebaseAuthProvider;
  return (
    <ThemeProvider>
      <Auth>{children}</Auth>
      <Toaster />
    </ThemeProvider>
  );
}
