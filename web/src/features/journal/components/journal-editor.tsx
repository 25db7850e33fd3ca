import {
  applyTemplate,
  insertDictation,
  JOURNAL_LIMITS,
  JOURNAL_TEMPLATES,
  journalTemplate,
  type JournalEntryInput,
} from '@domain/journal';
import { CloudOff, Trash2, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { useBlocker } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fullDateAndTime } from '@/lib/format-date';
import { deleteJournalEntry } from '../api/delete-journal-entry';
import type { LocalWrite } from '../api/journal-collection';
import { useJournalDraft, type LostSave } from '../use-journal-draft';
import { EmotionPicker } from './emotion-picker';
import { MoodPicker } from './mood-picker';
import { TagInput } from './tag-input';

interface EditorProps {
  uid: string;
  initial: JournalEntryInput;
  /** The stored entry being edited; undefined for a new one. */
  entryId?: string | undefined;
  /** When it was written, for an existing entry. */
  createdAt?: Date | undefined;
  /** Whether the entry still waits to reach the server; undefined while the list has not caught up. */
  pending: boolean | undefined;
  /** A refused save this editor reopens with. */
  failure?: string | undefined;
  autoSave: boolean;
  onCreated: (id: string) => void;
  onLostSave: (lost: LostSave) => void;
  onClose: () => void;
  onDeleted: (write: LocalWrite) => void;
  /** Set to how this editor lets the page move on: at once, or once unsaved words are dealt with. */
  leaveGuardRef?: RefObject<LeaveGuard | undefined>;
  /** The Dictate control beside the text, from app/ (the voice feature); none without it. */
  dictation?: DictationControl | undefined;
}

/** A Dictate control: it hands the words it hears to `onWords`. */
export type DictationControl = ComponentType<{ onWords: (words: string) => void }>;

/** Runs `proceed` once the editor may go: at once, or after the person saves or discards. */
export type LeaveGuard = (proceed: () => void) => void;

type Confirming = { kind: 'delete' } | { kind: 'leave'; leave: () => void; stay: () => void };

