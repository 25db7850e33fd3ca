import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { Landing } from './routes/landing';
import { Loading } from './routes/loading';
import { NotFound } from './routes/not-found';
import { Placeholder } from './routes/placeholder';

// Every route of spec §2. Screens that later work fills in show their heading for now.
const router = createBrowserRouter([
  { path: paths.landing, element: <Landing /> },
  {
    path: paths.auth,
    lazy: () => import('./routes/auth-route').then((module) => ({ Component: module.AuthRoute })),
  },
  {
    path: paths.pricing,
    lazy: () =>
      import('../features/billing/components/pricing-page').then((module) => ({
        Component: module.PricingPage,
      })),
  },
  {
    path: paths.subscription,
    lazy: () =>
      import('../features/billing/components/subscription-page').then((module) => ({
        Component: module.SubscriptionPage,
      })),
  },
  { path: paths.createAccount, element: <Placeholder title="Create My Account" /> },
  {
    path: paths.counselorQuestionnaire,
    lazy: () =>
      import('../features/onboarding/components/questionnaire-page').then((module) => ({
        Component: module.QuestionnairePage,
      })),
  },
  {
    path: paths.feedback,
    lazy: () => import('./routes/feedback').then((module) => ({ Component: module.FeedbackRoute })),
  },
  {
    path: paths.termsOfService,
    lazy: () =>
      import('../features/marketing/components/legal/terms-of-service').then((module) => ({
        Component: module.TermsOfService,
      })),
  },
  {
    path: paths.privacyPolicy,
    lazy: () =>
      import('../features/marketing/components/legal/privacy-policy').then((module) => ({
        Component: module.PrivacyPolicy,
      })),
  },
  {
    path: paths.app.home,
    // The app shell and its pages load only once someone enters the app, not with the public pages.
    lazy: () => import('./routes/app-layout').then((module) => ({ Component: module.AppLayout })),
    HydrateFallback: Loading,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/home/components/home-page').then((module) => ({ Component: module.HomePage })),
      },
      // The chat pages load in their own chunks.
      {
        path: paths.app.counselor,
        lazy: () => import('./routes/counselor').then((module) => ({ Component: module.CounselorRoute })),
      },
      {
        path: paths.app.philosopher,
        lazy: () => import('./routes/philosopher').then((module) => ({ Component: module.PhilosopherRoute })),
      },
      {
        path: paths.app.journal,
        lazy: () =>
          import('../features/journal/components/journal-page').then((module) => ({
            Component: module.JournalPage,
          })),
      },
      { path: paths.app.patterns, element: <Placeholder title="Mind Patterns" inApp /> },
      { path: paths.app.profile, element: <Placeholder title="Profile" inApp /> },
      { path: paths.app.settings, element: <Placeholder title="Settings" inApp /> },
      { path: paths.app.blueprint, element: <Placeholder title="Mental Health Blueprints" inApp /> },
      { path: paths.app.goals, element: <Placeholder title="Goals" inApp /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

/** The app's routes. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
