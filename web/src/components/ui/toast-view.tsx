import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { buttonClass } from './button';

/**
 * How long a toast stays on screen, in ms (docs/product.md#timings-and-constants); hovering or focusing it
 * pauses the clock.
 */
export const TOAST_DURATION_MS = 5000;

/**
 * What a toast says; `destructive` is for failures and refusals. A toast with an `action` stays until
 * the person uses it or closes the toast.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

/** The toast in the slot: its options, an id that tells it from the one it replaced, and whether it is still open. */
export interface ActiveToast extends ToastOptions {
  id: number;
  open: boolean;
}

const VARIANT_CLASSES = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-600 text-white dark:border-red-800 dark:bg-red-800',
} as const;

/** Renders the active toast with Radix: timed, swipeable, announced to screen readers. */
export function ToastView({ active, onClose }: { active: ActiveToast; onClose: () => void }) {
  const variant = active.variant ?? 'default';
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      <ToastPrimitive.Root
        key={active.id}
        open={active.open}
        // Failures interrupt the screen reader; confirmations wait their turn.
        type={variant === 'destructive' ? 'foreground' : 'background'}
        onOpenChange={(open) => !open && onClose()}
        duration={active.action ? Infinity : undefined}
        className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${VARIANT_CLASSES[variant]}`}
      >
        <div className="grid gap-1">
          <ToastPrimitive.Title className="text-sm font-semibold">{active.title}</ToastPrimitive.Title>
          {active.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">
              {active.description}
            </ToastPrimitive.Description>
          )}
          {active.action && (
            <ToastPrimitive.Action
              altText={active.action.label}
              onClick={active.action.onClick}
              className={buttonClass('primary', 'mt-2 justify-self-start')}
            >
              {active.action.label}
            </ToastPrimitive.Action>
          )}
        </div>
        <ToastPrimitive.Close
          aria-label="Close notification"
          className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X className="size-4" aria-hidden />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
