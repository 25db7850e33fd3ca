import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiStream, NetworkError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { fakeAuth, withQueryClient } from '@/test/render-with-auth';
import { AuthContext } from '@/lib/auth/auth-context';
import { calendarDayRange } from '@/lib/format-date';
import { downloadWeeklyExport, useWeeklyExports, type WeeklyExport } from '../api/weekly-exports';
import { ExportDataButtons } from './export-data-buttons';

// The account export runs for real down to the API client and the browser's download.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiStream: vi.fn(),
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));
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
    withQueryClient(
      <AuthContext.Provider value={auth}>
        <ExportDataButtons />
      </AuthContext.Provider>,
    ),
  );
}

/** The server's answer to an export: a file with its name. */
const exported = (name: string) =>
  new Response('{}', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
const exportedFormat = (call: number) =>
  new URL(vi.mocked(apiStream).mock.calls[call]![0]).searchParams.get('format');

beforeEach(() => {
  vi.mocked(apiStream).mockReset();
  vi.mocked(saveFile).mockReset();
  vi.mocked(downloadWeeklyExport).mockReset();
});

describe('ExportDataButtons', () => {
  it('should download the JSON and the Markdown with the person’s token', async () => {
    vi.mocked(apiStream)
      .mockResolvedValueOnce(exported('reflectai-export.json'))
      .mockResolvedValueOnce(exported('reflectai-export.md'));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (Markdown)' }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(exportedFormat(0)).toBe('json');
    expect(exportedFormat(1)).toBe('markdown');
    expect(vi.mocked(saveFile).mock.calls.map(([, name]) => name)).toEqual([
      'reflectai-export.json',
      'reflectai-export.md',
    ]);
  });

  it('should show that a download is being prepared and allow one at a time', async () => {
    let finish: (response: Response) => void = () => {};
    vi.mocked(apiStream).mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (Markdown)' }));
    const preparing = await screen.findByRole('button', { name: 'Preparing your download...' });
    expect(preparing).toBeDisabled();
    expect(preparing).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toBeDisabled();
    finish(exported('reflectai-export.md'));
    expect(await screen.findByRole('button', { name: 'Download my data (Markdown)' })).toBeEnabled();
  });

  it('should say what went wrong when the download fails, and let the person try again', async () => {
    vi.mocked(apiStream).mockRejectedValueOnce(new NetworkError());
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded. Could not reach the server.',
    );
    vi.mocked(apiStream).mockResolvedValueOnce(exported('reflectai-export.json'));
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
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
      'The export of 2026-W47 could not be downloaded. Check your connection and try again.',
    );
  });

  it('should show that a weekly export is downloading and allow one at a time', async () => {
    let finish: () => void = () => {};
    vi.mocked(downloadWeeklyExport).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const week48 = { ...WEEK_47, week: '2026-W48', startDate: '2026-11-23', endDate: '2026-11-29' };
    renderButtons({ data: [week48, WEEK_47], loading: false, error: undefined });
    const button = screen.getByRole('button', { name: 'Download the journal of week 2026-W47' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Downloading...');
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download the journal of week 2026-W48' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Download');
  });
});
