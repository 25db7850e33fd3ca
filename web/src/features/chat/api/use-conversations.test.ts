import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConversations } from './use-conversations';

interface FakeDoc {
  id: string;
  get: (field: string) => unknown;
}

const served = vi.hoisted(() => ({
  next: undefined as ((snapshot: { docs: FakeDoc[] }) => void) | undefined,
}));

class Timestamp {
  constructor(private readonly date: Date) {}
  toDate() {
    return this.date;
  }
}

vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  query: (ref: unknown) => ref,
  orderBy: () => ({}),
  limit: () => ({}),
  onSnapshot: (_query: unknown, next: (snapshot: { docs: FakeDoc[] }) => void) => {
    served.next = next;
    return () => {};
  },
}));

const conversation = (id: string, data: Record<string, unknown>): FakeDoc => ({
  id,
  get: (field) => data[field],
});

describe('useConversations', () => {
  it('should give when a conversation reached crisis, and nothing for one that did not', () => {
    const { result } = renderHook(() => useConversations('u1'));
    const lastMessageAt = new Date(2026, 10, 22, 14, 0);
    const crisisAt = new Date(2026, 10, 22, 13, 55);
    act(() =>
      served.next?.({
        docs: [
          conversation('c1', {
            title: 'Tonight',
            supportType: 'emotional',
            lastMessageAt: new Timestamp(lastMessageAt),
            crisisAt: new Timestamp(crisisAt),
          }),
          conversation('c2', {
            title: 'Work',
            supportType: 'productivity',
            lastMessageAt: new Timestamp(lastMessageAt),
          }),
        ],
      }),
    );
    expect(result.current.data).toEqual([
      { id: 'c1', title: 'Tonight', supportType: 'emotional', lastMessageAt, crisisAt },
      { id: 'c2', title: 'Work', supportType: 'productivity', lastMessageAt },
    ]);
  });
});
