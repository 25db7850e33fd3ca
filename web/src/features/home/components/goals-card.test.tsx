import type { Goal } from '@domain/goals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GoalsCard, type HomeGoals } from './goals-card';
import { activeGoal } from '@/test/fixtures';

// Made on 1 March 2026, before the tests' today.
const MADE = new Date('2026-03-01T10:00:00');
const goal = (overrides: Partial<Goal>): Goal => ({
  ...activeGoal({ id: 'x', title: 'Untitled', createdAt: MADE, updatedAt: MADE }),
  ...overrides,
});

function showCard(goals: HomeGoals) {
  const router = createMemoryRouter([{ path: '/app', element: <GoalsCard goals={goals} /> }], {
    initialEntries: ['/app'],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Goal progress' });
}

describe('GoalsCard on Home', () => {
  it('should show the average progress of active goals and each one, nearest target first', () => {
    const card = showCard({
      loading: false,
      data: [
        goal({ id: 'a', title: 'Walk daily', progress: 20 }),
        goal({ id: 'b', title: 'Read more', progress: 60, targetDate: '2026-04-01' }),
        goal({ id: 'c', title: 'Run 5 km', status: 'completed', progress: 100, completedAt: new Date() }),
      ],
    });
    expect(card).toHaveTextContent('40% average across 2 active goals, 1 completed');
    expect(
      within(card).getByRole('progressbar', { name: 'Average progress of active goals' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const items = within(within(card).getByRole('list', { name: 'Active goals' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Read more60%', 'Walk daily20%']);
    expect(within(card).getByRole('link', { name: 'See all goals' })).toHaveAttribute('href', '/app/goals');
  });

  it('should invite a person without goals to set one', () => {
    const card = showCard({ loading: false, data: [] });
    expect(card).toHaveTextContent('No goals yet. Set one small goal to work towards.');
    expect(within(card).getByRole('link', { name: 'Set a goal' })).toHaveAttribute('href', '/app/goals');
  });

  it('should say when the goals are loading or could not be loaded', () => {
    expect(showCard({ loading: true })).toHaveTextContent('Loading your goals...');
    cleanup();
    expect(within(showCard({ loading: false, error: new Error('x') })).getByRole('alert')).toHaveTextContent(
      'Your goals could not be loaded right now.',
    );
  });
});
