import type { BillingInterval } from '@domain/plans';
import { useId, useState, type ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { IntervalToggle } from './interval-toggle';

interface PlansScreenProps {
  /** The way back, above the title. */
  top: ReactNode;
  title: string;
  intro: ReactNode;
  /** A small label on the Annually switch. */
  annualTag?: string;
  /** The plans of the chosen interval (monthly until the person switches). */
  children: (interval: BillingInterval) => ReactNode;
  footnote: ReactNode;
}

/** The frame the pricing and plans screens share: title, Monthly / Annually switch, cards, footnote. */
export function PlansScreen({ top, title, intro, annualTag, children, footnote }: PlansScreenProps) {
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const headingId = useId();

  return (
    <main className="min-h-screen bg-gradient-to-br from-indigo-50 via-white to-teal-50 px-4 pt-6 pb-16 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <div className="mx-auto max-w-6xl">
        {top}
        <div className="mt-8 text-center">
          <PageHeading
            title={title}
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          />
          <p className="mx-auto mt-3 max-w-xl text-slate-600 dark:text-slate-300">{intro}</p>
          <div className="mt-6">
            <IntervalToggle value={interval} onChange={setBillingInterval} annualTag={annualTag} />
          </div>
        </div>
        <section aria-labelledby={headingId} className="mt-12">
          <h2 id={headingId} className="sr-only">
            {interval === 'month' ? 'Monthly plans' : 'Annual plans'}
          </h2>
          {children(interval)}
        </section>
        <p className="mt-12 text-center text-sm text-slate-600 dark:text-slate-400">{footnote}</p>
      </div>
    </main>
  );
}
