import type { Blueprint, BlueprintBlock } from '@domain/blueprints';

function Block({ block }: { block: BlueprintBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'subheading':
      return <h4 className="font-semibold text-slate-900 dark:text-white">{block.text}</h4>;
    case 'bullets':
    case 'steps': {
      const List = block.kind === 'bullets' ? 'ul' : 'ol';
      return (
        <List
          className={`space-y-1 pl-5 marker:text-indigo-500 ${block.kind === 'bullets' ? 'list-disc' : 'list-decimal marker:font-semibold'}`}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
  }
}

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
        <section key={section.id} aria-labelledby={`blueprint-${section.id}`}>
          <h3
            id={`blueprint-${section.id}`}
            className="text-base font-semibold text-indigo-700 dark:text-indigo-300"
          >
            {section.heading}
          </h3>
          <div className="mt-2 space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
