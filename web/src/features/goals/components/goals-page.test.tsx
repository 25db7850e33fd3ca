import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { addCheckIn } from '../api/add-check-in';
import { createGoal } from '../api/create-goal';
import { deleteGoal } from '../api/delete-goal';
import { setGoalStatus } from '../api/set-goal-status';
import { updateGoal } from '../api/update-goal';
import { useCheckIns } from '../api/use-check-ins';
import { useGoals, type ListedGoal } from '../api/use-goals';
import { GoalsPage } from './goals-page';
import { activeGoal } from '@/test/fixtures';

vi.mock('../api/use-goals', () => ({ useGoals: vi.fn() }));
vi.mock('../api/use-check-ins', () => ({ useCheckIns: vi.fn() }));
vi.mock('../api/create-goal', () => ({ createGoal: vi.fn() }));
vi.mock('../api/update-goal', () => ({ updateGoal: vi.fn() }));
vi.mock('../api/set-goal-status', () => ({ setGoalStatus: vi.fn() }));
vi.mock('../api/delete-goal', () => ({ deleteGoal: vi.fn() }));
vi.mock('../api/add-check-in', () => ({ addCheckIn: vi.fn() }));

const NOW = new Date('2026-03-14T09:30:00');

// Made on 1 March 2026, before the tests' today.
const MADE = new Date('2026-03-01T10:00:00');
const goal = (overrides: Partial<ListedGoal>): ListedGoal => ({
  ...activeGoal({ id: 'x', title: 'Untitled', createdAt: MADE, updatedAt: MADE }),
  pending: false,
  ...overrides,
});

const GOALS = [
  goal({ id: 'walk', title: 'Walk every morning', progress: 40, targetDate: '2026-03-10' }),
  goal({ id: 'read', title: 'Read a book a month', progress: 10, targetDate: '2026-06-30', pending: true }),
  goal({
    id: 'run',
    title: 'Run 5 km',
    status: 'completed',
    progress: 100,
    completedAt: new Date('2026-03-05T10:00:00'),
  }),
  goal({ id: 'piano', title: 'Learn the piano', status: 'archived', progress: 5 }),
];

// A write the server accepts, or one it refuses with the api's message.
const accepted = (id = 'new-id') => ({ id, synced: Promise.resolve() });
const refused = (id: string, message: string) => {
  const synced = Promise.reject(new Error(message));
  synced.catch(() => {});
  return { id, synced };
};

function showGoals(state: Partial<ReturnType<typeof useGoals>> = { data: GOALS }) {
  vi.mocked(useGoals).mockReturnValue({ data: undefined, error: undefined, loading: false, ...state });
  renderRoutes(
    [{ path: '/app/goals', element: <GoalsPage /> }],
    '/app/goals',
    fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });
