import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { isChunkLoadError, reloadForNewVersion } from '../new-version';
import { reloadPage } from '@/lib/page-location';

// Decided once per error, however often the page renders it.
const reloadDecisions = new WeakMap<Error, boolean>();
function reloadsFor(error: Error): boolean {
  if (!reloadDecisions.has(error)) reloadDecisions.set(error, reloadForNewVersion());
  return reloadDecisions.get(error)!;
}

/**
 * What a route shows when it fails to load or render (every route's `errorElement`, or `error` when
 * its code could not be loaded): a way back rather than a blank screen. A chunk missing after a deploy
 * reloads the page once for the new version.
 */
export function RouteError({ error: failure }: { error?: unknown }) {
  const routeError = useRouteError();
  const error = failure ?? routeError;
  const chunkMissing = isChunkLoadError(error);
  const reloading = chunkMissing && reloadsFor(error as Error);
  useEffect(() => {
    if (!reloading) console.error('A screen failed', error);
  }, [error, reloading]);

  if (reloading) {
    return (
      <p role="status" className="p-8 text-center text-slate-600 dark:text-slate-300">
        Loading the latest version...
      </p>
    );
  }
  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center"
    >
      <PageHeading title="Something went wrong" />
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">
        {chunkMissing
          ? 'This page could not load. Check your connection, then try again.'
          : 'This page ran into a problem. Nothing you saved is lost; try again or go back home.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {/* A plain button: the error page is in the first load, which stays small. */}
        <button type="button" className={buttonClass('primary')} onClick={reloadPage}>
          Try again
        </button>
        <Link to={paths.landing} className={buttonClass('secondary')}>
          Go Home
        </Link>
      </div>
    </main>
  );
}
