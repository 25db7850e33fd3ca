import { LogOut, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
    <Dialog
      ref={content}
      open={open}
      onOpenChange={(next) => !next && onExit()}
      layout="screen"
      initialFocus={input}
      title="Distraction-free mode"
      description="Only the conversation. Press Escape or Exit to return."
      actions={
        <>
          <Button variant="secondary" onClick={onClear} disabled={!canClear}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Clear
          </Button>
          <Button variant="secondary" onClick={onExit}>
            <LogOut className="h-4 w-4" aria-hidden />
            Exit
          </Button>
        </>
      }
    >
      <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col gap-3 px-4 py-4">{children}</div>
    </Dialog>
  );
}
