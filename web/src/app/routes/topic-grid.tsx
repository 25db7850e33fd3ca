import type { Topic } from '@domain/prompts';
import { useId } from 'react';

/** A titled set of topic buttons that put their sentence into the chat input. */
export function TopicGrid({
  heading,
  topics,
  onPick,
  className = '',
}: {
  heading: string;
  topics: readonly Topic[];
  onPick: (prompt: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {heading}
      </h2>
      <ul className={`grid gap-2 ${className}`}>
        {topics.map((topic) => (
          <li key={topic.title}>
            <button
              type="button"
              onClick={() => onPick(topic.prompt)}
              className="h-full w-full rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-left text-sm font-medium text-slate-700 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-700 dark:hover:bg-indigo-950"
            >
              {topic.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
