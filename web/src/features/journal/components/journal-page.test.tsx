import { emptyJournalEntry, templateBody } from '@domain/journal';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { deleteJournalEntry } from '../api/delete-journal-entry';
import { useJournalEntries, type ListedEntry } from '../api/use-journal-entries';
import { JournalPage } from './journal-page';

vi.mock('../api/use-journal-entries', () => ({ useJournalEntries: vi.fn() }));
vi.mock('../api/create-journal-entry', () => ({ createJournalEntry: vi.fn() }));
vi.mock('../api/update-journal-entry', () => ({ updateJournalEntry: vi.fn() }));
vi.mock('../api/delete-journal-entry', () => ({ deleteJournalEntry: vi.fn() }));
// The Auto-Save setting lives on the account (Firestore); on, as by default.
vi.mock('../use-auto-save-setting', () => ({ useAutoSaveSetting: () => true }));

const listed = (overrides: Partial<ListedEntry>): ListedEntry => ({
  ...emptyJournalEntry(),
  id: 'x',
  createdAt: new Date('2026-03-10T12:00:00'),
  updatedAt: new Date('2026-03-10T12:00:00'),
  pending: false,
  ...overrides,
});

const ENTRIES = [
  listed({
    id: 'river',
    title: 'Walk by the river',
    body: 'Felt lighter afterwards.',
    mood: 4,
    tags: ['walks'],
    createdAt: new Date('2026-03-12T18:00:00'),
  }),
  listed({
    id: 'report',
    title: 'Deadline',
    body: 'Stressed about the report.',
    mood: 2,
    emotions: ['stressed'],
    tags: ['work'],
    pending: true,
    createdAt: new Date('2026-03-11T09:00:00'),
  }),
  listed({ id: 'checkin', mood: 2, createdAt: new Date('2026-03-01T08:00:00') }),
];

function showJournal(state: Partial<ReturnType<typeof useJournalEntries>>) {
  vi.mocked(useJournalEntries).mockReturnValue({
    data: undefined,
    error: undefined,
    loading: false,
    ...state,
  });
  renderRoutes(
    [{ path: '/app/journal', element: <JournalPage /> }],
    '/app/journal',
    fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
  );
}

const list = () => screen.getByRole('list', { name: 'Journal entries' });
const shownTitles = () =>
  within(list())
    .getAllByRole('button')
    .map((item) => item.querySelector('span span')?.textContent);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  vi.mocked(deleteJournalEntry).mockReset();
});

afterEach(() => {
  setOnline(true);
});

describe('/app/journal', () => {
  it('should say it is loading the journal', () => {
    showJournal({ loading: true });
    expect(screen.getByText('Loading your journal...')).toBeInTheDocument();
  });

  it('should explain when the journal cannot be loaded', () => {
    showJournal({ error: new Error('permission-denied') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your journal could not be loaded right now.');
  });

  it('should invite a first entry when the journal is empty, from a guide too', async () => {
    showJournal({ data: [] });
    expect(screen.getByText('Your journal is empty')).toBeInTheDocument();
    const empty = screen.getByText('Your journal is empty').parentElement!;
    await userEvent.click(within(empty).getByRole('button', { name: 'Gratitude' }));
    expect(screen.getByRole('heading', { name: 'New entry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Entry' })).toHaveValue(templateBody('gratitude'));
  });

  it('should list entries newest first with their mood and whether they have synced', () => {
    showJournal({ data: ENTRIES });
    expect(shownTitles()).toEqual(['Walk by the river', 'Deadline', 'Mood check-in']);
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(within(list()).getAllByRole('img', { name: 'Mood: Low' })).toHaveLength(2);
    const pending = within(list()).getAllByText('Saved on this device, will sync');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.closest('button')).toHaveTextContent('Deadline');
  });

  it('should find entries by words, tag, mood and date, and clear the filters', async () => {
    showJournal({ data: ENTRIES });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'REPORT');
    expect(shownTitles()).toEqual(['Deadline']);
    expect(screen.getByText('1 of 3 entries')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), '#walks');
    expect(shownTitles()).toEqual(['Walk by the river']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'All tags');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mood' }), 'Low');
    expect(shownTitles()).toEqual(['Deadline', 'Mood check-in']);

    await userEvent.type(screen.getByLabelText('From'), '2026-03-05');
    expect(shownTitles()).toEqual(['Deadline']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'holiday');
    expect(screen.getByText('No entries match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(shownTitles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('should open an entry in the editor with everything it holds', async () => {
    showJournal({ data: ENTRIES });
    await userEvent.click(within(list()).getByRole('button', { name: /Deadline/ }));
    expect(screen.getByRole('heading', { name: 'Edit entry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Deadline');
    expect(screen.getByRole('textbox', { name: 'Entry' })).toHaveValue('Stressed about the report.');
    expect(screen.getByRole('radio', { name: 'Low' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Stressed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Tags on this entry' })).toHaveTextContent('#work');
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device, will sync');
    expect(within(list()).getByRole('button', { name: /Deadline/ })).toHaveAttribute('aria-current', 'true');
  });

  it('should close the editor on delete and say so, or bring the entry back with the reason', async () => {
    let refuse!: (error: Error) => void;
    const synced = new Promise<void>((_resolve, reject) => (refuse = reject));
    vi.mocked(deleteJournalEntry).mockReturnValue({ id: 'river', synced });
    showJournal({ data: ENTRIES });
    await userEvent.click(within(list()).getByRole('button', { name: /Walk by the river/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.queryByRole('heading', { name: 'Edit entry' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entry deleted');

    await act(async () => refuse(new Error('This entry could not be deleted.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This entry could not be deleted. It is back in your list.',
    );
  });

  it('should say when the device is offline that writing is still safe', () => {
    showJournal({ data: ENTRIES });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(
      screen.getByText(
        'You are offline. What you write is saved on this device and syncs when you are back online.',
      ),
    ).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
