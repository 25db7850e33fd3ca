import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ActiveToast, ToastOptions } from './toast-view';

export type { ToastOptions } from './toast-view';

// One toast at a time (docs/product.md#timings-and-constants): a module-level slot, so any code can raise one
// without a context.
let current: ActiveToast | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function show(next: ActiveToast | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast in place of any toast on screen; it closes after TOAST_DURATION_MS. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  show({ ...options, id });
  return id;
}

/** Closes the toast on screen, or only toast `id` when given and still showing. */
export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) show(undefined);
}

/** The toast API for components: `toast()` to show one, `dismiss()` to close it. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}

// Radix's toast code loads with the first toast, so pages that raise none never download it.
const ToastView = lazy(() => import('./toast-view').then((module) => ({ default: module.ToastView })));

/** Where toasts appear; mount once near the root. F8 moves focus to a toast, a swipe right closes it. */
export function Toaster() {
  const active = useSyncExternalStore(subscribe, () => current);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastView active={active} onClose={() => dismissToast(active.id)} />
    </Suspense>
  );
}
