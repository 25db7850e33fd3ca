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
  { path: paths.pricing, element: <Placeholder title="Pricing" /> },
  { path: paths.subscription, element: <Placeholder title="Choose Your Plan" /> },
  { path: paths.createAccount, element: <Placeholder title="Create My Account" /> },
  { path: paths.counselorQuestionnaire, element: <Placeholder title="Find Your Perfect Counselor" /> },
  { path: paths.feedback, element: <Placeholder title="Contact Us" /> },
  { path: paths.termsOfService, element: <Placeholder title="Terms of Service" /> },
  { path: paths.privacyPolicy, element: <Placeholder title="Privacy Policy" /> },
  {
    path: paths.app.home,
    // The app shell and its pages load only once someone enters the app, not with the public pages.
    lazy: () => import('./routes/app-layout').then((module) => ({ Component: module.AppLayout })),
    HydrateFallback: Loading,
    children: [
      { index: true, element: <Placeholder title="Home" inApp /> },
      // The chat pages load in their own chunks.
      {
        path: paths.app.counselor,
        lazy: () => import('./routes/counselor').then((module) => ({ Component: module.CounselorRoute })),
      },
      {
        path: paths.app.philosopher,
        lazy: () => import('./routes/philosopher').then((module) => ({ Component: module.PhilosopherRoute })),
      },
      { path: paths.app.journal, element: <Placeholder title="Journal" inApp /> },
      { path: paths.app.patterns, element: <Placeholder title="Mind Patterns" inApp /> },
      { path: paths.app.profile, element: <Placeholder title="Profile" inApp /> },
      { path: paths.app.settings, element: <Placeholder title="Settings" inApp /> },
      { path: paths.app.blueprint, element: <Placeholder title="Mental Health Blueprints" inApp /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

/** The app's routes. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
