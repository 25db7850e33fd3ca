import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main content and footer of every public page; the content starts below the fixed header. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white dark:bg-slate-950">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
