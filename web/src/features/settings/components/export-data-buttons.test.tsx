import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/lib/api-client';
import { fakeAuth } from '@/test/render-with-auth';
import { AuthContext } from '@/lib/auth/auth-context';
import { calendarDayRange } from '@/lib/format-date';
import { downloadAccountExport } from '../api/export-account';
import { downloadWeeklyExport, useWeeklyExports, type WeeklyExport } from '../api/weekly-exports';
import { ExportDataButtons } from './export-data-buttons';

vi.mock('../api/export-account', () => ({ downloadAccountExport: vi.fn() }));
vi.mock('../api/weekly-exports', () => ({ downloadWeeklyExport: vi.fn(), useWeeklyExports: vi.fn() }));

const WEEK_47: WeeklyExport = {
  week: '2026-W47',
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  entryCount: 3,
  parts: 1,
  createdAt: new Date('2026-11-23T12:00:00Z'),
};

function renderButtons(
  weekly: ReturnType<typeof useWeeklyExports> = { data: [], loading: false, error: undefined },
) {
  vi.mocked(useWeeklyExports).mockReturnValue(weekly);
  const auth = fakeAuth({
    user: { uid: 'u1', email: 'jo@example.com', displayName: 'Jo' },
  });
  render(
    <AuthContext.Provider value={auth}>
      <ExportDataButtons />
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  vi.mocked(downloadAccountExport).mockReset();
  vi.mocked(downloadWeeklyExport).mockReset();
});

describe('ExportDataButtons', () => {
  it('should download the JSON and the Markdown with the person’s token', async () => {
    vi.mocked(downloadAccountExport).mockResolvedValue();
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (Markdown)' }));
    expect(downloadAccountExport).toHaveBeenNthCalledWith(1, 'json');
    expect(downloadAccountExport).toHaveBeenNthCalledWith(2, 'markdown');
  });

  it('should show that a download is being prepared and allow one at a time', async () => {
    let finish: () => void = () => {};
    vi.mocked(downloadAccountExport).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (Markdown)' }));
    expect(screen.getByRole('button', { name: 'Preparing your download...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Download my data (Markdown)' })).toBeEnabled();
  });

  it('should say what went wrong when the download fails, and let the person try again', async () => {
    vi.mocked(downloadAccountExport).mockRejectedValueOnce(new NetworkError());
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded. Could not reach the server.',
    );
    vi.mocked(downloadAccountExport).mockResolvedValueOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should explain weekly exports while there are none', () => {
    renderButtons();
    expect(screen.getByText(/No weekly exports yet\. With Export Data on, every Monday/)).toBeInTheDocument();
  });

  it('should show that the weekly exports are loading', () => {
    renderButtons({ data: undefined, loading: true, error: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading weekly exports...');
  });

  it('should say when the weekly list cannot be loaded', () => {
    renderButtons({ data: undefined, loading: false, error: new Error('permission-denied') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your weekly exports could not be loaded.');
  });

  it('should list weekly exports with their dates and entries, and download one', async () => {
    vi.mocked(downloadWeeklyExport).mockResolvedValue();
    renderButtons({ data: [WEEK_47], loading: false, error: undefined });
    const list = screen.getByRole('list');
    // 'Nov 16 – 22, 2026' in en-US; its thin spaces read as spaces, as getByText reads the page.
    const week = calendarDayRange('2026-11-16', '2026-11-22').replace(/\s/g, ' ');
    expect(within(list).getByText(week)).toBeInTheDocument();
    expect(within(list).getByText('3 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the journal of week 2026-W47' }));
    expect(downloadWeeklyExport).toHaveBeenCalledWith('u1', WEEK_47);
  });

  it('should say when a weekly export cannot be downloaded', async () => {
    vi.mocked(downloadWeeklyExport).mockRejectedValue(new Error('offline'));
    renderButtons({ data: [WEEK_47], loading: false, error: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Download the journal of week 2026-W47' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export of 2026-W47 could not be downloaded.',
    );
  });
});
