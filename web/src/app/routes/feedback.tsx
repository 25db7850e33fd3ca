import { PageHeading } from '@/components/ui/page-heading';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CrisisLine } from '@/features/marketing/components/crisis-line';
import { PublicLayout } from '@/features/marketing/components/public-layout';

/** /feedback: the contact form, reached from the footer's Contact button. */
export function FeedbackRoute() {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
        <PageHeading
          title="Contact Us"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
        />
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          A question, an idea or something that isn&apos;t working? Write to us; a person on our team reads
          every message.
        </p>
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          This form is not watched around the clock. If you are in crisis, contact the <CrisisLine /> or your
          local emergency number now.
        </p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <ContactForm />
        </div>
      </div>
    </PublicLayout>
  );
}
