import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useProposeMemoriesOnLeave } from './propose-memories';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(async () => ({ created: [] })),
}));

afterEach(() => vi.clearAllMocks());

const render = (conversationId: string | undefined, userMessages: number) =>
  renderHook((props) => useProposeMemoriesOnLeave(props.conversationId, props.userMessages), {
    initialProps: { conversationId, userMessages },
  });

describe('useProposeMemoriesOnLeave', () => {
  it('should ask for proposals from a conversation left for a new one after two messages of the person', () => {
    const chat = render('c1', 1);
    chat.rerender({ conversationId: 'c1', userMessages: 2 });
    expect(apiRequest).not.toHaveBeenCalled();
    chat.rerender({ conversationId: undefined, userMessages: 0 });
    expect(apiRequest).toHaveBeenCalledExactlyOnceWith('/api/memories/propose', {
      method: 'POST',
      body: { conversationId: 'c1' },
    });
  });

  it('should ask when the page is left, and not for a conversation of one message', () => {
    render('c2', 2).unmount();
    render('c3', 1).unmount();
    expect(vi.mocked(apiRequest).mock.calls.map(([, options]) => options?.body)).toEqual([
      { conversationId: 'c2' },
    ]);
  });
});
