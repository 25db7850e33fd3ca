import { CHECKUP_MESSAGE, TOPICS } from '@domain/prompts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/lib/use-account';
import { account } from '@/test/fixtures';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { CounselorRoute } from './counselor';

let record: Account | undefined;
vi.mock('@/lib/use-account', () => ({ useAccount: () => ({ data: record, loading: !record }) }));
// The chat itself has its own tests; here it only shows what the page hands it.
vi.mock('@/features/chat/components/chat-panel', () => ({
  ChatPanel: (props: { supportType: string; prefill?: { text: string }; intro: ReactNode }) => (
    <>
      {props.intro}
      <output aria-label="chat">
        {props.supportType}: {props.prefill?.text ?? ''}
      </output>
    </>
  ),
}));

const user = { uid: 'u1', email: 'robin@example.com', displayName: 'Robin Reflect' };
const open = (path = '/app/counselor') =>
  renderRoutes([{ path: '/app/counselor', element: <CounselorRoute /> }], path, fakeAuth({ user }));
const chat = () => screen.getByRole('status', { name: 'chat' });

afterEach(() => {
  vi.useRealTimers();
  record = undefined;
});

describe('/app/counselor', () => {
  it('should greet by first name and start with general support', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Hi Robin' })).toBeInTheDocument();
    expect(chat()).toHaveTextContent('general:');
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('should lead to the AI Philosopher, and back to Home', () => {
    open();
    expect(screen.getByRole('link', { name: 'AI Philosopher' })).toHaveAttribute('href', '/app/philosopher');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/app');
  });

  it('should switch the support type from the selector and from ?type=philosophy', async () => {
    const router = open();
    await userEvent.click(screen.getByRole('button', { name: 'Emotional' }));
    expect(router.state.location.search).toBe('?type=emotional');
    expect(chat()).toHaveTextContent('emotional:');
    await act(() => router.navigate('/app/counselor?type=philosophy'));
    expect(chat()).toHaveTextContent('philosophy:');
  });

  it('should put a topic sentence into the chat input', async () => {
    open();
    const [first] = screen.getAllByRole('button', { name: TOPICS[3]!.title });
    await userEvent.click(first!);
    expect(chat()).toHaveTextContent(TOPICS[3]!.prompt);
  });

  it('should prefill the check-up message after 500 ms', () => {
    vi.useFakeTimers();
    open('/app/counselor?mode=checkup');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(chat()).not.toHaveTextContent('check-in');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(chat().textContent).toBe(`general: ${CHECKUP_MESSAGE}`);
  });

  it('should offer matching until the questionnaire is done', () => {
    record = account();
    open();
    expect(screen.getByRole('link', { name: 'Get Matched' })).toHaveAttribute(
      'href',
      '/counselor-questionnaire',
    );
    expect(screen.getByRole('link', { name: 'Find the right counselor for you' })).toBeInTheDocument();
  });

  it('should not offer matching once the questionnaire is done', () => {
    record = account({
      completedCounselorQuestionnaire: true,
      matchedCounselorPersonality: 'solution-focused',
    });
    open();
    expect(screen.queryByRole('link', { name: 'Get Matched' })).not.toBeInTheDocument();
  });
});
