import { quoteOfTheDay } from '@domain/quotes';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserSettings } from '@/lib/use-user-settings';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import type { LocalWrite } from '@/lib/local-write';
import type { LiveState } from '@/lib/use-live-query';
import { activeGoal } from '@/test/fixtures';
import type { HomeEntry } from '../home-entry';
import { HomePage, type HomeData } from './home-page';

vi.mock('@/lib/use-user-settings', () => ({ useUserSettings: vi.fn() }));

const remindersOn = (notifications: boolean) =>
  vi.mocked(useUserSettings).mockReturnValue({
    settings: { ...DEFAULT_SETTINGS, notifications },
    saved: true,
    loading: false,
    error: undefined,
  });
const reminder = () => screen.queryByRole('complementary', { name: 'Journal reminder' });

const NOW = new Date('2026-03-14T09:30:00');

const written = (id: string, at: string, fields: Partial<HomeEntry> = {}): HomeEntry => ({
  id,
  createdAt: new Date(at),
  updatedAt: new Date(at),
  pending: false,
  mood: null,
  title: '',
  body: 'Some words.',
  ...fields,
});

// The check-in's save, as the app layer gives it (a journal entry holding the mood).
const checkIn = vi.fn<(mood: number) => LocalWrite>();

function showHome(
  journal: Partial<LiveState<readonly HomeEntry[]>> = { data: [] },
  props: Partial<HomeData> = {},
) {
  const user = { uid: 'u1', email: 'casey@example.com', displayName: 'Casey Jones' };
  const element = (
    <HomePage
      user={user}
      journal={{ loading: false, ...journal }}
      goals={{ loading: false, data: [] }}
      checkIn={checkIn}
      {...props}
    />
  );
  return renderRoutes([{ path: '/app', element }], '/app', fakeAuth({ user }));
}

