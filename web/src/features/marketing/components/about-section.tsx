import { BookOpen, Brain, ShieldCheck } from 'lucide-react';
import { Section } from './section';

const POINTS = [
  {
    icon: Brain,
    title: 'Grounded in CBT',
    body: 'Conversations draw on cognitive behavioural therapy: noticing thinking traps, testing thoughts, grounding and small next steps.',
  },
  {
    icon: BookOpen,
    title: 'More than a chat',
    body: 'A journal for your moods and thoughts, Mind Patterns to see how they change, goals to work towards, and an AI philosopher for the big questions.',
  },
  {
    icon: ShieldCheck,
    title: 'Safety first',
    body: 'Every message is checked for signs of crisis. If you need more than an AI can give, ReflectAI points you straight to people who can help.',
  },
];

/** Who we are and what ReflectAI is (and is not). */
export function AboutSection() {
  return (
    <Section
      id="about"
      eyebrow="About"
      title="Why we built ReflectAI"
      tinted
      intro="Therapy helps, but it is expensive and hard to get quickly. ReflectAI gives you a patient, private place to think out loud between life's big moments, and the tools to make sense of them."
    >
      <div className="grid gap-8 md:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, body }) => (
          <div key={title} className="flex gap-4">
            <Icon className="mt-1 size-6 shrink-0 text-teal-600 dark:text-teal-400" aria-hidden />
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{body}</p>
            </div>
          </div>
        ))}
      </div>
      <p className="mx-auto mt-12 max-w-2xl rounded-xl border border-amber-200 bg-amber-50 p-4 text-center text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
        ReflectAI is an AI, not a therapist, and it does not diagnose or treat any condition. It is not for
        emergencies: if you are in danger, call your local emergency number.
      </p>
    </Section>
  );
}
