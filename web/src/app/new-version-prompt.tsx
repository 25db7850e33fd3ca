/// <reference types="vite-plugin-pwa/react" />
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { toast } from '@/components/ui/toast';

/**
 * Registers the service worker (src/sw.ts) and offers a new version once it is waiting: the person
 * reloads to it when they choose, never under their feet. A tab without a service worker that meets
 * a deploy reloads on a missing chunk instead (new-version.ts).
 */
export function NewVersionPrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error('Could not register the service worker', error),
  });

  useEffect(() => {
    if (!needRefresh) return;
    toast({
      title: 'A new version is available.',
      // The waiting version takes over and the page reloads into it.
      action: { label: 'Reload to update', onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);
  return null;
}
