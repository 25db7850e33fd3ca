import { AppLink } from '@/lib/navigation';
import { paths } from '@/config/paths';

/** The landing page's last word: start a first session. */
export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-indigo-600 to-teal-600 px-6 py-14 text-center text-white shadow-xl">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to feel a little lighter?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-50">
          Your first conversation takes a minute to start and can change how the rest of your day feels.
        </p>
        <AppLink
          to={paths.pricing}
          className="mt-8 inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Start Your First Session
        </AppLink>
      </div>
    </section>
  );
}
