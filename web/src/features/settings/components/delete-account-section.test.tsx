import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { fakeAuth, withQueryClient } from '@/test/render-with-auth';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { forgetLocalData } from '@/lib/forget-device';
import { deleteAccount } from '../api/delete-account';
import { DeleteAccountSection } from './delete-account-section';

vi.mock('../api/delete-account', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/delete-account')>()),
  deleteAccount: vi.fn(),
}));
vi.mock('@/lib/forget-device', () => ({ forgetLocalData: vi.fn(async () => {}) }));

function renderSection(auth: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/app/settings', element: <DeleteAccountSection /> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    { initialEntries: ['/app/settings'] },
  );
  render(
    withQueryClient(
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>,
    ),
  );
  return router;
}

const signedIn = () =>
  fakeAuth({
    user: { uid: 'u1', email: 'jo@example.com', displayName: 'Jo' },
  });

const confirmField = () => screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
const deleteForever = () => screen.getByRole('button', { name: 'Delete my account forever' });

beforeEach(() => {
  vi.mocked(deleteAccount).mockReset();
  vi.mocked(forgetLocalData).mockClear();
});

describe('DeleteAccountSection', () => {
  it('should delete only once DELETE is typed, then sign out and go home with a message', async () => {
    vi.mocked(deleteAccount).mockResolvedValue();
    const auth = signedIn();
    const router = renderSection(auth);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteForever()).toBeDisabled();
    await userEvent.type(confirmField(), 'delete');
    expect(deleteForever()).toBeDisabled();
    await userEvent.clear(confirmField());
    await userEvent.type(confirmField(), 'DELETE');
    await userEvent.click(deleteForever());

    expect(deleteAccount).toHaveBeenCalledWith();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(forgetLocalData).toHaveBeenCalledOnce();
  });

  it('should show "Deleting..." and keep the dialog open while the server works', async () => {
    let finish: () => void = () => {};
    vi.mocked(deleteAccount).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderSection(signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(confirmField(), 'DELETE');
    await userEvent.click(deleteForever());

    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('should keep the person signed in and say why when the deletion fails', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(
      new ApiError(500, 'Something went wrong on our side. Please try again.', 'internal'),
    );
    const auth = signedIn();
    renderSection(auth);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(confirmField(), 'DELETE');
    await userEvent.click(deleteForever());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. Something went wrong on our side. Please try again.',
    );
    expect(confirmField()).toHaveValue('DELETE');
    expect(deleteForever()).toBeEnabled();
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('should forget what was typed when cancelled', async () => {
    renderSection(signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(confirmField(), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(confirmField()).toHaveValue('');
    expect(deleteAccount).not.toHaveBeenCalled();
  });
});
