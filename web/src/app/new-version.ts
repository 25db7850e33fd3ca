import { reloadPage } from '@/lib/page-location';

// When a deploy replaces the app's files, a tab still running the old version asks for chunks that no
// longer exist. One reload fetches the new version; the mark keeps a real outage from reloading forever.
// Under the service worker the old version's chunks stay cached and the new one is offered instead
// (new-version-prompt.tsx); this is for a tab without one, or one left behind when another tab updated.
const RELOADED_AT = 'reloadedForNewVersionAt';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Whether `error` is a lazy chunk (script or its CSS) that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** Reloads the page for the new version, unless it did so in the last minute; true when it reloads. */
export function reloadForNewVersion(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(now));
  reloadPage();
  return true;
}
