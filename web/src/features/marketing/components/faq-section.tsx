import { TRIAL_DAYS } from '@domain/plans';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { CrisisLine } from './crisis-line';
import { Section } from './section';

const inlineLink = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Is ReflectAI therapy?',
    answer: (
      <>
        No. ReflectAI is an AI, not a therapist, and it does not diagnose or treat any condition. Its
        conversations are modelled on the principles of cognitive behavioural therapy (CBT), so you can
        practise skills such as spotting thinking traps, grounding and planning small steps. It is not for
        emergencies: if you are in crisis, contact the <CrisisLine /> or your local emergency number.
      </>
    ),
  },
  {
    question: 'How does the free trial work?',
    answer: `Every plan starts with a ${TRIAL_DAYS}-day free trial and no payment upfront. You keep everything you wrote if you subscribe afterwards.`,
  },
  {
    question: 'Can I cancel any time?',
    answer:
      'Yes. Cancel whenever you like from Settings; you keep access until the end of the period you paid for, and you are not charged again.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: (
      <>
        Yes, 30 days. If ReflectAI is not right for you,{' '}
        <AppLink to={paths.feedback} className={inlineLink}>
          contact us
        </AppLink>{' '}
        within 30 days of a payment and we will refund it in full.
      </>
    ),
  },
  {
    question: 'What do you store, and who can read it?',
    answer: (
      <>
        Your account (email, name, plan), your conversations, journal entries, custom personalities and safety
        plan, so they are there when you come back. Our database rules let only you read them from the app;
        our server reads your messages only to check them for signs of crisis and to answer them. To reply,
        your messages go to our AI provider, OpenAI, or, where none is set up, to our own offline counselor,
        which runs on our server. Everything travels encrypted and is stored encrypted by Google Cloud. You
        can export or delete your data at any time. The{' '}
        <AppLink to={paths.privacyPolicy} className={inlineLink}>
          Privacy Policy
        </AppLink>{' '}
        has the details.
      </>
    ),
  },
];

/** Frequently asked questions, each opening in place; native details elements keep it keyboard-friendly. */
export function FaqSection() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Questions people ask">
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-6 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white [&::-webkit-details-marker]:hidden">
              <h3>{question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="mt-3 text-slate-600 dark:text-slate-300">{answer}</div>
          </details>
        ))}
      </div>
    </Section>
  );
}
