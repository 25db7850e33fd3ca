import type { Blueprint } from '@domain/blueprints';
import { DocumentSection } from '@/components/ui/document-block';

/** The blueprint as the PDF lays it out, section by section, to read on the page before downloading. */
export function BlueprintPreview({ blueprint }: { blueprint: Blueprint }) {
  return (
    <article
      aria-label={`${blueprint.title} preview`}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <header>
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{blueprint.title}</h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{blueprint.subtitle}</p>
      </header>
      {blueprint.sections.map((section) => (
        <DocumentSection
          key={section.id}
          id={`blueprint-${section.id}`}
          heading={section.heading}
          blocks={section.blocks}
        />
      ))}
    </article>
  );
}
