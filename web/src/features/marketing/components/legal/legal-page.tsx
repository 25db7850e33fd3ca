import { CRISIS_RESOURCES, EMERGENCY_NOTE } from '@domain/crisis-resources';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { PublicLayout } from '../public-layout';

/** A legal document's public page: title, date and plain-language sections in readable type. */
export function LegalPage(props: {
  title: string;
  updated: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <PageHeading
          title={props.title}
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
        />
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last updated {props.updated}</p>
        <div className="mt-8 rounded-xl border border-indigo-200 bg-indigo-50 p-5 text-slate-800 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-slate-200">
          {props.summary}
        </div>
        <div className="mt-10 space-y-10 leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-indigo-300 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {props.children}
        </div>
      </article>
    </PublicLayout>
  );
}

/** The crisis lines and the emergency note, as the chat's help panel gives them. */
export function CrisisLines() {
  return (
    <>
      <ul>
        {CRISIS_RESOURCES.map((line) => (
          <li key={line.name}>
            <strong>{line.name}</strong>: {line.contact}
            {line.url && (
              <>
                {' '}
                (<a href={line.url}>{line.url.replace('https://', '')}</a>)
              </>
            )}
          </li>
        ))}
      </ul>
      <p>{EMERGENCY_NOTE}</p>
    </>
  );
}
