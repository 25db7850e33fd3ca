import { AppLink } from '@/lib/navigation';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CrisisLine } from './crisis-line';

const footerLink =
  'rounded-sm hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:text-indigo-400';

/** The public site's footer: copyright, legal links, Contact, and where to turn in a crisis. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="text-lg font-bold text-indigo-600 dark:text-indigo-400">ReflectAI</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">© 2025 ReflectAI. All rights reserved.</p>
          <p className="max-w-md text-xs text-slate-600 dark:text-slate-400">
            ReflectAI is not therapy and not for emergencies. In a crisis, contact the <CrisisLine /> or your
            local emergency number.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-700 dark:text-slate-300">
          <AppLink to={paths.termsOfService} className={footerLink}>
            Terms of Service
          </AppLink>
          <AppLink to={paths.privacyPolicy} className={footerLink}>
            Privacy Policy
          </AppLink>
          <AppLink to={paths.feedback} className={buttonClass('secondary')}>
            Contact
          </AppLink>
        </div>
      </div>
    </footer>
  );
}
