import { CloudOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import type { ListedMemory } from '../api/use-memories';
import { MemoryForm } from './memory-form';

const SOURCE_LABELS: Record<ListedMemory['source'], string> = {
  user: 'Added by you',
  counselor: 'Suggested by your counselor',
};

/** One remembered item: its text and who added it, edited inline, deleted after a confirmation. */
export function MemoryItem({
  memory,
  onEdit,
  onDelete,
}: {
  memory: ListedMemory;
  onEdit: (text: string) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      {editing ? (
        <MemoryForm
          label="Edit what your counselor remembers"
          initial={memory.text}
          submitLabel="Save"
          onSave={(text) => {
            setEditing(false);
            onEdit(text);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="text-sm break-words text-slate-900 dark:text-slate-100">{memory.text}</p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {SOURCE_LABELS[memory.source]}
        </span>
        {memory.pending && (
          <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
            <CloudOff className="size-3.5" aria-hidden />
            Saved on this device, will sync
          </span>
        )}
        {!editing && (
          <span className="ml-auto flex gap-1">
            <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            <Button variant="ghost" className="px-2 py-1" onClick={() => setConfirmingDelete(true)}>
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          </span>
        )}
      </div>
      {confirmingDelete && (
        <InlineConfirm
          label="Confirm forgetting this"
          message="Forget this? Your counselor will no longer use it."
          confirmLabel="Yes, forget it"
          onConfirm={onDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </li>
  );
}
