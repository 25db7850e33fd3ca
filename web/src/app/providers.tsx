import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { env } from '../config/env';
import { DemoAuthProvider } from '../features/auth/demo-auth-provider';
import { FirebaseAuthProvider } from '../features/auth/firebase-auth-provider';
import { firebase } from '../lib/firebase';

/** Identity: Firebase Auth (the emulator locally), or the demo user when no backend is configured. */
function AuthProvider({ children }: { children: ReactNode }) {
  if (env.authMode === 'demo') return <DemoAuthProvider>{children}</DemoAuthProvider>;
  return <FirebaseAuthProvider auth={firebase().auth}>{children}</FirebaseAuthProvider>;
}

/** Everything the screens need above them: server-state cache and identity. */
export function AppProviders({ children }: { children: ReactNode }) {
  // Spec §7: unused cached data is dropped after 5 minutes; 3 retries, backoff doubling from 1 s to 30 s.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            gcTime: 5 * 60_000,
            retry: 3,
            retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
