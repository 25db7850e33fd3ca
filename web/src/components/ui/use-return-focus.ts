import { useRef } from 'react';

/**
 * Props for a Radix dialog's content that give focus back, when it closes, to what had it when it
 * opened. Radix does that only for its own Dialog.Trigger; these dialogs open from a button in another
 * component or on an event, and would otherwise leave focus at the start of the page.
 * `onOpenAutoFocus` runs too, for a dialog that chooses where focus goes in it.
 */
export function useReturnFocus(onOpenAutoFocus?: (event: Event) => void) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    },
  };
}
