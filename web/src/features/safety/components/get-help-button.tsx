import { HELP_PANEL_TEXT } from '@domain/crisis-reply-text';
import { LifeBuoy } from 'lucide-react';

/** The always-visible way into the help panel, sized and coloured to be found without alarming anyone. */
export function GetHelpButton({
  onClick,
  label = HELP_PANEL_TEXT.en.getHelp,
}: {
  onClick: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className="inline-flex items-center justify-center gap-2 rounded-full border border-teal-300 bg-teal-50 px-4 py-2 text-sm font-semibold text-teal-800 shadow-sm transition-colors hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100 dark:hover:bg-teal-900"
    >
      <LifeBuoy aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
