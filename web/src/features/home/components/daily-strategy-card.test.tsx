import { deviceTimeZone } from '@domain/time';
import type { DailyStrategyJson } from '@domain/daily-strategy';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateDoc } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { withQueryClient } from '@/test/render-with-auth';
import { DailyStrategyCard } from './daily-strategy-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  updateDoc: vi.fn(),
}));

const strategy: DailyStrategyJson = {
  date: '2026-11-26',
  text: 'Give “Run a 5k” ten focused minutes today. Tonight, note one thing that went well.',
  createdAt: '2026-11-26T08:00:00.000Z',
  dismissed: false,
  source: 'offline',
};

const card = () => screen.queryByRole('region', { name: 'Today’s strategy' });

beforeEach(() => {
  // Midday on the strategy's day, wherever the tests run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00'));
  vi.mocked(apiRequest).mockResolvedValue({ strategy });
  vi.mocked(updateDoc).mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(apiRequest).mockReset();
  vi.mocked(updateDoc).mockReset();
});

describe('DailyStrategyCard', () => {
  it('should ask for today in the device’s time zone and show the strategy', async () => {
    render(withQueryClient(<DailyStrategyCard uid="u1" />));
    expect(screen.getByRole('status')).toHaveTextContent('Thinking about your day...');
    expect(await screen.findByText(strategy.text)).toBeInTheDocument();
    const timeZone = deviceTimeZone();
    expect(apiRequest).toHaveBeenCalledWith(`/api/strategy/today?timeZone=${encodeURIComponent(timeZone)}`, {
      appCheck: true,
    });
  });

  it('should show nothing for a strategy dismissed earlier today', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ strategy: { ...strategy, dismissed: true } });
    render(withQueryClient(<DailyStrategyCard uid="u1" />));
    await vi.waitFor(() => expect(card()).not.toBeInTheDocument());
  });

  it('should hide at once on Dismiss, marking only `dismissed` on the day’s document', async () => {
    render(withQueryClient(<DailyStrategyCard uid="u1" />));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(card()).not.toBeInTheDocument();
    expect(updateDoc).toHaveBeenCalledWith('users/u1/strategies/2026-11-26', { dismissed: true });
  });

  it('should come back with a message when the dismissal is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(updateDoc).mockRejectedValue(new Error('permission-denied'));
    render(withQueryClient(<DailyStrategyCard uid="u1" />));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Today’s strategy could not be dismissed.');
    expect(screen.getByText(strategy.text)).toBeInTheDocument();
  });

  it('should say so when the strategy cannot be loaded', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new ApiError(500, 'Something went wrong', 'internal'));
    render(withQueryClient(<DailyStrategyCard uid="u1" />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Today’s strategy could not be loaded');
  });
});
