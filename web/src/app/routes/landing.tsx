import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { authPath, paths } from '../../config/paths';

/** The public landing page (`/`). */
export function Landing() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-teal-50 px-4 text-center dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        ReflectAI
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">
        Your AI counselor for mental wellness: talk things through, journal and notice your patterns, any time
        of day.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={authPath('register')} className={buttonClass('primary')}>
          Get Started
        </Link>
        <Link to={authPath('login')} className={buttonClass('secondary')}>
          Login
        </Link>
        <Link to={paths.pricing} className={buttonClass('ghost')}>
          Pricing
        </Link>
      </div>
    </main>
  );
}
