import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

/** The auth screen's frame: the brand and tagline over what the screen shows. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-teal-50 px-4 py-12 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <div className="w-full max-w-md space-y-6">
        <div className="text-center">
          <a href={paths.landing} className="text-2xl font-bold text-indigo-600">
            ReflectAI
          </a>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Your AI counselor for mental wellness
          </p>
        </div>
        {children}
      </div>
    </main>
  );
}

/** The frame alone while the screen's code loads, so /auth paints at once (it ships with the first page). */
export function AuthLoading() {
  return (
    <AuthFrame>
      <p role="status" className="text-center text-sm text-slate-500 dark:text-slate-400">
        Loading...
      </p>
    </AuthFrame>
  );
}
