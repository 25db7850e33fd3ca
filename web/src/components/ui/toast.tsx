import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ActiveToast, ToastOptions } from './toast-view';

export type { ToastOptions } from './toast-view';

/** How long a dismissed toast is kept, closed, before it is removed, in ms (docs/product.md#timings-and-constants). */
export const TOAST_REMOVE_DELAY_MS = 5000;

// One toast at a time (docs/product.md#timings-and-constants): a module-level slot, so any code can raise one
// without a context.
let current: ActiveToast | undefined;
let nextId = 1;
let removal: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

// Puts `next` in the slot; whatever replaces a dismissed toast cancels that toast's removal.
function show(next: ActiveToast | undefined) {
  clearTimeout(removal);
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
  show({ ...options, id, open: true });
  return id;
}

/**
 * Closes the toast on screen, or only toast `id` when given and still showing. It stays in the slot,
 * closed, for TOAST_REMOVE_DELAY_MS: Radix takes the closed toast down itself and keeps its viewport,
 * where it has put the focus of a keyboard user who closed the toast; then the slot empties.
 */
export function dismissToast(id?: number) {
  if (!current?.open || (id !== undefined && current.id !== id)) return;
  show({ ...current, open: false });
  removal = setTimeout(() => show(undefined), TOAST_REMOVE_DELAY_MS);
}

/** The toast API for components: `toast()` to show one, `dismiss()` to close it. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}

// Radix's toast code loads with the first toast, so pages that raise none never download it.
const ToastView = lazy(() => import('./toast-view').then((module) => ({ default: module.ToastView })));

/** Where toasts appear; mount once near the root. F8 moves focus to a toast, a swipe right closes it. */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    // No toast in a prerendered page.
    () => undefined,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastView active={active} onClose={() => dismissToast(active.id)} />
    </Suspense>
  );
}
