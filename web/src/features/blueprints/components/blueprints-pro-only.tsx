import { FileText, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';

/** What /app/blueprint shows people without Pro or Elite: what the blueprints are, and the way to upgrade. */
export function BlueprintsProOnly() {
  return (
    <main id="main" className="py-6">
      <section
        aria-labelledby="blueprints-heading"
        className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <FileText className="mx-auto size-10 text-indigo-600" aria-hidden />
        <PageHeading
          id="blueprints-heading"
          title="Mental Health Blueprints"
          className="mt-3 text-2xl font-semibold text-slate-900 dark:text-white"
        />
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <Lock className="size-3" aria-hidden />
          Pro Only
        </p>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Personalised PDF guides for anxiety and overthinking, built from your journal, your counselor match
          and your goals, come with the Pro and Elite plans.
        </p>
        <Link to={paths.subscription} className={buttonClass('primary', 'mt-5')}>
          Upgrade
        </Link>
      </section>
    </main>
  );
}
