import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenedPath, serveDocs, Timestamp } from '@/test/fake-firestore-doc';
import { useConversations } from './use-conversations';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));

describe('useConversations', () => {
  it("should listen to the person's own conversations", () => {
    renderHook(() => useConversations('u1'));
    expect(listenedPath()).toBe('users/u1/conversations');
  });

  it('should give when a conversation reached crisis, and nothing for one that did not', () => {
    const { result } = renderHook(() => useConversations('u1'));
    const lastMessageAt = new Date(2026, 10, 22, 14, 0);
    const crisisAt = new Date(2026, 10, 22, 13, 55);
    serveDocs([
      {
        id: 'c1',
        data: {
          title: 'Tonight',
          supportType: 'emotional',
          lastMessageAt: new Timestamp(lastMessageAt),
          crisisAt: new Timestamp(crisisAt),
        },
      },
      {
        id: 'c2',
        data: { title: 'Work', supportType: 'productivity', lastMessageAt: new Timestamp(lastMessageAt) },
      },
    ]);
    expect(result.current.data).toEqual([
      { id: 'c1', title: 'Tonight', supportType: 'emotional', lastMessageAt, crisisAt },
      { id: 'c2', title: 'Work', supportType: 'productivity', lastMessageAt },
    ]);
  });
});
