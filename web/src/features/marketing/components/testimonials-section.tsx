import { Quote } from 'lucide-react';
import { Section } from './section';

// Composites written by the team from the moments ReflectAI is built for; no real reviews exist yet.
const STORIES = [
  {
    quote:
      'At 2 a.m. my thoughts were spiralling. Writing it out and being asked the right questions calmed me down enough to sleep.',
    name: 'Maya',
    detail: 'Nurse, night shifts',
  },
  {
    quote:
      'The thought record exercise finally made "all-or-nothing thinking" click for me. Now I catch it myself.',
    name: 'Daniel',
    detail: 'Student',
  },
  {
    quote:
      'Seeing my moods in Mind Patterns showed me how much Sunday evenings weighed on me. Small changes made a big difference.',
    name: 'Priya',
    detail: 'Product designer',
  },
];

/** Three short stories of how people use ReflectAI. */
export function TestimonialsSection() {
  return (
    <Section
      id="stories"
      eyebrow="Stories"
      title="Moments ReflectAI is made for"
      intro="Composite stories written by our team to show how ReflectAI is meant to help; names are illustrative."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {STORIES.map((story) => (
          <li
            key={story.name}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Quote className="size-6 text-indigo-500" aria-hidden />
            <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-200">
              <p>{story.quote}</p>
            </blockquote>
            <p className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">
              {story.name}
              <span className="font-normal text-slate-600 dark:text-slate-400"> · {story.detail}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
