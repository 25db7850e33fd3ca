import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('@/lib/page-location', () => ({ reloadPage: reload }));
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  reload.mockReset();
  sessionStorage.clear();
});

/** A route whose screen fails with `error`, as a lazy import or a render would. */
function failWith(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        lazy: () => Promise.reject(error),
        errorElement: <RouteError />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/journal-x1.js');

describe('RouteError', () => {
  it('should show a friendly page with a way back, and log the error', async () => {
    failWith(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // Logged from an effect, which may run just after the heading first shows.
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'A screen failed',
        expect.objectContaining({ message: 'boom' }),
      ),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('should reload once for the new version when a chunk is gone after a deploy', async () => {
    failWith(chunkError());
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the latest version...');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('should not reload again within a minute, but say the page could not load', async () => {
    sessionStorage.setItem('reloadedForNewVersionAt', String(Date.now() - 5_000));
    failWith(chunkError());
    expect(await screen.findByText(/This page could not load/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
