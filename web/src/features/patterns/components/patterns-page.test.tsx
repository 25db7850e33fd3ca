import type { WeeklyReport } from '@domain/weekly-report';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDayRange } from '@/lib/format-date';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { PatternsPage } from './patterns-page';

const reports = vi.hoisted(() => ({
  state: { loading: false } as { data?: WeeklyReport[]; loading: boolean },
}));
const generate = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false, error: null as Error | null }));
vi.mock('../api/use-reports', () => ({ useReports: () => reports.state }));
vi.mock('../api/generate-report', () => ({ useGenerateReport: () => generate }));

// Recharts measures its container; jsdom has no layout, so the drawing stays empty and the words carry the test.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

const report: WeeklyReport = {
  week: '2026-W12',
  startDate: '2026-03-16',
  endDate: '2026-03-22',
  timeZone: 'UTC',
  entryCount: 3,
  moodCount: 2,
  activeDays: 2,
  averageMood: 3.5,
  previousAverageMood: 2.5,
  moodChange: 1,
  topEmotions: [{ emotion: 'calm', count: 2 }],
  notableEntries: [
    { kind: 'lowest', entryId: 'a', headline: 'Rough Monday', date: '2026-03-16', mood: 2 },
    { kind: 'highest', entryId: 'b', headline: 'Family dinner', date: '2026-03-22', mood: 5 },
  ],
  goals: { active: 1, completed: 0, archived: 0, averageProgress: 40, completedThisWeek: 0 },
  reflection: 'You wrote 3 journal entries on 2 days this week.',
  reflectionSource: 'template',
  complete: true,
  generatedAt: new Date('2026-03-23T12:00:00Z'),
};

function renderPage(props: Partial<Parameters<typeof PatternsPage>[0]> = {}) {
  const element = (
    <PatternsPage
      uid="user-1"
      entries={{ data: [], loading: false }}
      goals={{ data: [], loading: false }}
      {...props}
    />
  );
  renderRoutes([{ path: '/app/patterns', element }], '/app/patterns', fakeAuth());
}

beforeEach(() => {
  reports.state = { data: [], loading: false };
  generate.mutate.mockReset();
});

describe('PatternsPage', () => {
  it('should say what to do on every chart when there are no entries', () => {
    renderPage();
    for (const chart of ['Mood over time', 'Mood by weekday', 'Mood by time of day']) {
      const section = screen.getByRole('region', { name: chart });
      expect(within(section).getByText(/^Write a journal entry with a mood to see/)).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Write a journal entry' })).toHaveAttribute(
        'href',
        '/app/journal',
      );
    }
    expect(
      screen.getByText('Write your first entry to start a streak.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a goal' })).toHaveAttribute('href', '/app/goals');
    expect(screen.getByText(/^No reports yet\./)).toBeInTheDocument();
  });

  it('should sum up each chart in words and follow the period switch', async () => {
    renderPage({
      entries: {
        loading: false,
        data: [
          { createdAt: hoursAgo(1), mood: 4, emotions: ['calm', 'grateful'] },
          { createdAt: hoursAgo(24 * 20), mood: 2, emotions: ['anxious'] },
        ],
      },
      goals: {
        loading: false,
        data: [
          {
            id: 'g',
            title: 'Run',
            description: '',
            targetDate: null,
            status: 'active',
            progress: 60,
            createdAt: now,
            updatedAt: now,
            completedAt: null,
          },
        ],
      },
    });
    const mood = screen.getByRole('region', { name: 'Mood over time' });
    expect(
      within(mood).getByText(/^Over the last 30 days you logged a mood on 2 days, averaging 3\.0/),
    ).toBeInTheDocument();
    const emotions = screen.getByRole('region', { name: 'Emotions you noted' });
    expect(within(emotions).getByText(/^Most frequent: calm \(1 time\), grateful/)).toBeInTheDocument();
    expect(screen.getByText('1 day in a row')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Average progress of active goals' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(
      within(mood).getByText(/^Over the last 7 days you logged a mood on 1 day, averaging 4\.0 \(Good\)\./),
    ).toBeInTheDocument();
    expect(within(emotions).queryByText(/anxious/)).not.toBeInTheDocument();
  });

  it('should show loading and error states', () => {
    renderPage({ entries: { loading: true }, goals: { loading: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your patterns...');
  });

  it('should explain a failed load', () => {
    renderPage({ entries: { loading: false, error: new Error('offline') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Your patterns could not be loaded right now.');
  });

  it('should list the reports, open the newest and ask for this week’s', async () => {
    reports.state = {
      loading: false,
      data: [
        report,
        { ...report, week: '2026-W11', startDate: '2026-03-09', endDate: '2026-03-15', reflection: 'Older' },
      ],
    };
    renderPage();
    const list = screen.getByRole('list', { name: 'Weekly reports' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining(`Week 12: ${calendarDayRange('2026-03-16', '2026-03-22')}`),
      expect.stringContaining(`Week 11: ${calendarDayRange('2026-03-09', '2026-03-15')}`),
    ]);
    const open = screen.getByRole('article');
    expect(within(open).getByText('3.5 (Good)')).toBeInTheDocument();
    expect(within(open).getByText('Up 1.0 from the week before (2.5).')).toBeInTheDocument();
    expect(within(open).getByText(/Rough Monday/)).toBeInTheDocument();
    expect(within(open).getByText(report.reflection)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: /Week 11/ }));
    expect(within(screen.getByRole('article')).getByText('Older')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Generate this week’s report' }));
    expect(generate.mutate).toHaveBeenCalledOnce();
  });
});
