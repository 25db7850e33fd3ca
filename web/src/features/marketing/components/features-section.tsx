import { Clock, HeartHandshake, Zap, type LucideIcon } from 'lucide-react';
import { Section } from './section';

const FEATURES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Zap,
    title: 'Instant Support',
    body: 'Replies within seconds, whenever something is on your mind. No waiting lists, no appointments.',
  },
  {
    icon: HeartHandshake,
    title: 'Personal Match',
    body: 'Answer four quick questions and we match you with a counselor style that suits how you like to talk.',
  },
  {
    icon: Clock,
    title: 'Always Available',
    body: 'Day or night, weekday or holiday: your counselor, journal and Mind Patterns are there around the clock.',
  },
];

/** What ReflectAI offers, in three cards. */
export function FeaturesSection() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Support that fits into your life"
      intro="Talk things through, get unstuck and build habits that help, at your own pace."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-300">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
