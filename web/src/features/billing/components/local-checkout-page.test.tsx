import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { leavePageFor } from '@/lib/page-location';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import type { LocalCheckout } from '@domain/plans';
import { LocalCheckoutPage } from './local-checkout-page';

// The API is replaced at the client: reading the checkout and paying it are the app's own code.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('@/lib/page-location', () => ({ leavePageFor: vi.fn() }));
const fetchLocalCheckout = vi.fn<(sessionId: string) => Promise<LocalCheckout>>();
const payLocalCheckout = vi.fn<(sessionId: string, email?: string) => Promise<string>>();
const CHECKOUT_PATH = /^\/api\/billing\/local-checkout\/([^/]+)(\/pay)?$/;
beforeEach(() => {
  vi.mocked(apiRequest).mockImplementation(async (path, options) => {
    const [, sessionId, pay] = CHECKOUT_PATH.exec(path) ?? [];
    if (!sessionId) throw new Error(`unexpected ${path}`);
    if (!pay) return fetchLocalCheckout(decodeURIComponent(sessionId));
    const { email } = (options?.body ?? {}) as { email?: string };
    return { redirectUrl: await payLocalCheckout(decodeURIComponent(sessionId), email) };
  });
});

const visitorCheckout: LocalCheckout = {
  id: 'cs_local_1',
  planId: 'pro-annually',
  email: null,
  trial: true,
  open: true,
  cancelUrl: 'http://127.0.0.1:5000/pricing',
};
const open = (query = '?session_id=cs_local_1') =>
  renderRoutes(
    [{ path: '/checkout/local', element: <LocalCheckoutPage /> }],
    `/checkout/local${query}`,
    fakeAuth(),
  );

afterEach(() => {
  fetchLocalCheckout.mockReset();
  payLocalCheckout.mockReset();
  vi.mocked(leavePageFor).mockReset();
});

describe('/checkout/local', () => {
  it('should say it is a test checkout, show the plan and take a visitor’s email before paying', async () => {
    fetchLocalCheckout.mockResolvedValue(visitorCheckout);
    payLocalCheckout.mockResolvedValue('http://127.0.0.1:5000/create-account?session_id=cs_local_1');
    open();
    expect(
      screen.getByText(/Test checkout: runs offline, takes no card and charges nothing/),
    ).toBeInTheDocument();
    expect(await screen.findByText('ReflectAI Pro')).toBeInTheDocument();
    expect(screen.getByText(/7-day free trial, then \$254\.90 per year/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    expect(payLocalCheckout).toHaveBeenCalledWith('cs_local_1', 'ada@example.com');
    expect(await screen.findByRole('button', { name: 'Paying...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(leavePageFor).toHaveBeenCalledWith('http://127.0.0.1:5000/create-account?session_id=cs_local_1');
  });

  it('should pay as the signed-in buyer, and go back on Cancel', async () => {
    fetchLocalCheckout.mockResolvedValue({
      ...visitorCheckout,
      email: 'robin@example.com',
      trial: false,
      cancelUrl: 'http://127.0.0.1:5000/subscription',
    });
    open();
    expect(await screen.findByText('Paying as robin@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(leavePageFor).toHaveBeenCalledWith('http://127.0.0.1:5000/subscription');
    expect(payLocalCheckout).not.toHaveBeenCalled();
  });

  it('should show a failed payment and let the person try again', async () => {
    fetchLocalCheckout.mockResolvedValue({ ...visitorCheckout, email: 'robin@example.com' });
    payLocalCheckout.mockRejectedValueOnce(
      new ApiError(409, 'This checkout is already finished.', 'conflict'),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Start trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout is already finished.');
    expect(screen.getByRole('button', { name: 'Start trial' })).toBeEnabled();
    expect(payLocalCheckout).toHaveBeenCalledWith('cs_local_1', undefined);

    payLocalCheckout.mockResolvedValueOnce('http://127.0.0.1:5000/app');
    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    await vi.waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('http://127.0.0.1:5000/app'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should say so for a missing, unknown or finished checkout', async () => {
    const first = open('');
    expect(screen.getByRole('alert')).toHaveTextContent('This checkout does not exist or has expired.');
    expect(fetchLocalCheckout).not.toHaveBeenCalled();
    first.dispose();
    cleanup();

    fetchLocalCheckout.mockRejectedValueOnce(new ApiError(404, 'Not found', 'not_found'));
    open('?session_id=cs_local_gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This checkout does not exist or has expired.',
    );
    cleanup();

    fetchLocalCheckout.mockResolvedValueOnce({ ...visitorCheckout, open: false });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout is already finished.');
    expect(screen.queryByRole('button', { name: 'Start trial' })).not.toBeInTheDocument();
  });
});
