import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, Toaster } from './toast';

// The toast's code loads with the first toast, so the first look waits for it.
async function notifications() {
  const region = within(await screen.findByRole('region', { name: /notifications/i }));
  await region.findAllByRole('listitem');
  return region;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Toaster />);
});
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('should show a toast for 5000 ms, then remove it', async () => {
    act(() => {
      toast({ title: 'Thank you!', description: 'Your email has been successfully submitted.' });
    });
    const region = await notifications();
    expect(region.getByText('Thank you!')).toBeVisible();
    expect(region.getByText('Your email has been successfully submitted.')).toBeVisible();

    act(() => vi.advanceTimersByTime(4900));
    expect(region.getByText('Thank you!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
  });

  it('should show one toast at a time: a new one replaces the old', async () => {
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    const region = await notifications();
    expect(region.queryByText('First')).not.toBeInTheDocument();
    expect(region.getAllByRole('listitem')).toHaveLength(1);
    expect(region.getByText('Second')).toBeVisible();
  });

  it('should style a destructive toast as an error and announce it at once', async () => {
    act(() => {
      toast({ title: 'Submission failed', variant: 'destructive' });
    });
    expect((await notifications()).getByRole('listitem')).toHaveClass('bg-red-600');
    // Radix reads a toast out through a live region of its own, on the next frame.
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(announcement).toHaveTextContent('Submission failed'));
  });

  it('should close when its close button is pressed', async () => {
    act(() => {
      toast({ title: 'Saved' });
    });
    fireEvent.click((await notifications()).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
