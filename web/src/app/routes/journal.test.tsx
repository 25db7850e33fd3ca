import { emptyJournalEntry } from '@domain/journal';
import { DICTATION_UPGRADE_NOTE } from '@domain/voice';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transcribe } from '@/features/voice/api/transcribe';
import { useJournalEntries } from '@/features/journal/api/use-journal-entries';
import { updateJournalEntry } from '@/features/journal/api/update-journal-entry';
import type { Account } from '@/lib/use-account';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { click, installMicrophone, fakeRecorderClock } from '@/test/voice-test-doubles';
import { JournalRoute } from './journal';

let record: Account | undefined;
vi.mock('@/lib/use-account', () => ({ useAccount: () => ({ data: record, loading: !record }) }));
vi.mock('@/features/journal/api/use-journal-entries', () => ({ useJournalEntries: vi.fn() }));
vi.mock('@/features/journal/api/update-journal-entry', () => ({ updateJournalEntry: vi.fn() }));
vi.mock('@/features/voice/api/transcribe', () => ({ transcribe: vi.fn() }));

const written = 'Long day at work.';
const proAccount = () => account({ entitlement: { ...account().entitlement, tier: 'pro', voice: true } });

function openEntry() {
  vi.mocked(useJournalEntries).mockReturnValue({
    data: [
      {
        ...emptyJournalEntry(),
        id: 'e1',
        title: 'Tuesday',
        body: written,
        createdAt: new Date('2026-11-24T18:00:00'),
        updatedAt: new Date('2026-11-24T18:00:00'),
        pending: false,
      },
    ],
    error: undefined,
    loading: false,
  });
  renderRoutes(
    [{ path: '/app/journal', element: <JournalRoute /> }],
    '/app/journal',
    fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
  );
  fireEvent.click(screen.getByRole('button', { name: /Tuesday/ }));
}

const body = () => screen.getByRole('textbox', { name: 'Entry' });

fakeRecorderClock();
afterEach(() => {
  record = undefined;
});

describe('/app/journal dictation', () => {
  it('should let a Pro user dictate into an entry, keeping what was written, and save both', async () => {
    record = proAccount();
    installMicrophone();
    vi.mocked(transcribe).mockResolvedValueOnce('My manager thanked me.');
    vi.mocked(updateJournalEntry).mockReturnValue({ id: 'e1', synced: Promise.resolve() });
    openEntry();
    expect(body()).toHaveValue(written);

    await click(screen.getByRole('button', { name: 'Dictate' }));
    await click(screen.getByRole('button', { name: 'Stop dictating' }));
    expect(body()).toHaveValue(`${written} My manager thanked me.`);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(updateJournalEntry).toHaveBeenCalledWith(
      'u1',
      'e1',
      expect.objectContaining({ body: `${written} My manager thanked me.` }),
    );
  });

  it('should tell a Basic user which plans include voice journaling', () => {
    record = account();
    openEntry();
    expect(screen.getByText(DICTATION_UPGRADE_NOTE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Dictate' })).not.toBeInTheDocument();
  });
});
