import {
  allTags,
  applyTemplate,
  emptyJournalEntry,
  filterEntries,
  JOURNAL_TEMPLATES,
  type JournalEntryInput,
  type JournalFilter,
  type JournalTemplateId,
} from '@domain/journal';
import { BookOpen, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/lib/auth/auth-context';
import type { LocalWrite } from '../api/journal-collection';
import { useJournalEntries, type ListedEntry } from '../api/use-journal-entries';
import { useAutoSaveSetting } from '../use-auto-save-setting';
import type { LostSave } from '../use-journal-draft';
import { JournalEditor, type DictationControl, type LeaveGuard } from './journal-editor';
import { JournalEntryList } from './journal-entry-list';
import { filtering, JournalFilters } from './journal-filters';

/** One opening of the editor: a fresh `key` remounts it with its own draft. */
interface EditorSession {
  key: number;
  entryId?: string | undefined;
  initial: JournalEntryInput;
  failure?: string | undefined;
}

const fields = ({ title, body, mood, emotions, tags, template }: ListedEntry): JournalEntryInput => ({
  title,
  body,
  mood,
  emotions,
  tags,
  template,
});

/**
 * /app/journal: the person's entries with search and filters, and the editor to write and edit them;
 * `dictation` is the editor's Dictate control, which app/ brings from the voice feature.
 */
export function JournalPage({ dictation }: { dictation?: DictationControl }) {
  const { user } = useAuth();
  // AppLayout renders its pages only for a signed-in user.
  return user ? <Journal uid={user.uid} dictation={dictation} /> : null;
}

function Journal({ uid, dictation }: { uid: string; dictation: DictationControl | undefined }) {
  const { data: entries, loading, error } = useJournalEntries(uid);
  const autoSave = useAutoSaveSetting(uid);
  const [filter, setFilter] = useState<JournalFilter>({});
  const [editor, setEditor] = useState<EditorSession>();
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [lost, setLost] = useState<LostSave>();
  const sessions = useRef(0);
  // The open editor's say before it is replaced: it may need to ask about unsaved words first.
  const leaveGuardRef = useRef<LeaveGuard>(undefined);

  const tags = useMemo(() => allTags(entries ?? []), [entries]);
  const shown = useMemo(() => filterEntries(entries ?? [], filter), [entries, filter]);
  const listed = editor?.entryId ? entries?.find((entry) => entry.id === editor.entryId) : undefined;

  const openEditor = (session: Omit<EditorSession, 'key'>) => {
    const open = () => {
      setNotice(undefined);
      setProblem(undefined);
      sessions.current += 1;
      setEditor({ key: sessions.current, ...session });
    };
    if (leaveGuardRef.current) leaveGuardRef.current(open);
    else open();
  };
  const startEntry = (template?: JournalTemplateId) =>
    openEditor({ initial: template ? applyTemplate(emptyJournalEntry(), template) : emptyJournalEntry() });
  const openEntry = (entry: ListedEntry) => {
    if (entry.id !== editor?.entryId) openEditor({ entryId: entry.id, initial: fields(entry) });
  };
  const deleted = (write: LocalWrite) => {
    setEditor(undefined);
    setNotice('Entry deleted');
    write.synced.catch((failure: Error) => {
      setNotice(undefined);
      setProblem(`${failure.message} It is back in your list.`);
    });
  };

  const templateStarters = (
    <div className="flex flex-wrap justify-center gap-2">
      {JOURNAL_TEMPLATES.map((template) => (
        <Button key={template.id} variant="secondary" onClick={() => startEntry(template.id)}>
          {template.name}
        </Button>
      ))}
    </div>
  );

  return (
    <main id="main" className="space-y-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <PageHeading title="Journal" />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Write it down, notice your patterns, and be kind to yourself. Only you can read your journal.
          </p>
        </div>
        <Button onClick={() => startEntry()}>
          <Plus className="size-4" aria-hidden />
          New entry
        </Button>
      </header>

      <OfflineNotice>
        You are offline. What you write is saved on this device and syncs when you are back online.
      </OfflineNotice>
      {lost && (
        <div className="space-y-2">
          <ErrorAlert>{lost.message}</ErrorAlert>
          <Button
            variant="secondary"
            onClick={() => {
              openEditor({ entryId: lost.entryId, initial: lost.draft, failure: lost.message });
              setLost(undefined);
            }}
          >
            Open it again
          </Button>
        </div>
      )}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {notice && (
        <p role="status" className="text-sm font-medium text-teal-700 dark:text-teal-300">
          {notice}
        </p>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Entries" className={`space-y-4 ${editor ? 'hidden lg:block' : ''}`}>
          {loading ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Loading your journal...
            </p>
          ) : error ? (
            <ErrorAlert>
              Your journal could not be loaded right now. Check your connection and try again.
            </ErrorAlert>
          ) : entries?.length === 0 ? (
            <div className="space-y-3 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
              <BookOpen className="mx-auto size-8 text-indigo-500" aria-hidden />
              <p className="font-semibold text-slate-800 dark:text-slate-100">Your journal is empty</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Write your first entry with New entry, or start from a guide:
              </p>
              {templateStarters}
            </div>
          ) : (
            <>
              <JournalFilters filter={filter} tags={tags} onChange={setFilter} />
              <p aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
                {filtering(filter)
                  ? `${shown.length} of ${entries?.length ?? 0} entries`
                  : `${shown.length} ${shown.length === 1 ? 'entry' : 'entries'}`}
              </p>
              {shown.length === 0 ? (
                <div className="space-y-2 rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center dark:border-slate-700">
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    No entries match these filters.
                  </p>
                  <Button variant="secondary" onClick={() => setFilter({})}>
                    Clear filters
                  </Button>
                </div>
              ) : (
                <JournalEntryList entries={shown} selectedId={editor?.entryId} onSelect={openEntry} />
              )}
            </>
          )}
        </section>

        {editor ? (
          <JournalEditor
            key={editor.key}
            uid={uid}
            initial={editor.initial}
            entryId={editor.entryId}
            failure={editor.failure}
            createdAt={listed?.createdAt}
            pending={listed?.pending}
            autoSave={autoSave}
            onCreated={(id) =>
              setEditor((current) => (current?.key === editor.key ? { ...current, entryId: id } : current))
            }
            onLostSave={setLost}
            onClose={() => setEditor(undefined)}
            onDeleted={deleted}
            leaveGuardRef={leaveGuardRef}
            dictation={dictation}
          />
        ) : (
          <div className="hidden space-y-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center lg:block dark:border-slate-800 dark:bg-slate-900">
            <p className="text-slate-700 dark:text-slate-200">
              Choose an entry to read or edit it, or start a new one from a guide:
            </p>
            {templateStarters}
          </div>
        )}
      </div>
    </main>
  );
}
