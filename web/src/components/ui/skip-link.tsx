/**
 * "Skip to content": the first stop of the keyboard on a page, hidden until focused, to the page's
 * main landmark (`<main id="main">`), past the header and its links.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
