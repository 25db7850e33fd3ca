import { lazy, type ComponentType } from 'react';

// TanStack Query stays out of the first load: a screen that uses server state brings the query
// client with it. Both load in parallel, so the screen waits no longer than before.
async function withServerState<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const [Component, { withQueryProvider }] = await Promise.all([load(), import('./query-client')]);
  return withQueryProvider(Component);
}

/** React.lazy for a component that uses server state, inside the app's one QueryProvider. */
export function lazyWithServerState<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await withServerState(load) }));
}

/** A route's `lazy` for a screen that uses server state, inside the app's one QueryProvider. */
export function lazyRouteWithServerState(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await withServerState(load) });
}
