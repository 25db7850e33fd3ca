import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** One landing-page section: a labelled region with its heading, anchored below the fixed header. */
export function Section({ id, eyebrow, title, intro, tinted = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 px-4 py-20 ${tinted ? 'bg-slate-50 dark:bg-slate-900/60' : ''}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase dark:text-teal-400">
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-title`}
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
