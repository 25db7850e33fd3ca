import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFound } from './routes/not-found';

/**
 * The app's pages below /app other than Home, each in its own chunk. This table itself loads on the
 * first navigation into the app (router.tsx patches it in), so the public pages carry none of it.
 */
export const appRoutes: RouteObject[] = [
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
    lazy: () => import('./routes/journal').then((module) => ({ Component: module.JournalRoute })),
  },
  // Mind Patterns and its chart library load in a chunk of their own.
  {
    path: paths.app.patterns,
    lazy: () => import('./routes/patterns').then((module) => ({ Component: module.PatternsRoute })),
  },
  {
    path: paths.app.profile,
    lazy: () =>
      import('@/features/profile/components/profile-page').then((module) => ({
        Component: module.ProfilePage,
      })),
  },
  {
    path: paths.app.settings,
    lazy: () =>
      import('@/features/settings/components/settings-page').then((module) => ({
        Component: module.SettingsPage,
      })),
  },
  {
    path: paths.app.blueprint,
    lazy: () => import('./routes/blueprint').then((module) => ({ Component: module.BlueprintRoute })),
  },
  {
    path: paths.app.goals,
    lazy: () =>
      import('@/features/goals/components/goals-page').then((module) => ({
        Component: module.GoalsPage,
      })),
  },
  {
    path: paths.app.memory,
    lazy: () =>
      import('@/features/memory/components/memory-page').then((module) => ({
        Component: module.MemoryPage,
      })),
  },
  {
    path: paths.app.therapistSummary,
    lazy: () =>
      import('./routes/therapist-summary').then((module) => ({
        Component: module.TherapistSummaryRoute,
      })),
  },
  { path: '*', element: <NotFound /> },
];
