import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';

/** Any unknown path. */
export function NotFound() {
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-bold text-indigo-600">404</p>
      <PageHeading title="Page Not Found" className="mt-4 text-2xl font-semibold" />
      <p className="mt-2 text-slate-600 dark:text-slate-400">The page you're looking for doesn't exist.</p>
      <Link to={paths.landing} className={buttonClass('primary', 'mt-6')}>
        Go Home
      </Link>
    </main>
  );
}
