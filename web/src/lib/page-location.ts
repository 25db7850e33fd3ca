// Every full-page move the app makes, in one module: tests stand in for it with `vi.mock`, as the
// VM contexts they run in (vitest.config.ts) do not let them replace `window.location`.

/** Leaves the app for `url` (a checkout, the billing portal, the next page after paying). */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}

/** Loads the page again, for the newest version or after an error. */
export function reloadPage(): void {
  window.location.reload();
}
