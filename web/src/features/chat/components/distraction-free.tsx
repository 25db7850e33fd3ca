import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/use-return-focus';

/** How often the input takes the focus back (docs/product.md#distraction-free-mode). */
const REFOCUS_MS = 2000;

interface DistractionFreeProps {
  open: boolean;
  onExit: () => void;
  onClear: () => void;
  canClear: boolean;
  /** The message box, kept focused so the person can simply keep typing. */
  input: RefObject<HTMLTextAreaElement | null>;
  children: ReactNode;
}

/** Full-screen chat with only Clear and Exit; the input is refocused every 2 s and on window focus. */
export function DistractionFree({ open, onExit, onClear, canClear, input, children }: DistractionFreeProps) {
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus((event) => {
    event.preventDefault();
    input.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    // Focus lost to the page comes back to the input. Buttons here keep the focus a keyboard user gave
    // them, and a dialog opened on top (the help panel) keeps its own.
    const refocus = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body;
      const ours = content.current?.contains(active) && !(active instanceof HTMLButtonElement);
      if (lost || ours) input.current?.focus();
    };
    const timer = window.setInterval(refocus, REFOCUS_MS);
    window.addEventListener('focus', refocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refocus);
    };
  }, [open, input]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onExit()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={content}
          {...returnFocus}
          className="fixed inset-0 z-40 flex flex-col bg-slate-50 dark:bg-slate-950"
        >
          <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-sm font-semibold text-slate-700 dark:text-slate-200">
              Distraction-free mode
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              Only the conversation. Press Escape or Exit to return.
            </Dialog.Description>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={onClear} disabled={!canClear}>
                <Trash2 className="h-4 w-4" aria-hidden />
                Clear
              </Button>
              <Button variant="secondary" onClick={onExit}>
                <LogOut className="h-4 w-4" aria-hidden />
                Exit
              </Button>
            </div>
          </header>
          <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col gap-3 px-4 py-4">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
