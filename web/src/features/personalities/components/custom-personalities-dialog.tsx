import {
  CUSTOM_PERSONALITY_LIMITS,
  PERSONALITY_OPTIONS,
  type CustomPersonality,
} from '@domain/personalities';
import { useMutation } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { deleteCustomPersonality } from '../api/custom-personalities';
import { CustomPersonalityForm } from './custom-personality-form';

interface DialogProps {
  uid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  personalities: CustomPersonality[];
  loading: boolean;
  error: Error | undefined;
  /** Called after a personality was created or edited. */
  onSaved: (personality: CustomPersonality) => void;
  /** Called after a personality was deleted. */
  onDeleted: (id: string) => void;
}

/** Lists the user's custom personalities with edit and delete, and creates new ones up to the limit. */
export function CustomPersonalitiesDialog({ open, onOpenChange, ...props }: DialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout="large"
      title="Your personalities"
      description="Shape how the AI talks with you. Each personality builds on one of the built-in voices."
      actions={
        <DialogClose>
          <Button variant="ghost" className="px-2">
            <X aria-hidden="true" className="size-4" />
            Close
          </Button>
        </DialogClose>
      }
    >
      <div className="mt-4">
        <ManagePersonalities {...props} />
      </div>
    </Dialog>
  );
}

const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-400';

type View = { kind: 'list' } | { kind: 'form'; personality?: CustomPersonality };

// The dialog's body; it unmounts when the dialog closes, so it always reopens on the list.
function ManagePersonalities({
  uid,
  personalities,
  loading,
  error,
  onSaved,
  onDeleted,
}: Omit<DialogProps, 'open' | 'onOpenChange'>) {
  const limitId = useId();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [confirmingId, setConfirmingId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const { maxCount } = CUSTOM_PERSONALITY_LIMITS;
  const atLimit = personalities.length >= maxCount;

  const deletion = useMutation({
    mutationFn: (personality: CustomPersonality) => deleteCustomPersonality(uid, personality.id),
    onMutate: () => {
      setFailure(undefined);
      setNotice(undefined);
    },
    onSuccess: (_, personality) => {
      setConfirmingId(undefined);
      setNotice(`Deleted ${personality.name}`);
      onDeleted(personality.id);
    },
    onError: (deleteError) =>
      setFailure(deleteError.message || 'This personality could not be deleted. Please try again.'),
  });
  const deletingId = deletion.isPending ? deletion.variables.id : undefined;

  if (view.kind === 'form') {
    return (
      <CustomPersonalityForm
        uid={uid}
        personality={view.personality}
        onCancel={() => setView({ kind: 'list' })}
        onSaved={(saved) => {
          setNotice(`Saved ${saved.name}`);
          setView({ kind: 'list' });
          onSaved(saved);
        }}
      />
    );
  }

  const startForm = (personality?: CustomPersonality) => {
    setFailure(undefined);
    setNotice(undefined);
    setConfirmingId(undefined);
    setView({ kind: 'form', personality });
  };

  return (
    <div className="space-y-4">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {notice && (
        <p role="status" className="text-sm font-medium text-teal-700 dark:text-teal-300">
          {notice}
        </p>
      )}
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading your personalities...</p>
      ) : error ? (
        <ErrorAlert>Your personalities could not be loaded right now. Please try again later.</ErrorAlert>
      ) : personalities.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No custom personalities yet
        </p>
      ) : (
        <ul aria-label="Custom personalities" className="space-y-3">
          {personalities.map((personality) => {
            const base = PERSONALITY_OPTIONS.find((option) => option.value === personality.basePersonality);
            const confirming = confirmingId === personality.id;
            const deleting = deletingId === personality.id;
            return (
              <li
                key={personality.id}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
                aria-label={personality.name}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900 dark:text-slate-50">
                      {personality.name}
                    </p>
                    <p className="text-xs text-indigo-700 dark:text-indigo-300">Based on {base?.name}</p>
                    {personality.description && (
                      <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                        {personality.description}
                      </p>
                    )}
                  </div>
                  {!confirming && (
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        aria-label={`Edit ${personality.name}`}
                        onClick={() => startForm(personality)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Delete ${personality.name}`}
                        onClick={() => {
                          setFailure(undefined);
                          setConfirmingId(personality.id);
                        }}
                      >
                        Delete
                      </Button>
                    </div>
                  )}
                </div>
                {confirming && (
                  <div
                    role="group"
                    aria-label={`Confirm deleting ${personality.name}`}
                    className="mt-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-950"
                  >
                    <p className="text-sm text-slate-800 dark:text-slate-200">
                      Delete {personality.name}? This cannot be undone.
                    </p>
                    <div className="mt-2 flex justify-end gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setConfirmingId(undefined)}
                        disabled={deleting}
                      >
                        Keep it
                      </Button>
                      <button
                        type="button"
                        className={dangerClass}
                        onClick={() => deletion.mutate(personality)}
                        disabled={deleting}
                      >
                        {deleting ? 'Deleting...' : 'Yes, delete'}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p id={limitId} className="text-xs text-slate-500 dark:text-slate-400">
          {atLimit
            ? `You have reached the limit of ${maxCount} personalities. Delete one to make room for a new one.`
            : `${personalities.length} of ${maxCount} personalities`}
        </p>
        <Button onClick={() => startForm()} disabled={loading || atLimit} aria-describedby={limitId}>
          <Plus aria-hidden="true" className="size-4" />
          New personality
        </Button>
      </div>
    </div>
  );
}
