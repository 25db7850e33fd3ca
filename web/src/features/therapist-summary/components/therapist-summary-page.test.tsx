import { localDateKey } from '@domain/time';
import type { SummaryMessage } from '@domain/therapist-summary';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { activeGoal } from '@/test/fixtures';
import { withQueryClient } from '@/test/render-with-auth';
import { renderSummaryPdf } from '../render-summary-pdf';
import { TherapistSummaryPage, type TherapistSummaryPageProps } from './therapist-summary-page';

const records = vi.hoisted(() => ({ messages: [] as SummaryMessage[] }));
vi.mock('../api/use-own-messages', () => ({ useOwnMessages: () => ({ data: records.messages }) }));
vi.mock('../api/use-range-check-ins', () => ({ useRangeCheckIns: () => ({ data: [] }) }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../render-summary-pdf', () => ({ renderSummaryPdf: vi.fn() }));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// In a router: the page's heading knows where the person navigated from.
const show = (props: Partial<TherapistSummaryPageProps> = {}) =>
  render(
    withQueryClient(
      <MemoryRouter>
        <TherapistSummaryPage
          uid="u1"
          entries={[{ mood: 2, emotions: ['anxious'], tags: [], createdAt: daysAgo(2) }]}
          goals={[activeGoal({ title: 'Sleep by 11pm', progress: 60, createdAt: daysAgo(20) })]}
          safetyPlan={{ warningSigns: 'Not sleeping' }}
          loading={false}
          error={undefined}
          {...props}
        />
      </MemoryRouter>,
    ),
  );
const preview = () => screen.getByRole('article', { name: 'Summary preview' });

beforeEach(() => {
  records.messages = [];
  vi.mocked(apiRequest).mockReset();
  vi.mocked(renderSummaryPdf).mockReset();
  vi.mocked(saveFile).mockReset();
});

describe('TherapistSummaryPage', () => {
  it('should say while the data loads, and when it cannot be read', () => {
    const { unmount } = show({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your data...');
    unmount();
    show({ error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your data');
  });

  it('should default to the last 30 days and say when the dates hold nothing', async () => {
    show();
    const from = screen.getByLabelText('From');
    expect(screen.getByLabelText('To')).toHaveValue(localDateKey(new Date()));
    expect(preview()).toHaveTextContent('Sleep by 11pm: 60% done.');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2020-01-31');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was recorded in these dates.');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('should preview only the ticked sections and the messages ticked one by one', async () => {
    records.messages = [
      { id: 'm1', content: 'I felt brave today.', createdAt: daysAgo(1) },
      { id: 'm2', content: 'Keep this out.', createdAt: daysAgo(1) },
    ];
    show();
    expect(within(preview()).getByRole('heading', { name: 'Safety plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Safety plan' }));
    expect(within(preview()).queryByRole('heading', { name: 'Safety plan' })).toBeNull();
    expect(preview()).not.toHaveTextContent('Not sleeping');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Conversation excerpts' }));
    const brave = screen.getByRole('checkbox', { name: /I felt brave today\./ });
    expect(brave).not.toBeChecked();
    expect(preview()).toHaveTextContent('No messages were chosen.');
    await userEvent.click(brave);
    expect(preview()).toHaveTextContent('"I felt brave today."');
    expect(preview()).not.toHaveTextContent('Keep this out.');
  });

  it('should send only the stats for a narrative and show it first', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ narrative: 'Mood was low but steady.' });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Add a short AI narrative' }));
    await within(preview()).findByText('Mood was low but steady.');
    expect(within(preview()).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Narrative');
    const [path, options] = vi.mocked(apiRequest).mock.calls[0]!;
    expect(path).toBe('/api/reports/therapist-summary');
    const sent = JSON.stringify(options?.body);
    expect(sent).toContain('"averageMood":2');
    expect(sent).toContain('Sleep by 11pm');
    expect(sent).not.toContain('Not sleeping');
  });

  it('should leave the narrative out when no AI service is set up', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ narrative: null });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Add a short AI narrative' }));
    await screen.findByText('No AI service is set up here, so the summary has no narrative.');
    expect(screen.queryByRole('button', { name: 'Add a short AI narrative' })).toBeNull();
    expect(within(preview()).queryByText(/Narrative/)).toBeNull();
  });

  it('should say the PDF is being prepared, then hand it over as a download', async () => {
    let finish: (bytes: Uint8Array<ArrayBuffer>) => void = () => {};
    vi.mocked(renderSummaryPdf).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const preparing = await screen.findByRole('button', { name: 'Preparing PDF...' });
    expect(preparing).toBeDisabled();
    expect(preparing).toHaveAttribute('aria-busy', 'true');
    finish(new Uint8Array([37, 80, 68, 70]));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(blob.type).toBe('application/pdf');
    expect(fileName).toMatch(/\.pdf$/);
    expect(screen.queryByText('We could not create your PDF. Please try again.')).toBeNull();
  });

  it('should say when the PDF cannot be made, and clear that on the next try', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(renderSummaryPdf).mockRejectedValueOnce(new Error('fonts missing'));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not create your PDF. Please try again.',
    );
    expect(error).toHaveBeenCalledWith('Creating the summary PDF failed', expect.any(Error));
    expect(saveFile).not.toHaveBeenCalled();

    vi.mocked(renderSummaryPdf).mockResolvedValueOnce(new Uint8Array([37, 80, 68, 70]));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('We could not create your PDF. Please try again.')).toBeNull();
    error.mockRestore();
  });

  it('should offer no download with every section unticked', async () => {
    show();
    for (const box of screen
      .getAllByRole('checkbox')
      .filter((checkbox) => (checkbox as HTMLInputElement).checked))
      await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });
});
