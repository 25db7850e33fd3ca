import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, useAppNavigate } from './navigation';
import { RouterNavigation } from './router-navigation';

function GoButton() {
  const navigate = useAppNavigate();
  return (
    <button type="button" onClick={() => navigate('/feedback')}>
      Go
    </button>
  );
}

describe('AppLink and useAppNavigate', () => {
  it('should be a plain link where there is no router (the prerendered landing page)', () => {
    render(<AppLink to="/pricing">Pricing</AppLink>);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it("should move the router's location inside one", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <AppLink to="/pricing">Pricing</AppLink>
            <GoButton />
          </>
        ),
      },
      { path: '/pricing', element: <p>Plans</p> },
      { path: '/feedback', element: <p>Contact</p> },
    ]);
    render(
      <RouterNavigation router={router}>
        <RouterProvider router={router} />
      </RouterNavigation>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByText('Plans')).toBeInTheDocument();

    await act(() => router.navigate('/'));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Contact')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feedback');
  });
});
