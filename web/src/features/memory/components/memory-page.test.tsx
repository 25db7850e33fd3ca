import { MEMORY_LIMITS } from '@domain/memory';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSettings } from '@/lib/save-settings';
import { useAccount, type Account } from '@/lib/use-account';
import type { LiveState } from '@/lib/use-live-query';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { addMemory } from '../api/add-memory';
import { deleteMemory } from '../api/delete-memory';
import { deletePreference } from '../api/delete-preference';
import { updateMemory } from '../api/update-memory';
import { useMemories, type ListedMemory } from '../api/use-memories';
import { usePreferences } from '../api/use-preferences';
import { MemoryPage } from './memory-page';

vi.mock('@/lib/use-account', () => ({ useAccount: vi.fn() }));
vi.mock('@/lib/save-settings', () => ({ saveSettings: vi.fn() }));
vi.mock('../api/use-memories', () => ({ useMemories: vi.fn() }));
vi.mock('../api/use-preferences', () => ({ usePreferences: vi.fn() }));
vi.mock('../api/add-memory', () => ({ addMemory: vi.fn() }));
vi.mock('../api/update-memory', () => ({ updateMemory: vi.fn() }));
vi.mock('../api/delete-memory', () => ({ deleteMemory: vi.fn() }));
vi.mock('../api/delete-preference', () => ({ deletePreference: vi.fn() }));

const MADE = new Date('2026-11-20T09:00:00.000Z');
const memory = (id: string, text: string, source: ListedMemory['source']): ListedMemory => ({
  id,
  text,
  source,
  createdAt: MADE,
  updatedAt: MADE,
  pending: false,
});

const MEMORIES = [
  memory('m1', 'My sister is Ana', 'user'),
  memory('m2', 'Starts a new job on Monday', 'counselor'),
];

const ELITE = account({
  subscriptionPlan: 'elite',
  subscriptionStatus: 'active',
  entitlement: { ...account().entitlement, source: 'subscription', tier: 'elite', trialEndsAt: null },
});

// A write the server accepts, or one it refuses with the api's message.
const accepted = (id = 'new-id') => ({ id, synced: Promise.resolve() });
const refused = (id: string, message: string) => {
  const synced = Promise.reject(new Error(message));
  synced.catch(() => {});
  return { id, synced };
};

function showMemory(
  state: Partial<LiveState<ListedMemory[]>> = { data: MEMORIES },
  // null: the account has not loaded yet.
  record: Account | null = account(),
) {
  vi.mocked(useAccount).mockReturnValue({ data: record ?? undefined, loading: !record });
  vi.mocked(useMemories).mockReturnValue({ data: undefined, error: undefined, loading: false, ...state });
  renderRoutes(
    [{ path: '/app/memory', element: <MemoryPage /> }],
    '/app/memory',
    fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
  );
}

const list = () => screen.getByRole('list', { name: 'What your counselor remembers' });
const item = (text: string) => within(list()).getByText(text).closest('li')!;
const memorySwitch = () => screen.getByRole('switch', { name: 'Remember things between conversations' });
const user = () => userEvent.setup();

beforeEach(() => {
  vi.mocked(usePreferences).mockReset().mockReturnValue({ data: [], error: undefined, loading: false });
  for (const write of [addMemory, updateMemory, deleteMemory, deletePreference, saveSettings]) {
    vi.mocked(write).mockReset().mockReturnValue(accepted());
  }
});

