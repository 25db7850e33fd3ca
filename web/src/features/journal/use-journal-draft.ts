import {
  EMPTY_ENTRY_MESSAGE,
  isBlankEntry,
  JOURNAL_AUTO_SAVE_DELAY_MS,
  journalEntrySchema,
  type JournalEntryInput,
} from '@domain/journal';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createJournalEntry } from './api/create-journal-entry';
import type { LocalWrite } from './api/journal-collection';
import { updateJournalEntry } from './api/update-journal-entry';

/** A save the server refused after the editor had closed: what was written, so it can be reopened. */
export interface LostSave {
  draft: JournalEntryInput;
  /** The stored entry it was editing; undefined when the entry itself could not be created. */
  entryId: string | undefined;
  message: string;
}

interface DraftOptions {
  uid: string;
  initial: JournalEntryInput;
  /** The stored entry being edited; undefined for a new one. */
  entryId?: string | undefined;
  /** Reopening a refused save: start with it unsaved and its message shown. */
  failure?: string | undefined;
  autoSave: boolean;
  /** Called once a new entry has its id (it is then on this device). */
  onCreated?: (id: string) => void;
  /** Called when the server refuses a save after the editor is gone. */
  onLostSave?: (lost: LostSave) => void;
}

/**
 * The editor's draft and its saving: edits are kept here until handed to Firestore (at once on Save,
 * or after a pause in typing when Auto-Save is on, and when the editor closes). A refused save keeps
 * the draft, shows why, and is not retried until the person changes something or asks again.
 */
export function useJournalDraft({
  uid,
  initial,
  entryId,
  failure: initialFailure,
  autoSave,
  onCreated,
  onLostSave,
}: DraftOptions) {
  const [draft, setDraft] = useState(initial);
  // The draft last handed to Firestore; anything else is unsaved.
  const [saved, setSaved] = useState<JournalEntryInput | undefined>(initialFailure ? undefined : initial);
  const [id, setId] = useState(entryId);
  const [failure, setFailure] = useState(
    initialFailure ? { message: initialFailure, draft: initial } : undefined,
  );
  const [attempted, setAttempted] = useState(false);
  const [stored, setStored] = useState(entryId !== undefined);
  // Whether the last write handed to Firestore still waits for the server's confirmation.
  const [syncing, setSyncing] = useState(false);
  const lastWrite = useRef<LocalWrite | undefined>(undefined);

  const created = useRef(entryId !== undefined);
  const idRef = useRef(entryId);
  const draftRef = useRef(draft);
  const mounted = useRef(true);
  const discarded = useRef(false);
  const callbacks = useRef({ onCreated, onLostSave });
  useEffect(() => {
    draftRef.current = draft;
    callbacks.current = { onCreated, onLostSave };
  });

  const validation = useMemo(() => journalEntrySchema.safeParse(draft), [draft]);
  const problem = validation.success
    ? undefined
    : (validation.error.issues[0]?.message ?? EMPTY_ENTRY_MESSAGE);
  const dirty = draft !== saved;
  const blank = isBlankEntry(draft);

  const save = useCallback((): boolean => {
    const current = draftRef.current;
    if (!journalEntrySchema.safeParse(current).success) return false;
    const isNew = !created.current;
    let write: LocalWrite;
    try {
      write = isNew
        ? createJournalEntry(uid, current, idRef.current)
        : updateJournalEntry(uid, idRef.current!, current);
    } catch (error) {
      setFailure({ message: (error as Error).message, draft: current });
      return false;
    }
    created.current = true;
    idRef.current = write.id;
    lastWrite.current = write;
    setSyncing(true);
    setStored(true);
    setFailure(undefined);
    setSaved(current);
    if (isNew) {
      setId(write.id);
      callbacks.current.onCreated?.(write.id);
    }
    const confirmed = () => {
      if (mounted.current && lastWrite.current === write) setSyncing(false);
    };
    write.synced.then(confirmed, (error: Error) => {
      confirmed();
      // The server refused it, and Firestore took it back out of the local cache.
      if (isNew) created.current = false;
      const message = `${error.message} Your words are still here: please try again.`;
      if (mounted.current) {
        if (isNew) setStored(false);
        setSaved(undefined);
        setFailure({ message, draft: draftRef.current });
      } else {
        callbacks.current.onLostSave?.({
          draft: current,
          entryId: created.current ? idRef.current : undefined,
          message,
        });
      }
    });
    return true;
  }, [uid]);

  // Auto-save once typing pauses (each change restarts the wait); never a blank draft, and not
  // again for a draft the server just refused.
  const refused = failure !== undefined && failure.draft === draft;
  const autoSaving = autoSave && dirty && !blank && validation.success && !refused;
  useEffect(() => {
    if (!autoSaving) return;
    const timer = window.setTimeout(save, JOURNAL_AUTO_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoSaving, draft, save]);

  // Closing the editor (or leaving the page) with Auto-Save on keeps what was typed.
  const flush = useRef(autoSaving);
  useEffect(() => {
    flush.current = autoSaving;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (flush.current && !discarded.current) save();
    };
  }, [save]);

  return {
    draft,
    /** Replaces fields of the draft. */
    change: useCallback((changes: Partial<JournalEntryInput>) => setDraft((d) => ({ ...d, ...changes })), []),
    /** Saves now (the Save and Try again buttons); false when the draft cannot be saved as it is. */
    saveNow: () => {
      setAttempted(true);
      return save();
    },
    /** Drops unsaved edits when the editor closes (after a confirmation, or a delete). */
    discard: () => {
      discarded.current = true;
    },
    id,
    /** Whether the entry exists (at least on this device). */
    stored,
    /** Whether the latest save still waits for the server to confirm it. */
    syncing,
    dirty,
    /** Why the draft cannot be saved; the "write something" one only after a save was asked for. */
    problem: problem === EMPTY_ENTRY_MESSAGE && !attempted ? undefined : problem,
    canSave: validation.success,
    /** Whether the draft holds nothing the person wrote or chose. */
    blank,
    failure: failure?.message,
  };
}
