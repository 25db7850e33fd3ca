import type { BlueprintBlock } from '@domain/blueprints';
import type { ReactNode } from 'react';

/** One block of a document made in the browser (a blueprint, a summary), as its PDF lays it out. */
export function DocumentBlock({ block }: { block: BlueprintBlock }) {
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

/** A titled section of a document's preview, its blocks as the PDF lays them out, then `children`. */
export function DocumentSection({
  id,
  heading,
  blocks,
  children,
}: {
  /** Unique on the page: it labels the section. */
  id: string;
  heading: string;
  blocks: readonly BlueprintBlock[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-indigo-700 dark:text-indigo-300">
        {heading}
      </h3>
      <div className="mt-2 space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {blocks.map((block, index) => (
          <DocumentBlock key={index} block={block} />
        ))}
        {children}
      </div>
    </section>
  );
}
