import { emptyJournalEntry, templateBody, type JournalEntryInput } from '@domain/journal';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { createJournalEntry } from '../api/create-journal-entry';
import { deleteJournalEntry } from '../api/delete-journal-entry';
import { updateJournalEntry } from '../api/update-journal-entry';
import { JournalEditor, type DictationControl } from './journal-editor';

vi.mock('../api/create-journal-entry', () => ({ createJournalEntry: vi.fn() }));
vi.mock('../api/update-journal-entry', () => ({ updateJournalEntry: vi.fn() }));
vi.mock('../api/delete-journal-entry', () => ({ deleteJournalEntry: vi.fn() }));

// A write that reached this device and is waiting for the server: settle it with resolve or reject.
function heldWrite(id: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const synced = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { write: { id, synced }, resolve, reject };
}

interface Options {
  initial?: JournalEntryInput;
  entryId?: string;
  pending?: boolean;
  autoSave?: boolean;
  failure?: string;
  dictation?: DictationControl;
}

function renderEditor({
  initial = emptyJournalEntry(),
  entryId,
  pending,
  autoSave = true,
  failure,
  dictation,
}: Options = {}) {
  const props = {
    onCreated: vi.fn(),
    onLostSave: vi.fn(),
    onClose: vi.fn(),
    onDeleted: vi.fn(),
  };
  const editor = (
    <JournalEditor
      uid="u1"
      initial={initial}
      entryId={entryId}
      pending={pending}
      autoSave={autoSave}
      failure={failure}
      dictation={dictation}
      {...props}
    />
  );
  const router = renderRoutes(
    [
      { path: '/app/journal', element: editor },
      { path: '/app', element: <p>Home page</p> },
    ],
    '/app/journal',
    fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
  );
  return { ...props, router };
}

