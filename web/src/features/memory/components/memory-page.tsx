import { trainsCounselor } from '@domain/counselor-training';
import { MEMORY_LIMITS } from '@domain/memory';
import { Brain, PauseCircle } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { PageHeading } from '@/components/ui/page-heading';
import { SwitchField } from '@/components/ui/switch';
import { useWriteStatus, WriteStatus } from '@/components/ui/write-status';
import { useAuth } from '@/lib/auth/auth-context';
import { saveSettings } from '@/lib/save-settings';
import { useAccount } from '@/lib/use-account';
import { addMemory } from '../api/add-memory';
import { deleteMemory } from '../api/delete-memory';
import { updateMemory } from '../api/update-memory';
import { useMemories } from '../api/use-memories';
import { MemoryForm } from './memory-form';
import { MemoryItem } from './memory-item';
import { TaughtPreferences } from './taught-preferences';

/** /app/memory: what the counselor remembers about the person, the switch to pause it, and what they taught it. */
export function MemoryPage() {
  const { user } = useAuth();
  // AppLayout renders its pages only for a signed-in user.
  return user ? <Memory uid={user.uid} /> : null;
}

function Memory({ uid }: { uid: string }) {
  const account = useAccount(uid).data;
  const memories = useMemories(uid);
  const { notice, problem, track } = useWriteStatus();
  const enabled = account?.settings.memoryEnabled ?? true;
  const full = (memories.data?.length ?? 0) >= MEMORY_LIMITS.maxItems;

  const list = () => {
    if (memories.loading)
      return (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading what your counselor remembers...
        </p>
      );
    if (memories.error || !memories.data)
      return (
        <ErrorAlert>
          What your counselor remembers could not be loaded right now. Check your connection and try again.
        </ErrorAlert>
      );
    if (memories.data.length === 0)
      return (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Nothing remembered yet. Add something above, or your counselor will suggest things after your
          conversations.
        </p>
      );
    return (
      <ul aria-label="What your counselor remembers" className="space-y-2">
        {memories.data.map((memory) => (
          <MemoryItem
            key={memory.id}
            memory={memory}
            onEdit={(text) => track(updateMemory(uid, memory.id, text), 'Saved')}
            onDelete={() => track(deleteMemory(uid, memory.id), 'Forgotten')}
          />
        ))}
      </ul>
    );
  };

  return (
    <main id="main" className="space-y-5 py-6">
      <header className="flex items-start gap-3">
        <Brain className="size-8 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden />
        <div className="space-y-1">
          <PageHeading title="What your counselor remembers" />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Short notes about you, such as the people in your life, your goals, what helps and what to avoid.
            They go into your conversations, so your counselor can pick up where you left off. You can change
            or delete any of them, add your own, or pause memory.
          </p>
        </div>
      </header>

      <SwitchField
        label="Remember things between conversations"
        description="When off, nothing here is used in your conversations and nothing new is suggested."
        checked={enabled}
        disabled={!account}
        onCheckedChange={(on) =>
          account &&
          track(
            saveSettings(uid, { ...account.settings, memoryEnabled: on }),
            on ? 'Memory is on' : 'Memory paused',
          )
        }
      />
      {!enabled && (
        <p className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <PauseCircle className="size-4 shrink-0" aria-hidden />
          Memory is paused: nothing is used or added.
        </p>
      )}

      <WriteStatus notice={notice} problem={problem} />

      <section aria-labelledby="remembered-heading" className="space-y-3">
        <h2 id="remembered-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Remembered
        </h2>
        {full ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your counselor remembers {MEMORY_LIMITS.maxItems} things, the most it keeps. Delete one to add
            another.
          </p>
        ) : (
          <MemoryForm
            label="Something to remember"
            submitLabel="Add"
            onSave={(text) => track(addMemory(uid, text), 'Added')}
          />
        )}
        {list()}
      </section>

      {account && trainsCounselor(account.entitlement) && <TaughtPreferences uid={uid} track={track} />}
    </main>
  );
}
