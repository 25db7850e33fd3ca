import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './routes/app-layout';
import { Landing } from './routes/landing';
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
    element: <AppLayout />,
    children: [
      { index: true, element: <Placeholder title="Home" inApp /> },
      { path: paths.app.counselor, element: <Placeholder title="AI Counselor" inApp /> },
      { path: paths.app.philosopher, element: <Placeholder title="AI Philosopher" inApp /> },
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
