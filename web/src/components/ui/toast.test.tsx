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
  // Dismissed, then removed, so no toast carries over to the next test.
  act(() => {
    dismissToast();
    vi.runOnlyPendingTimers();
  });
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

    // The clock also runs with real time (shouldAdvanceTime), which a loaded machine can stretch
    // while the toast appears: half a second either side of 5000 ms.
    act(() => {
      vi.advanceTimersByTime(4500);
    });
    expect(region.getByText('Thank you!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
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

  it('should keep a toast with an action on screen until the person uses it', async () => {
    const reload = vi.fn();
    act(() => {
      toast({ title: 'A new version is available.', action: { label: 'Reload to update', onClick: reload } });
    });
    const region = await notifications();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(region.getByText('A new version is available.')).toBeVisible();
    fireEvent.click(region.getByRole('button', { name: 'Reload to update' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('should close when its close button is pressed', async () => {
    act(() => {
      toast({ title: 'Saved' });
    });
    fireEvent.click((await notifications()).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('should remove a dismissed toast 5000 ms after dismissal, keeping the focus it was given till then', async () => {
    act(() => {
      toast({ title: 'Saved' });
    });
    const close = (await notifications()).getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    // Radix moves a keyboard user's focus from the closing toast to the notifications list.
    const region = screen.getByRole('region', { name: /notifications/i });
    expect(region).toContainElement(document.activeElement as HTMLElement);

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(region).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
  });

  it('should not let a dismissed toast’s removal take down the toast that replaced it', async () => {
    act(() => {
      toast({ title: 'First' });
    });
    await notifications();
    act(() => dismissToast());
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      toast({ title: 'Second' });
    });
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect((await notifications()).getByText('Second')).toBeVisible();
  });
});
