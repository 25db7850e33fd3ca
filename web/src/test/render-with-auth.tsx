import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { MUTATION_DEFAULTS } from '@/lib/query-client';
import { RouterNavigation } from '@/lib/router-navigation';

/** An auth context whose actions are spies; override any part. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    sessionEnded: false,
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

/** A query client for one test: no retries, so failures show at once. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { ...MUTATION_DEFAULTS, retry: false } },
  });
}

/** Wraps a tree in a fresh query client. */
export function withQueryClient(children: ReactNode, client = testQueryClient()) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders routes at `path` in a memory router under the given auth state (and the theme); returns the router. */
export function renderRoutes(routes: RouteObject[], path: string, auth: AuthContextValue) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    withQueryClient(
      <ThemeProvider>
        <AuthContext.Provider value={auth}>
          <RouterNavigation router={router}>
            <RouterProvider router={router} />
          </RouterNavigation>
        </AuthContext.Provider>
      </ThemeProvider>,
    ),
  );
  return router;
}
