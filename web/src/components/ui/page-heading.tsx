import { useEffect, useRef, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** The location whose heading was last shown, so a heading takes focus once per navigation. */
let shownFor: string | undefined;

/**
 * A page's h1 and the document's title ("Journal · ReflectAI"; React puts the <title> in <head>).
 * After a navigation inside the app, focus moves to the heading, so a screen reader starts at the new
 * page rather than at the link that led there; not on the first page a visit loads (or a reload),
 * which starts at the top anyway.
 */
export function PageHeading({
  id,
  title,
  className = 'text-2xl font-semibold text-slate-900 dark:text-white',
  children,
}: {
  id?: string;
  /** The page's name in the document title. */
  title: string;
  className?: string;
  /** The heading's text when it differs from the title (a greeting, say). */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const arrival = useRef({ key, navigationType });

  // Once, when the heading appears: a later change of the same page's query keeps focus where it is.
  useEffect(() => {
    const { key: arrivedAt, navigationType } = arrival.current;
    const navigated = shownFor === undefined ? navigationType !== NavigationType.Pop : shownFor !== arrivedAt;
    shownFor = arrivedAt;
    // Not out of a dialog over the page: the guided tour leads from page to page with focus in its card.
    if (navigated && !document.activeElement?.closest('[role="dialog"]')) heading.current?.focus();
  }, []);

  return (
    <>
      <title>{`${title} · ReflectAI`}</title>
      <h1 ref={heading} id={id} tabIndex={-1} className={`outline-none ${className}`}>
        {children ?? title}
      </h1>
    </>
  );
}
