import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { NavigationContext, type Navigation } from './navigation';

/**
 * Gives the components shown with and without a router (lib/navigation.tsx) the router's links and
 * navigation. Its own module, so that the landing page, which has no router, never loads react-router.
 */
export function RouterNavigation({
  router,
  children,
}: {
  router: { navigate: (to: string) => unknown };
  children: ReactNode;
}) {
  const navigation = useMemo<Navigation>(
    () => ({ Link, navigate: (to) => void router.navigate(to) }),
    [router],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
