import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listenedPath, serveDoc } from '@/test/fake-firestore-doc';
import { useInvalidateOnChange } from './use-invalidate-on-change';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('./firestore', () => ({ firestore: () => ({}) }));

/** A query client holding a fresh `usage` and an unrelated `other` query, and the hook inside it. */
function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['usage', 'u1'], { used: 1 });
  queryClient.setQueryData(['other', 'u1'], { used: 1 });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  // The key is built afresh on every render, as callers do.
  renderHook(() => useInvalidateOnChange('users/u1/usage/2026-11', ['usage', 'u1']), { wrapper });
  const stale = (key: string) => queryClient.getQueryState([key, 'u1'])?.isInvalidated;
  return { stale };
}

describe('useInvalidateOnChange', () => {
  it('should listen to the document and leave the query alone on its first snapshot', () => {
    const { stale } = setup();
    expect(listenedPath()).toBe('users/u1/usage/2026-11');
    serveDoc({ used: 1 });
    expect(stale('usage')).toBe(false);
  });

  it('should mark that query, and only it, for refetching when the document changes', () => {
    const { stale } = setup();
    serveDoc({ used: 1 });
    serveDoc({ used: 2 });
    expect(stale('usage')).toBe(true);
    expect(stale('other')).toBe(false);
  });
});
