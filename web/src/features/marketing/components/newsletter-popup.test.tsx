import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { ApiError, apiRequest } from '@/lib/api-client';
import { withQueryClient } from '@/test/render-with-auth';
import { NewsletterPopup } from './newsletter-popup';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

// While the dialog is open it hides the rest of the page from the accessibility tree.
async function toasts() {
  const region = within(await screen.findByRole('region', { name: /notifications/i, hidden: true }));
  await region.findAllByRole('listitem', { hidden: true });
  return region;
}

function renderPopup() {
  render(
    withQueryClient(
      <>
        <NewsletterPopup />
        <Toaster />
      </>,
    ),
  );
}

// Arrives on the page and waits the 15 s; the dialog's code then loads.
async function arriveAndWait() {
  renderPopup();
  act(() => {
    vi.advanceTimersByTime(15_000);
  });
  return screen.findByRole('dialog', { name: 'Stay in the Loop!' });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(apiRequest).mockReset();
});
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('NewsletterPopup', () => {
  it('should open 15 s after arrival, not before', async () => {
    renderPopup();
    act(() => {
      vi.advanceTimersByTime(14_900);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Stay in the Loop!' });
    expect(within(dialog).getByText('No spam, ever. Unsubscribe anytime with just one click.')).toBeVisible();
    expect(within(dialog).getByLabelText('Email address')).toHaveAttribute('type', 'email');
  });

  it('should never open once this browser has submitted an address', async () => {
    localStorage.setItem('emailSubmitted', 'true');
    renderPopup();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['', 'robin.example.com'])(
    'should toast "Invalid email" for %j and send nothing',
    async (typed) => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const dialog = await arriveAndWait();
      if (typed) await user.type(within(dialog).getByLabelText('Email address'), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));
      expect((await toasts()).getByText('Invalid email')).toBeVisible();
      expect((await toasts()).getByText('Please enter a valid email address.')).toBeVisible();
      expect(apiRequest).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
  );

  it('should subscribe, say thank you, close and remember not to ask again', async () => {
    let finish: (value: unknown) => void = () => {};
    vi.mocked(apiRequest).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await arriveAndWait();
    await user.type(within(dialog).getByLabelText('Email address'), ' robin@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));

    expect(within(dialog).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(apiRequest).toHaveBeenCalledWith('/api/newsletter', { body: { email: 'robin@example.com' } });
    await act(async () => finish({ success: true }));

    expect((await toasts()).getByText('Thank you!')).toBeVisible();
    expect((await toasts()).getByText('Your email has been successfully submitted.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('emailSubmitted')).toBe('true');
  });

  it('should toast "Submission failed" on an error and keep the address', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new ApiError(500, 'Something went wrong', 'internal'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await arriveAndWait();
    await user.type(within(dialog).getByLabelText('Email address'), 'robin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));

    expect(await (await toasts()).findByText('Submission failed')).toBeVisible();
    expect(
      (await toasts()).getByText('There was an error submitting your email. Please try again.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('robin@example.com');
    expect(localStorage.getItem('emailSubmitted')).toBeNull();
  });

  it('should say when to try again after too many attempts', async () => {
    const message = 'Too many attempts from your network. Please try again in 42 minutes.';
    vi.mocked(apiRequest).mockRejectedValue(new ApiError(429, message, 'rate_limited'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await arriveAndWait();
    await user.type(within(dialog).getByLabelText('Email address'), 'robin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Now' }));
    expect(await (await toasts()).findByText(message)).toBeVisible();
  });

  it('should close from its close button', async () => {
    const dialog = await arriveAndWait();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
