import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { ApiError } from './api-client';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Every write runs when asked, offline too: many go to this device first (settings, sign-out's check of
 * unsynced writes) and the rest fail at once with their error, rather than TanStack Query holding them
 * silently until the network is back.
 */
export const MUTATION_DEFAULTS = { networkMode: 'always' } as const;

/**
 * Server-state defaults (docs/product.md#timings-and-constants): unused data is dropped after 5 minutes;
 * failures are retried 3 times, waiting 1 s, 2 s, 4 s... up to 30 s. A refusal (4xx) is not retried: asking
 * again changes nothing. Writes run at once even offline (`MUTATION_DEFAULTS`).
 */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
      mutations: MUTATION_DEFAULTS,
    },
  });
}

let client: QueryClient | undefined;

/**
 * The app's one query client, around the screens that use server state. It is not at the root, so
 * that TanStack Query stays out of the landing page's first load; every screen shares one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside the QueryProvider: for lazily loaded screens that use server state. */
export function withQueryProvider<Props extends object>(Component: ComponentType<Props>) {
  return function WithQueryProvider(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
