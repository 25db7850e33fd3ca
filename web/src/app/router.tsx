import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLoading } from '@/features/auth/components/auth-frame';
import { preloadFirebaseAuth } from '@/lib/auth/firebase-auth-provider';
import { lazyRouteWithServerState } from '@/lib/lazy-server-state';
import { RouterNavigation } from '@/lib/router-navigation';
import { Landing } from './routes/landing';
import { Loading } from './routes/loading';
import { NotFound } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Resolves once the browser has painted the frame it is drawing (a task after the next animation frame). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const APP_ROUTE_ID = 'app';
const loadAppRoutes = () => import('./app-routes').then((module) => module.appRoutes);

// Every route of docs/product.md#routes-and-access (the pages below /app are in app-routes.tsx), and
// the offline test checkout.
// A top-level screen that uses TanStack Query loads with lazyRouteWithServerState (the /app shell
// provides it to every page inside); the public pages that don't, load without it.
const routes: RouteObject[] = [
  { path: paths.landing, element: <Landing /> },
  {
    path: paths.auth,
    // The frame (AuthLoading) paints before the form's code is fetched, so the first paint waits for
    // nothing but the first script; Firebase Auth loads once the form asks for the auth state.
    lazy: () =>
      afterFirstPaint()
        .then(() => import('./routes/auth-route'))
        .then((module) => ({ Component: module.AuthRoute })),
    HydrateFallback: AuthLoading,
  },
  {
    path: paths.pricing,
    lazy: () =>
      import('@/features/billing/components/pricing-page').then((module) => ({
        Component: module.PricingPage,
      })),
  },
  {
    path: paths.subscription,
    lazy: () =>
      import('@/features/billing/components/subscription-page').then((module) => ({
        Component: module.SubscriptionPage,
      })),
  },
  {
    path: paths.createAccount,
    lazy: lazyRouteWithServerState(() =>
      import('@/features/billing/components/create-account-page').then((module) => module.CreateAccountPage),
    ),
  },
  {
    path: paths.localCheckout,
    lazy: lazyRouteWithServerState(() =>
      import('@/features/billing/components/local-checkout-page').then((module) => module.LocalCheckoutPage),
    ),
  },
  {
    path: paths.counselorQuestionnaire,
    lazy: lazyRouteWithServerState(() =>
      import('@/features/onboarding/components/questionnaire-page').then(
        (module) => module.QuestionnairePage,
      ),
    ),
  },
  {
    path: paths.feedback,
    lazy: lazyRouteWithServerState(() => import('./routes/feedback').then((module) => module.FeedbackRoute)),
  },
  {
    path: paths.termsOfService,
    lazy: () =>
      import('@/features/marketing/components/legal/terms-of-service').then((module) => ({
        Component: module.TermsOfService,
      })),
  },
  {
    path: paths.privacyPolicy,
    lazy: () =>
      import('@/features/marketing/components/legal/privacy-policy').then((module) => ({
        Component: module.PrivacyPolicy,
      })),
  },
  {
    id: APP_ROUTE_ID,
    path: paths.app.home,
    // The app shell and its pages load only once someone enters the app, not with the public pages.
    lazy: lazyRouteWithServerState(() => {
      preloadFirebaseAuth();
      void loadAppRoutes();
      return import('./routes/app-layout').then((module) => module.AppLayout);
    }),
    HydrateFallback: Loading,
    children: [
      {
        index: true,
        lazy: () => import('./routes/home').then((module) => ({ Component: module.HomeRoute })),
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/**
 * Every route with the error page, so a failure in one page keeps the shell around it. A page whose
 * code cannot be loaded (a chunk gone after a deploy, the network down) shows it too: React Router
 * leaves the outlet empty when a nested route's `lazy` rejects.
 */
function withErrorPages(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy } = route;
    const guarded: RouteObject =
      typeof lazy === 'function'
        ? {
            ...route,
            lazy: () => lazy().catch((error: unknown) => ({ Component: () => <RouteError error={error} /> })),
          }
        : route;
    return guarded.index
      ? { ...guarded, errorElement: <RouteError /> }
      : {
          ...guarded,
          errorElement: <RouteError />,
          children: guarded.children && withErrorPages(guarded.children),
        };
  });
}

/** Every route with its error page: the browser's router and the prerender (app/prerender.tsx) share it. */
export const routeTable = withErrorPages(routes);

/** The browser's router. Made on first use: the prerender imports this module where there is no window. */
export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(routeTable, {
    // The pages below /app join the table on the first navigation that needs one.
    async patchRoutesOnNavigation({ path, patch }) {
      if (path === paths.app.home || !path.startsWith(`${paths.app.home}/`)) return;
      const appRoutes = await loadAppRoutes();
      if (!router.routes.find((route) => route.id === APP_ROUTE_ID)?.children?.some((child) => child.path))
        patch(APP_ROUTE_ID, withErrorPages(appRoutes));
    },
  });
  return router;
}

/**
 * Resolves once `router` has loaded the code of the page it opened on: its first render is then that
 * page, as the prerender drew it, rather than a loading screen.
 */
export function routerInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The app's routes. */
export function AppRouter({ router }: { router: DataRouter }) {
  return (
    <RouterNavigation router={router}>
      <RouterProvider router={router} />
    </RouterNavigation>
  );
}