const streak = () => screen.getByRole('region', { name: 'Journaling streak' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  checkIn.mockReset();
  remindersOn(true);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/app home', () => {
  it('should greet the person and show today’s quote with its author', () => {
    showHome();
    expect(screen.getByRole('heading', { name: 'Good morning, Casey' })).toBeInTheDocument();
    const quote = quoteOfTheDay(NOW);
    expect(screen.getByText(`“${quote.text}”`)).toBeInTheDocument();
    expect(screen.getByText(quote.source)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quote of the day' })).toHaveTextContent(quote.author);
  });

  it('should show the streak of consecutive days with entries', () => {
    showHome({
      data: [
        written('c', '2026-03-14T08:00:00'),
        written('b', '2026-03-13T21:00:00'),
        written('a', '2026-03-12T07:00:00'),
        written('old', '2026-02-01T07:00:00'),
      ],
    });
    expect(streak()).toHaveTextContent('3 days in a row');
    expect(streak()).toHaveTextContent('You have written today. See you tomorrow!');
    expect(streak()).toHaveTextContent('Longest: 3 days');
  });

  it('should keep yesterday’s streak alive and say how to keep it going', () => {
    showHome({ data: [written('b', '2026-03-13T21:00:00')] });
    expect(streak()).toHaveTextContent('1 day in a row');
    expect(streak()).toHaveTextContent('Write today to keep it going.');
    expect(screen.getByRole('link', { name: 'Open your journal' })).toHaveAttribute('href', '/app/journal');
  });

  it('should invite a first entry when there is no streak', () => {
    showHome({ data: [] });
    expect(streak()).toHaveTextContent('No streak yet');
    expect(streak()).toHaveTextContent('Write an entry today to start a streak.');
  });

  it('should say when the streak is loading', () => {
    showHome({ loading: true });
    expect(streak()).toHaveTextContent('Loading your streak...');
  });

  it('should say when the streak cannot be loaded', () => {
    showHome({ error: new Error('offline') });
    expect(streak()).toHaveTextContent('Your streak could not be loaded right now.');
  });

  it('should save a mood check-in as a journal entry and say it is on this device until it syncs', async () => {
    checkIn.mockReturnValue({ id: 'm1', synced: new Promise(() => {}) });
    showHome();
    await userEvent.click(screen.getByRole('button', { name: 'Good' }));
    expect(checkIn).toHaveBeenCalledWith(4);
    expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');
    const said = screen.getByText(/Check-in saved: Good\./);
    expect(said).toHaveTextContent('Saved on this device, will sync');
    expect(screen.getByRole('link', { name: 'Add a few words in your journal' })).toHaveAttribute(
      'href',
      '/app/journal',
    );
  });

  it('should show a refused check-in rather than drop it', async () => {
    let refuse!: (error: Error) => void;
    const synced = new Promise<void>((_resolve, reject) => (refuse = reject));
    checkIn.mockReturnValue({ id: 'm1', synced });
    showHome();
    await userEvent.click(screen.getByRole('button', { name: 'Very low' }));
    await act(async () => refuse(new Error('This entry could not be saved.')));
    expect(screen.getByRole('alert')).toHaveTextContent('This entry could not be saved. Please try again.');
    expect(screen.queryByText(/Check-in saved/)).not.toBeInTheDocument();
  });

  it('should remind the person to write when Journal Reminders is on and nothing is written today', () => {
    showHome({ data: [written('b', '2026-03-13T21:00:00')] });
    expect(reminder()).toHaveTextContent('You have not written today yet.');
    expect(reminder()).toHaveTextContent('keep your 1-day streak going');
    expect(screen.getByRole('link', { name: 'Write in your journal' })).toHaveAttribute(
      'href',
      '/app/journal',
    );
  });

  it('should not remind once something is written today', () => {
    showHome({ data: [written('c', '2026-03-14T08:00:00')] });
    expect(reminder()).not.toBeInTheDocument();
  });

  it('should not remind while the journal loads', () => {
    showHome({ loading: true });
    expect(reminder()).not.toBeInTheDocument();
  });

  it('should not remind when Journal Reminders is off', () => {
    remindersOn(false);
    showHome({ data: [] });
    expect(reminder()).not.toBeInTheDocument();
  });

  it('should lead to the check-up and to every part of the app', () => {
    showHome();
    expect(screen.getByRole('link', { name: 'Start a check-up' })).toHaveAttribute(
      'href',
      '/app/counselor?mode=checkup',
    );
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const links = Array.from(shortcuts.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/app/counselor',
      '/app/philosopher',
      '/app/journal',
      '/app/patterns',
      '/app/goals',
    ]);
  });

  describe('the mental health tip', () => {
    const tip = () => screen.queryByRole('complementary', { name: 'Tip for you' });
    const lowWeek = {
      data: [
        written('a', '2026-03-13T21:00:00', { mood: 1 }),
        written('b', '2026-03-12T21:00:00', { mood: 2 }),
      ],
    };

    it('should show a tip chosen from the person’s moods when the plan brings tips', () => {
      showHome(lowWeek, { tip: true });
      expect(tip()).toHaveTextContent(/low this week|heavy week/);
    });

    it('should name the person’s own goal when a goal calls for it', () => {
      const goals = {
        loading: false,
        data: [activeGoal({ title: 'Walk every morning', targetDate: '2026-03-01' })],
      };
      showHome({ data: [written('a', '2026-03-13T21:00:00', { mood: 4 })] }, { tip: true, goals });
      expect(tip()).toHaveTextContent('“Walk every morning”');
    });

    it('should show no tip when the plan does not bring tips', () => {
      showHome(lowWeek);
      expect(tip()).not.toBeInTheDocument();
    });

    it('should wait for the journal and goals before choosing', () => {
      showHome({ loading: true }, { tip: true });
      expect(tip()).not.toBeInTheDocument();
    });
  });

  describe('Look back', () => {
    const lookBack = () => screen.queryByRole('region', { name: /^Look back/ });
    const weekAgo = {
      data: [written('w', '2026-03-07T20:00:00', { title: 'First day at the new job', body: 'Nervous.' })],
    };

    it('should show what was written a week ago today while it is on', () => {
      showHome(weekAgo, { lookBack: true });
      expect(lookBack()).toHaveAccessibleName('Look back: A week ago today');
      expect(lookBack()).toHaveTextContent('First day at the new job');
      expect(lookBack()).toHaveTextContent('Nervous.');
    });

    it('should show nothing while it is off, or when no entry fits', () => {
      showHome(weekAgo);
      expect(lookBack()).not.toBeInTheDocument();
      cleanup();
      showHome({ data: [written('x', '2026-03-08T20:00:00')] }, { lookBack: true });
      expect(lookBack()).not.toBeInTheDocument();
    });
  });
});
