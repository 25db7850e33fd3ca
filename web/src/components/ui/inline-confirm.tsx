import { Button } from './button';

/** A question asked in place before a step that cannot be undone, such as a delete: keep, or go ahead. */
export function InlineConfirm({
  label,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  /** The group's accessible name, e.g. 'Confirm deleting this goal'. */
  label: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="group" aria-label={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
      <p className="text-sm text-slate-800 dark:text-slate-200">{message}</p>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Keep it
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