const body = () => screen.getByRole('textbox', { name: 'Entry' });
const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.mocked(createJournalEntry).mockReset();
  vi.mocked(updateJournalEntry).mockReset();
  vi.mocked(deleteJournalEntry).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('JournalEditor auto-save', () => {
  beforeEach(() => {
    // Only the clock the auto-save waits on; React and the router keep their real scheduling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  // Typing as one change event: user-event waits on timers of its own, which a fake clock stops.
  const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

  it('should save a new entry once typing pauses for a second, then save edits to the same entry', () => {
    vi.mocked(createJournalEntry).mockReturnValue(heldWrite('e1').write);
    const { onCreated } = renderEditor();

    typeInto(body(), 'Slept badly');
    expect(status()).toHaveTextContent('Unsaved changes');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(createJournalEntry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(createJournalEntry).toHaveBeenCalledWith(
      'u1',
      { ...emptyJournalEntry(), body: 'Slept badly' },
      undefined,
    );
    expect(onCreated).toHaveBeenCalledWith('e1');
    // On this device, and the server has not confirmed it yet.
    expect(status()).toHaveTextContent('Saved on this device, will sync');

    vi.mocked(updateJournalEntry).mockReturnValue(heldWrite('e1').write);
    typeInto(body(), 'Slept badly, woke at 4.');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    // Still typing: the pause starts again with each change.
    typeInto(body(), 'Slept badly, woke at 4. Tired.');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(updateJournalEntry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(updateJournalEntry).toHaveBeenCalledOnce();
    expect(updateJournalEntry).toHaveBeenCalledWith('u1', 'e1', {
      ...emptyJournalEntry(),
      body: 'Slept badly, woke at 4. Tired.',
    });
    expect(createJournalEntry).toHaveBeenCalledOnce();
  });

  it('should not save a blank entry or an untouched template, and explain why when asked to', () => {
    renderEditor();
    typeInto(screen.getByRole('textbox', { name: 'Title (optional)' }), '   ');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write something or choose a mood first.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Gratitude' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(createJournalEntry).not.toHaveBeenCalled();
  });

  it('should keep the words, show the refusal and not retry on its own when the server refuses a save', async () => {
    const first = heldWrite('e1');
    vi.mocked(createJournalEntry).mockReturnValueOnce(first.write);
    renderEditor();
    typeInto(body(), 'Something private');
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    await act(async () => first.reject(new Error('This entry could not be saved.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This entry could not be saved. Your words are still here: please try again.',
    );
    expect(body()).toHaveValue('Something private');
    expect(status()).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(createJournalEntry).toHaveBeenCalledOnce();

    // Trying again creates the entry anew, under the same id.
    vi.mocked(createJournalEntry).mockReturnValueOnce(heldWrite('e1').write);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(createJournalEntry).toHaveBeenLastCalledWith(
      'u1',
      { ...emptyJournalEntry(), body: 'Something private' },
      'e1',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should save what was typed when the person leaves before the pause is over', async () => {
    vi.mocked(createJournalEntry).mockReturnValue(heldWrite('e1').write);
    const { router } = renderEditor();
    typeInto(body(), 'Quick thought');
    await act(() => router.navigate('/app'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(createJournalEntry).toHaveBeenCalledWith(
      'u1',
      { ...emptyJournalEntry(), body: 'Quick thought' },
      undefined,
    );
  });

  it('should tell the page about a save the server refused after the editor closed', async () => {
    const write = heldWrite('e1');
    vi.mocked(createJournalEntry).mockReturnValue(write.write);
    const { router, onLostSave } = renderEditor();
    typeInto(body(), 'Written just before leaving');
    await act(() => router.navigate('/app'));
    await act(async () => write.reject(new Error('This entry could not be saved.')));
    expect(onLostSave).toHaveBeenCalledWith({
      draft: { ...emptyJournalEntry(), body: 'Written just before leaving' },
      entryId: undefined,
      message: 'This entry could not be saved. Your words are still here: please try again.',
    });
  });
});

describe('JournalEditor', () => {
  it('should show an entry as saved once the server has it', () => {
    renderEditor({ initial: { ...emptyJournalEntry(3), body: 'Calm day' }, entryId: 'e1', pending: false });
    expect(screen.getByRole('heading', { name: 'Edit entry' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Saved');
    expect(screen.getByRole('radio', { name: 'Okay' })).toBeChecked();
  });

  it('should not call an edit saved until the server confirms it', async () => {
    const write = heldWrite('e1');
    vi.mocked(updateJournalEntry).mockReturnValue(write.write);
    renderEditor({ initial: { ...emptyJournalEntry(3), body: 'Calm day' }, entryId: 'e1', pending: false });
    fireEvent.change(body(), { target: { value: 'Calm day, then rain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(status()).toHaveTextContent('Saved on this device, will sync');
    await act(async () => write.resolve());
    expect(status()).toHaveTextContent('Saved');
    expect(status()).not.toHaveTextContent('will sync');
  });

  it('should say an entry is only on this device while it waits to sync', () => {
    renderEditor({
      initial: { ...emptyJournalEntry(), body: 'Offline words' },
      entryId: 'e1',
      pending: true,
    });
    expect(status()).toHaveTextContent('Saved on this device, will sync');
  });

  it('should start the CBT thought record with its six steps and their guidance', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'CBT thought record' }));
    expect(body()).toHaveValue(templateBody('thought-record'));
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Thought record');
    expect(screen.getByText('Evidence against')).toBeInTheDocument();
    expect(screen.getByText(/What would you say to a friend who thought this/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CBT thought record' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('should save mood, emotions and tags with the text on Save when auto-save is off', async () => {
    vi.mocked(createJournalEntry).mockReturnValue(heldWrite('e9').write);
    renderEditor({ autoSave: false });
    expect(screen.getByText('Auto-save is off')).toBeInTheDocument();

    await userEvent.type(body(), 'Long day at work');
    await userEvent.click(screen.getByRole('radio', { name: 'Low' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tired' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stressed' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), '#Work{Enter}Sleep,');
    expect(createJournalEntry).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(createJournalEntry).toHaveBeenCalledWith(
      'u1',
      {
        title: '',
        body: 'Long day at work',
        mood: 2,
        emotions: ['tired', 'stressed'],
        tags: ['work', 'sleep'],
        template: null,
      },
      undefined,
    );
  });

  it('should ask before closing with unsaved changes when auto-save is off, and keep them on Keep editing', async () => {
    vi.mocked(createJournalEntry).mockReturnValue(heldWrite('e1').write);
    const { onClose } = renderEditor({ autoSave: false });
    await userEvent.type(body(), 'Not saved yet');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    const ask = screen.getByRole('group', { name: 'Unsaved changes' });
    expect(ask).toHaveTextContent('This entry has changes that are not saved yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(body()).toHaveValue('Not saved yet');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(createJournalEntry).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should hold navigation away from unsaved changes until the person decides', async () => {
    const { router } = renderEditor({ autoSave: false });
    await userEvent.type(body(), 'Half a thought');
    await act(() => router.navigate('/app'));
    expect(router.state.location.pathname).toBe('/app/journal');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(router.state.location.pathname).toBe('/app');
    expect(createJournalEntry).not.toHaveBeenCalled();
  });

  it('should delete an entry only after confirmation', async () => {
    const deletion = heldWrite('e1');
    vi.mocked(deleteJournalEntry).mockReturnValue(deletion.write);
    const { onDeleted } = renderEditor({
      initial: { ...emptyJournalEntry(), body: 'Old' },
      entryId: 'e1',
      pending: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting this entry' });
    expect(confirm).toHaveTextContent('Delete this entry? This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(deleteJournalEntry).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(deleteJournalEntry).toHaveBeenCalledWith('u1', 'e1');
    expect(onDeleted).toHaveBeenCalledWith(deletion.write);
  });

  it('should reopen a refused save with its words, the reason, and as unsaved', async () => {
    vi.mocked(updateJournalEntry).mockReturnValue(heldWrite('e1').write);
    renderEditor({
      initial: { ...emptyJournalEntry(), body: 'Kept safe' },
      entryId: 'e1',
      failure: 'Your changes could not be saved. Your words are still here: please try again.',
    });
    expect(body()).toHaveValue('Kept safe');
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes could not be saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(updateJournalEntry).toHaveBeenCalledWith('u1', 'e1', {
      ...emptyJournalEntry(),
      body: 'Kept safe',
    });
  });
});

describe('JournalEditor dictation', () => {
  // The words handler the editor gave its Dictate control first: a recording in progress keeps it.
  let dictate: ((words: string) => void) | undefined;
  const dictation: DictationControl = ({ onWords }) => {
    dictate ??= onWords;
    return <p>Dictate</p>;
  };
  const say = (words: string) => act(() => dictate!(words));

  beforeEach(() => {
    dictate = undefined;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('should put dictated words at the cursor, the next ones after them, keep every word written and save them all', () => {
    vi.mocked(updateJournalEntry).mockReturnValue(heldWrite('e1').write);
    renderEditor({
      initial: { ...emptyJournalEntry(), body: 'Woke early. Felt calm.' },
      entryId: 'e1',
      dictation,
    });
    expect(screen.getByText('Dictate')).toBeInTheDocument();

    // Where the person left the cursor.
    body().focus();
    (body() as HTMLTextAreaElement).setSelectionRange(11, 11);
    say('Made tea first.');
    expect(body()).toHaveValue('Woke early. Made tea first. Felt calm.');
    say('then a walk.');
    expect(body()).toHaveValue('Woke early. Made tea first. then a walk. Felt calm.');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(updateJournalEntry).toHaveBeenCalledWith('u1', 'e1', {
      ...emptyJournalEntry(),
      body: 'Woke early. Made tea first. then a walk. Felt calm.',
    });
  });

  it('should add the words at the end of an entry the person has not been into', () => {
    vi.mocked(updateJournalEntry).mockReturnValue(heldWrite('e1').write);
    renderEditor({ initial: { ...emptyJournalEntry(), body: 'Woke early.' }, entryId: 'e1', dictation });
    (body() as HTMLTextAreaElement).setSelectionRange(0, 0);
    say('Made tea.');
    expect(body()).toHaveValue('Woke early. Made tea.');
  });

  it('should add the words after what was typed while they were spoken', () => {
    vi.mocked(createJournalEntry).mockReturnValue(heldWrite('e1').write);
    renderEditor({ dictation });
    fireEvent.change(body(), { target: { value: 'Slept badly.' } });
    say('Woke at four.');
    expect(body()).toHaveValue('Slept badly. Woke at four.');
  });
});
