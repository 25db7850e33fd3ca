import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnline } from '@/lib/use-online';

/**
 * While the device is offline, the banner that says so and what happens to what the person does
 * meanwhile. Screen readers announce it politely when the connection drops: the live region stays in
 * the page (empty and out of the layout while online), since one that appears with its text is not read.
 */
export function OfflineNotice({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <p
      aria-live="polite"
      className={
        online
          ? 'sr-only'
          : 'flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      {!online && (
        <>
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {children}
        </>
      )}
    </p>
  );
}
