import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** The banner that says the device is offline and what happens to what the person does meanwhile. */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
