import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { env } from '../config/env';
import { DemoAuthProvider } from '../features/auth/demo-auth-provider';
import { FirebaseAuthProvider } from '../features/auth/firebase-auth-provider';
import { ApiError } from '../lib/api-client';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Server-state defaults (spec §7): unused data is dropped after 5 minutes; failures are retried 3
 * times, waiting 1 s, 2 s, 4 s... up to 30 s. A refusal (4xx) is not retried: asking again changes nothing.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
    },
  });
}

/** Server state, identity and toasts for every screen: Firebase Auth (the emulator locally), or the demo user without a backend. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const Auth = env.authMode === 'demo' ? DemoAuthProvider : FirebaseAuthProvider;
  return (
    <QueryClientProvider client={queryClient}>
      <Auth>{children}</Auth>
      <Toaster />
    </QueryClientProvider>
  );
}
