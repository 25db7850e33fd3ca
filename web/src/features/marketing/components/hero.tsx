import { TRIAL_DAYS } from '@domain/plans';
import { ArrowRight } from 'lucide-react';
import { AppLink } from '@/lib/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DemoChat } from './demo-chat';

/** The top of the landing page: the promise, the questionnaire button and the demo chat. */
export function Hero({ onFindCounselor }: { onFindCounselor: () => void }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-indigo-50 via-white to-teal-50 px-4 pt-12 pb-20 sm:pt-20 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="inline-flex rounded-full bg-teal-100 px-3 py-1 text-sm font-medium text-teal-800 dark:bg-teal-900/50 dark:text-teal-200">
            AI emotional support, modelled on CBT
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-6xl dark:text-white"
          >
            Someone to talk to, <span className="text-indigo-600 dark:text-indigo-400">any time of day</span>
          </h1>
          <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">
            ReflectAI is an AI counselor that listens, asks the questions that help, and teaches you practical
            CBT skills. Keep a journal, notice your patterns and work towards your goals, for a fraction of
            the cost of therapy.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button onClick={onFindCounselor} className="px-6 py-3 text-base">
              Find the right counselor for you
              <ArrowRight className="size-4" aria-hidden />
            </Button>
            <AppLink to={paths.pricing} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              See plans
            </AppLink>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {TRIAL_DAYS}-day free trial, no payment upfront. Cancel any time.
          </p>
        </div>
        <div className="flex justify-center lg:justify-end">
          <DemoChat />
        </div>
      </div>
    </section>
  );
}
