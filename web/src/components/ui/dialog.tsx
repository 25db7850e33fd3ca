import * as RadixDialog from '@radix-ui/react-dialog';
import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

const CENTRED =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900';

// The title and description beside the header's actions, or, where the content runs edge to edge, a
// bar with the title alone: its description is then for screen readers, the content says it to the eye.
const PANEL = {
  header: 'flex items-start justify-between gap-4',
  title: 'text-lg font-semibold text-slate-900 dark:text-white',
  description: 'mt-1 text-sm text-slate-600 dark:text-slate-300',
};
const BAR = {
  header: 'flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800',
  title: 'font-semibold text-slate-900 dark:text-white',
  description: 'sr-only',
};

/** Where a dialog sits and how its header looks. */
const LAYOUTS = {
  /** Centred, for a question or a short form. */
  small: { ...PANEL, content: `${CENTRED} max-w-md` },
  /** Centred and scrolling, for a list or a flow of steps. */
  large: { ...PANEL, content: `${CENTRED} max-w-xl` },
  /** The help panel: the whole screen on a phone, so nothing else competes with it; wide from a tablet up. */
  wide: {
    ...PANEL,
    title: 'text-2xl font-semibold text-slate-900 dark:text-white',
    content:
      'fixed inset-0 z-50 overflow-y-auto bg-white p-5 shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92vh] sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-slate-200 sm:p-7 dark:bg-slate-900 sm:dark:border-slate-800',
  },
  /** A sheet at the right edge, for a list to pick from. */
  sheet: {
    ...BAR,
    content:
      'fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900',
  },
  /** The whole screen, for a mode of its own. */
  screen: {
    ...BAR,
    content: 'fixed inset-0 z-50 flex flex-col bg-slate-50 focus:outline-none dark:bg-slate-950',
  },
  /**
   * A card at the foot of the screen that leaves the page in use: not modal, so no focus trap, no
   * scroll lock, the page stays clickable and readable. Below the modal dialogs, above the bottom bar.
   */
  card: {
    ...PANEL,
    content:
      'fixed inset-x-3 bottom-20 z-40 mx-auto max-w-md rounded-2xl border border-indigo-200 bg-white p-5 shadow-2xl focus:outline-none dark:border-indigo-800 dark:bg-slate-900',
  },
};

interface DialogProps {
  open: boolean;
  /** Asked to close by Escape, a click outside, or a `DialogClose`; and to open by the `trigger`. */
  onOpenChange: (open: boolean) => void;
  /** Its accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: an icon, a step count. */
  lead?: ReactNode;
  /** At the end of the header: a close button, a mode's own controls. */
  actions?: ReactNode;
  /** The button that opens it, told it controls the dialog (`aria-expanded`). */
  trigger?: ReactElement;
  /** A question to answer before going on (an `alertdialog`): a click outside does not dismiss it. */
  alert?: boolean;
  layout?: keyof typeof LAYOUTS;
  /** False for a dialog that closes only on its own buttons and Escape. */
  closeOnOutsideClick?: boolean;
  /** Where focus goes on opening; else the first button, so an alert puts its safe choice first. */
  initialFocus?: RefObject<HTMLElement | null>;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * Every dialog of the app: labelled by its title, focus moved in and kept there, Escape to close, the
 * page behind locked from scrolling and hidden from screen readers (all but a `card`). When it closes,
 * focus goes back to what had it when it opened: Radix does that only for its own trigger, and most of
 * these open from a button elsewhere or on an event.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  lead,
  actions,
  trigger,
  alert = false,
  layout = 'small',
  closeOnOutsideClick = true,
  initialFocus,
  ref,
  children,
}: DialogProps) {
  const opener = useRef<Element | null>(null);
  // Noted as it opens, before anything inside takes the focus: a dialog's first step may focus its own
  // heading, and Radix then never reports the opening.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const look = LAYOUTS[layout];
  const modal = layout !== 'card';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        {modal && <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />}
        <RadixDialog.Content
          ref={ref}
          role={alert ? 'alertdialog' : 'dialog'}
          className={look.content}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            if (!(back instanceof HTMLElement) || back === document.body || !back.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
          onInteractOutside={(event) => {
            if (!modal || !closeOnOutsideClick || alert) event.preventDefault();
          }}
          {...(modal ? {} : cardKeys(onOpenChange))}
        >
          <div className={look.header}>
            <div className="min-w-0">
              {lead}
              <RadixDialog.Title className={look.title}>{title}</RadixDialog.Title>
              {description && (
                // A `div`, so that a description may hold paragraphs.
                <RadixDialog.Description asChild>
                  <div className={look.description}>{description}</div>
                </RadixDialog.Description>
              )}
            </div>
            {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// A card leaves the page its keys: Tab moves on past it (Radix would loop it round the card) and
// Escape closes it from inside the card only, not from anywhere on the page.
function cardKeys(onOpenChange: (open: boolean) => void) {
  return {
    onKeyDownCapture: (event: KeyboardEvent) => {
      if (event.key === 'Tab') event.stopPropagation();
    },
    onEscapeKeyDown: (event: globalThis.KeyboardEvent) => event.preventDefault(),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    },
  };
}

/** Makes its one child, a button, close the dialog it is in. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