/** Writes or edits one entry: template, title, text, mood, emotions and tags, saved as the person goes. */
export function JournalEditor({
  uid,
  initial,
  entryId,
  createdAt,
  pending,
  failure: reopenedFailure,
  autoSave,
  onCreated,
  onLostSave,
  onClose,
  onDeleted,
  leaveGuardRef,
  dictation: Dictation,
}: EditorProps) {
  const id = useId();
  const journal = useJournalDraft({
    uid,
    initial,
    entryId,
    failure: reopenedFailure,
    autoSave,
    onCreated,
    onLostSave,
  });
  const { draft, change } = journal;
  const [confirming, setConfirming] = useState<Confirming>();
  const bodyField = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once dictated words are in the text: just after them.
  const dictatedCursor = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const at = dictatedCursor.current;
    if (at === undefined) return;
    dictatedCursor.current = undefined;
    bodyField.current?.setSelectionRange(at, at);
  }, [draft.body]);
  // Whether the person has been in the text: until then its cursor means nothing (browsers leave it
  // at the start) and dictated words go at the end.
  const cursorPlaced = useRef(false);
  // Dictated words go in at the cursor, into the text as it is now, so nothing typed while they
  // were spoken is lost.
  const insertDictated = (words: string) => {
    const field = bodyField.current;
    if (!field) return;
    const at = cursorPlaced.current ? field.selectionEnd : field.value.length;
    const next = insertDictation(field.value, words, at);
    cursorPlaced.current = true;
    dictatedCursor.current = next.cursor;
    change({ body: next.body });
  };

  // Unsaved words that would not save themselves on the way out need the person's say.
  const atRisk = journal.dirty && !journal.blank && !(autoSave && journal.canSave);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => atRisk && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!journal.dirty || journal.blank) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [journal.dirty, journal.blank]);

  const leaveWith: LeaveGuard = (proceed) => {
    if (!atRisk) {
      // Blank drafts are dropped; anything else was saved or saves itself as the editor closes.
      if (journal.blank) journal.discard();
      proceed();
      return;
    }
    setConfirming({ kind: 'leave', leave: proceed, stay: () => setConfirming(undefined) });
  };
  useEffect(() => {
    if (!leaveGuardRef) return;
    leaveGuardRef.current = leaveWith;
    return () => {
      leaveGuardRef.current = undefined;
    };
  });

  const remove = () => {
    if (!journal.id) return;
    journal.discard();
    onDeleted(deleteJournalEntry(uid, journal.id));
  };

  const template = draft.template ? journalTemplate(draft.template) : undefined;
  const status = journal.failure
    ? undefined
    : journal.dirty
      ? 'Unsaved changes'
      : journal.stored
        ? pending === false && !journal.syncing
          ? 'Saved'
          : 'Saved on this device, will sync'
        : undefined;
  const bodyLength = draft.body.length;
  const leaving =
    blocker.state === 'blocked'
      ? { leave: () => blocker.proceed(), stay: () => blocker.reset() }
      : confirming?.kind === 'leave'
        ? confirming
        : undefined;

  return (
    <form
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        journal.saveNow();
      }}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {journal.stored ? 'Edit entry' : 'New entry'}
          </h2>
          {createdAt && (
            <p className="text-xs text-slate-500 dark:text-slate-400">Written {fullDateAndTime(createdAt)}</p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <p
            role="status"
            className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400"
          >
            {status === 'Saved on this device, will sync' && (
              <CloudOff className="size-3.5 text-amber-600" aria-hidden />
            )}
            {status}
          </p>
          <Button variant="ghost" className="px-2" onClick={() => leaveWith(onClose)}>
            <X className="size-4" aria-hidden />
            Close
          </Button>
        </div>
      </div>

      {journal.failure && (
        <div className="space-y-2">
          <ErrorAlert>{journal.failure}</ErrorAlert>
          <Button variant="secondary" onClick={() => journal.saveNow()}>
            Try again
          </Button>
        </div>
      )}

      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Start from a template</p>
        <div className="flex flex-wrap gap-2">
          {JOURNAL_TEMPLATES.map((option) => (
            <Button
              key={option.id}
              variant="secondary"
              title={option.description}
              aria-pressed={draft.template === option.id}
              onClick={() => change(applyTemplate(draft, option.id))}
            >
              {option.name}
            </Button>
          ))}
        </div>
      </div>

      {template && (
        <details open className="rounded-xl bg-teal-50 p-4 text-sm dark:bg-teal-950/60">
          <summary className="cursor-pointer font-semibold text-teal-900 dark:text-teal-100">
            {template.name}: {template.description}
          </summary>
          <dl className="mt-2 space-y-1.5">
            {template.prompts.map((prompt) => (
              <div key={prompt.heading}>
                <dt className="font-medium text-teal-900 dark:text-teal-100">{prompt.heading}</dt>
                <dd className="text-teal-800 dark:text-teal-200">{prompt.hint}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}

      <TextField
        label="Title (optional)"
        value={draft.title}
        maxLength={JOURNAL_LIMITS.titleMaxLength}
        onChange={(event) => change({ title: event.target.value })}
      />

      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label
            htmlFor={`${id}-body`}
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Entry
          </label>
          {Dictation && (
            <div className="min-w-0 flex-1">
              <Dictation onWords={insertDictated} />
            </div>
          )}
        </div>
        <textarea
          ref={bodyField}
          id={`${id}-body`}
          rows={12}
          value={draft.body}
          onChange={(event) => change({ body: event.target.value })}
          onFocus={() => {
            cursorPlaced.current = true;
          }}
          placeholder="What is on your mind?"
          aria-invalid={journal.problem ? true : undefined}
          aria-describedby={`${id}-count${journal.problem ? ` ${id}-error` : ''}`}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
        />
        <p
          id={`${id}-count`}
          className={`text-right text-xs ${bodyLength > JOURNAL_LIMITS.bodyMaxLength ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {bodyLength} / {JOURNAL_LIMITS.bodyMaxLength} characters
        </p>
        {journal.problem && (
          <p id={`${id}-error`} className="text-xs text-red-600 dark:text-red-400">
            {journal.problem}
          </p>
        )}
      </div>

      <MoodPicker value={draft.mood} onChange={(mood) => change({ mood })} />
      <EmotionPicker value={draft.emotions} onChange={(emotions) => change({ emotions })} />
      <TagInput value={draft.tags} onChange={(tags) => change({ tags })} />

      {confirming?.kind === 'delete' && (
        <div
          role="group"
          aria-label="Confirm deleting this entry"
          className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950"
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">
            Delete this entry? This cannot be undone.
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(undefined)}>
              Keep it
            </Button>
            <button type="button" className={buttonClass('danger')} onClick={remove}>
              Yes, delete
            </button>
          </div>
        </div>
      )}
      {leaving && (
        <div
          role="group"
          aria-label="Unsaved changes"
          className="rounded-lg bg-amber-50 p-3 dark:bg-amber-950/60"
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">
            {journal.canSave
              ? 'This entry has changes that are not saved yet.'
              : `This entry cannot be saved as it is: ${journal.problem ?? 'check it and try again.'}`}
          </p>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                leaving.stay();
                setConfirming(undefined);
              }}
            >
              Keep editing
            </Button>
            <button
              type="button"
              className={buttonClass('danger')}
              onClick={() => {
                journal.discard();
                leaving.leave();
              }}
            >
              Discard changes
            </button>
            {journal.canSave && (
              <Button
                onClick={() => {
                  journal.saveNow();
                  leaving.leave();
                }}
              >
                Save and close
              </Button>
            )}
          </div>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        {journal.stored ? (
          <Button variant="ghost" onClick={() => setConfirming({ kind: 'delete' })}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-3">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {autoSave ? 'Auto-save is on' : 'Auto-save is off'}
          </p>
          <Button type="submit" disabled={!journal.dirty}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