const user = () => userEvent.setup();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(useCheckIns).mockReturnValue({ data: [], error: undefined, loading: false });
  for (const write of [createGoal, updateGoal, setGoalStatus, deleteGoal, addCheckIn]) {
    vi.mocked(write).mockReset().mockReturnValue(accepted());
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/app/goals', () => {
  it('should say so while the goals load', () => {
    showGoals({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your goals...');
  });

  it('should show an error when the goals cannot be loaded', () => {
    showGoals({ error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your goals could not be loaded right now.');
  });

  it('should invite a person without goals to set the first one', async () => {
    showGoals({ data: [] });
    expect(screen.getByText('No goals yet')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Set your first goal' }));
    expect(screen.getByRole('form', { name: 'New goal' })).toBeInTheDocument();
  });

  it('should list active goals, nearest target first, with progress, and flag the overdue one', () => {
    showGoals();
    const list = screen.getByRole('list', { name: 'Active goals' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Walk every morning', 'Read a book a month']);
    expect(within(card('Walk every morning')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(card('Walk every morning')).toHaveTextContent(/Overdue: target was/);
    expect(card('Read a book a month')).not.toHaveTextContent('Overdue');
    expect(card('Read a book a month')).toHaveTextContent('Saved on this device, will sync');
    expect(screen.queryByText('Run 5 km')).not.toBeInTheDocument();
  });

  it('should filter by Completed and Archived, with counts', async () => {
    showGoals();
    await user().click(screen.getByRole('button', { name: 'Completed (1)' }));
    expect(card('Run 5 km')).toHaveTextContent('Completed');
    expect(screen.queryByText('Walk every morning')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Archived (1)' }));
    expect(card('Learn the piano')).toBeInTheDocument();
    await user().click(within(card('Learn the piano')).getByRole('button', { name: 'Unarchive' }));
    expect(setGoalStatus).toHaveBeenCalledWith('u1', expect.objectContaining({ id: 'piano' }), 'unarchive');
    expect(await screen.findByText('Goal restored')).toBeInTheDocument();
  });

  it('should create a goal with a target date', async () => {
    showGoals();
    await user().click(screen.getByRole('button', { name: 'New goal' }));
    const form = screen.getByRole('form', { name: 'New goal' });
    await user().type(within(form).getByLabelText('Title'), '  Sleep by eleven ');
    await user().type(within(form).getByLabelText('Target date (optional)'), '2026-04-01');
    await user().click(within(form).getByRole('button', { name: 'Create goal' }));
    expect(createGoal).toHaveBeenCalledWith(
      'u1',
      { title: 'Sleep by eleven', description: '', targetDate: '2026-04-01' },
      undefined,
    );
    expect(screen.queryByRole('form', { name: 'New goal' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Goal created');
  });

  it('should refuse a goal without a title and keep what was typed', async () => {
    showGoals();
    await user().click(screen.getByRole('button', { name: 'New goal' }));
    const form = screen.getByRole('form', { name: 'New goal' });
    await user().type(within(form).getByLabelText('Description (optional)'), 'For my back.');
    await user().click(within(form).getByRole('button', { name: 'Create goal' }));
    expect(await within(form).findByText('Give the goal a title.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('For my back.');
    expect(createGoal).not.toHaveBeenCalled();
  });

  it('should reopen the form with what was typed when the server refuses a new goal', async () => {
    vi.mocked(createGoal).mockReturnValueOnce(refused('g9', 'This goal could not be saved.'));
    showGoals();
    await user().click(screen.getByRole('button', { name: 'New goal' }));
    await user().type(screen.getByLabelText('Title'), 'Call grandma weekly');
    await user().click(screen.getByRole('button', { name: 'Create goal' }));
    const form = await screen.findByRole('form', { name: 'New goal' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'This goal could not be saved. Please try again.',
    );
    expect(within(form).getByLabelText('Title')).toHaveValue('Call grandma weekly');
    await user().click(within(form).getByRole('button', { name: 'Create goal' }));
    // The retry keeps the id, so a late success cannot leave two copies.
    expect(createGoal).toHaveBeenLastCalledWith(
      'u1',
      { title: 'Call grandma weekly', description: '', targetDate: null },
      'g9',
    );
  });

  it('should edit a goal and clear its target date', async () => {
    showGoals();
    await user().click(within(card('Walk every morning')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit goal' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Walk every morning');
    await user().clear(within(form).getByLabelText('Target date (optional)'));
    await user().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(updateGoal).toHaveBeenCalledWith('u1', 'walk', {
      title: 'Walk every morning',
      description: '',
      targetDate: null,
    });
  });

  it('should check in with progress and a note, and show the history', async () => {
    showGoals();
    await user().click(within(card('Walk every morning')).getByRole('button', { name: 'Check in' }));
    const form = screen.getByRole('form', { name: 'Check in on Walk every morning' });
    const progress = within(form).getByLabelText('Progress (%)');
    expect(progress).toHaveValue(40);
    await user().clear(progress);
    await user().type(progress, '55');
    await user().type(within(form).getByLabelText('Note (optional)'), 'Four mornings this week.');
    await user().click(within(form).getByRole('button', { name: 'Save check-in' }));
    expect(addCheckIn).toHaveBeenCalledWith('u1', 'walk', { note: 'Four mornings this week.', progress: 55 });
    expect(screen.getByRole('status')).toHaveTextContent('Check-in saved: 55%');
    expect(useCheckIns).toHaveBeenLastCalledWith('u1', 'walk');
    expect(card('Walk every morning')).toHaveTextContent('No check-ins yet.');
  });

  it('should refuse a progress above 100%', async () => {
    showGoals();
    await user().click(within(card('Walk every morning')).getByRole('button', { name: 'Check in' }));
    const progress = screen.getByLabelText('Progress (%)');
    await user().clear(progress);
    await user().type(progress, '120');
    await user().click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    expect(addCheckIn).not.toHaveBeenCalled();
  });

  it('should list check-ins newest first with their notes', async () => {
    vi.mocked(useCheckIns).mockReturnValue({
      data: [
        { id: 'c2', note: 'Better week.', progress: 40, createdAt: new Date('2026-03-12T08:00:00') },
        { id: 'c1', note: '', progress: 20, createdAt: new Date('2026-03-05T08:00:00') },
      ],
      error: undefined,
      loading: false,
    });
    showGoals();
    await user().click(within(card('Walk every morning')).getByRole('button', { name: 'History' }));
    const items = within(screen.getByRole('list', { name: 'Check-ins for Walk every morning' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^40%.*Better week\.$/),
      expect.stringMatching(/^20%/),
    ]);
  });

  it('should complete, archive and delete goals, and show a refusal', async () => {
    vi.mocked(deleteGoal).mockReturnValueOnce(refused('read', 'This goal could not be deleted.'));
    showGoals();
    await user().click(within(card('Walk every morning')).getByRole('button', { name: 'Complete' }));
    expect(setGoalStatus).toHaveBeenCalledWith('u1', expect.objectContaining({ id: 'walk' }), 'complete');
    expect(screen.getByRole('status')).toHaveTextContent('Goal completed. Well done!');
    await user().click(within(card('Walk every morning')).getByRole('button', { name: 'Archive' }));
    expect(setGoalStatus).toHaveBeenLastCalledWith('u1', expect.objectContaining({ id: 'walk' }), 'archive');

    await user().click(within(card('Read a book a month')).getByRole('button', { name: 'Delete' }));
    await user().click(within(card('Read a book a month')).getByRole('button', { name: 'Yes, delete' }));
    expect(deleteGoal).toHaveBeenCalledWith('u1', 'read');
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('This goal could not be deleted.');
  });
});