describe('/app/memory', () => {
  it('should explain what is remembered and say so while the items load', () => {
    showMemory({ loading: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What your counselor remembers');
    expect(screen.getByText(/They go into your conversations/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading what your counselor remembers...');
  });

  it('should show an error when the items cannot be loaded', () => {
    showMemory({ error: new Error('permission-denied') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'What your counselor remembers could not be loaded right now.',
    );
  });

  it('should say when nothing is remembered yet', () => {
    showMemory({ data: [] });
    expect(screen.getByText(/^Nothing remembered yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What your counselor remembers' })).not.toBeInTheDocument();
  });

  it('should list each item with who added it, memory on', () => {
    showMemory();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(item('My sister is Ana')).toHaveTextContent('Added by you');
    expect(item('Starts a new job on Monday')).toHaveTextContent('Suggested by your counselor');
    expect(memorySwitch()).toBeChecked();
    expect(screen.queryByText(/Memory is paused/)).not.toBeInTheDocument();
  });

  it('should show paused memory clearly and turn it back on, writing the whole settings map', async () => {
    const paused = { ...DEFAULT_SETTINGS, theme: 'dark' as const, memoryEnabled: false };
    showMemory({ data: MEMORIES }, account({ settings: paused, hasSettings: true }));
    expect(screen.getByText('Memory is paused: nothing is used or added.')).toBeInTheDocument();
    expect(memorySwitch()).not.toBeChecked();
    await user().click(memorySwitch());
    expect(saveSettings).toHaveBeenCalledWith('u1', { ...paused, memoryEnabled: true });
    expect(screen.getByRole('status')).toHaveTextContent('Memory is on');
  });

  it('should pause memory, and show the refusal when the server does not take it', async () => {
    vi.mocked(saveSettings).mockReturnValueOnce(refused('u1', 'Your settings could not be saved.'));
    showMemory();
    await user().click(memorySwitch());
    expect(saveSettings).toHaveBeenCalledWith('u1', { ...DEFAULT_SETTINGS, memoryEnabled: false });
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Your settings could not be saved.');
  });

  it('should not offer the switch before the account has loaded', () => {
    showMemory({ data: MEMORIES }, null);
    expect(memorySwitch()).toBeDisabled();
  });

  it('should add an item, and refuse an empty one', async () => {
    showMemory({ data: [] });
    const form = screen.getByRole('form', { name: 'Something to remember' });
    await user().click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Write something to remember.')).toBeInTheDocument();
    expect(addMemory).not.toHaveBeenCalled();

    const field = within(form).getByLabelText('Something to remember');
    expect(field).toHaveAttribute('maxlength', String(MEMORY_LIMITS.textMaxLength));
    await user().type(field, '  Walking helps when I am anxious ');
    await user().click(within(form).getByRole('button', { name: 'Add' }));
    expect(addMemory).toHaveBeenCalledWith('u1', 'Walking helps when I am anxious');
    expect(field).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Added');
  });

  it('should stop adding at the most items memory keeps', () => {
    const many = Array.from({ length: MEMORY_LIMITS.maxItems }, (_, n) =>
      memory(`m${n}`, `Item ${n}`, 'user'),
    );
    showMemory({ data: many });
    expect(screen.queryByRole('form', { name: 'Something to remember' })).not.toBeInTheDocument();
    expect(screen.getByText(/Delete one to add another\./)).toBeInTheDocument();
  });

  it('should edit an item inline', async () => {
    showMemory();
    await user().click(within(item('Starts a new job on Monday')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit what your counselor remembers' });
    const field = within(form).getByLabelText('Edit what your counselor remembers');
    expect(field).toHaveValue('Starts a new job on Monday');
    await user().clear(field);
    await user().type(field, 'Started a new job at the library');
    await user().click(within(form).getByRole('button', { name: 'Save' }));
    expect(updateMemory).toHaveBeenCalledWith('u1', 'm2', 'Started a new job at the library');
    expect(
      screen.queryByRole('form', { name: 'Edit what your counselor remembers' }),
    ).not.toBeInTheDocument();
  });

  it('should delete an item only once confirmed, and show a refusal', async () => {
    vi.mocked(deleteMemory).mockReturnValueOnce(refused('m1', 'This could not be deleted.'));
    showMemory();
    await user().click(within(item('My sister is Ana')).getByRole('button', { name: 'Delete' }));
    await user().click(within(item('My sister is Ana')).getByRole('button', { name: 'Keep it' }));
    expect(deleteMemory).not.toHaveBeenCalled();
    await user().click(within(item('My sister is Ana')).getByRole('button', { name: 'Delete' }));
    await user().click(within(item('My sister is Ana')).getByRole('button', { name: 'Yes, forget it' }));
    expect(deleteMemory).toHaveBeenCalledWith('u1', 'm1');
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be deleted.');
  });

  it('should list what an Elite member taught the counselor, each removable', async () => {
    vi.mocked(usePreferences).mockReturnValue({
      data: [
        { id: 'shorter', text: 'Keep replies shorter.', createdAt: MADE, updatedAt: MADE, pending: false },
      ],
      error: undefined,
      loading: false,
    });
    showMemory({ data: MEMORIES }, ELITE);
    const taught = screen.getByRole('list', { name: "What you've taught your counselor" });
    expect(taught).toHaveTextContent('Keep replies shorter.');
    await user().click(within(taught).getByRole('button', { name: 'Remove: Keep replies shorter.' }));
    expect(deletePreference).toHaveBeenCalledWith('u1', 'shorter');
    expect(screen.getByRole('status')).toHaveTextContent('Preference removed');
  });

  it('should say when an Elite member has taught nothing yet', () => {
    showMemory({ data: MEMORIES }, ELITE);
    expect(screen.getByRole('heading', { name: "What you've taught your counselor" })).toBeInTheDocument();
    expect(screen.getByText(/Give a reply a thumbs up or down/)).toBeInTheDocument();
  });

  it('should not show training to a Basic member', () => {
    showMemory();
    expect(
      screen.queryByRole('heading', { name: "What you've taught your counselor" }),
    ).not.toBeInTheDocument();
    expect(usePreferences).not.toHaveBeenCalled();
  });
});
