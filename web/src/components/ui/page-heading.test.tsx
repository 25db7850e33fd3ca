import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading';

function Journal() {
  const [, setParams] = useSearchParams();
  return (
    <main>
      <PageHeading title="Journal" />
      <button onClick={() => setParams({ tag: 'work' })}>Filter</button>
      <Link to="/app/goals">Goals</Link>
    </main>
  );
}

function Goals() {
  return (
    <main>
      <PageHeading title="Goals">Small steps</PageHeading>
      <Link to="/app/journal">Journal</Link>
    </main>
  );
}

// The heading remembers the last page it was shown for across the module, so one test walks the whole way.
describe('PageHeading', () => {
  it('should title each page and move focus to its heading on navigation, not on the first page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/app/journal', element: <Journal /> },
        { path: '/app/goals', element: <Goals /> },
      ],
      { initialEntries: ['/app/journal'] },
    );
    render(<RouterProvider router={router} />);

    expect(document.title).toBe('Journal · ReflectAI');
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Goals' }));
    expect(document.title).toBe('Goals · ReflectAI');
    expect(screen.getByRole('heading', { level: 1, name: 'Small steps' })).toHaveFocus();

    // Back, as the browser's button does.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toHaveFocus();
    expect(document.title).toBe('Journal · ReflectAI');

    // A change of the same page's query leaves focus with what the person used.
    const filter = screen.getByRole('button', { name: 'Filter' });
    await userEvent.click(filter);
    expect(router.state.location.search).toBe('?tag=work');
    expect(filter).toHaveFocus();
  });
});
