import { renderHook } from '@testing-library/react';
import { collection } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { failDoc, listenedPath, serveDoc, serveDocs, Timestamp } from '@/test/fake-firestore-doc';
import { firestore } from './firestore';
import { newestFirstListener } from './live-list';
import { documentListener, queryListener } from './live-listeners';
import { useLiveQuery } from './use-live-query';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('./firestore', () => ({ firestore: () => ({}) }));

const all = (path: string) => collection(firestore(), path);

describe('documentListener', () => {
  const listenName = documentListener((data) => (typeof data?.name === 'string' ? data.name : null));

  it('should listen to the document at the path and read what it holds', () => {
    const { result } = renderHook(() => useLiveQuery('users/u1', listenName));
    expect(listenedPath()).toBe('users/u1');
    expect(result.current).toEqual({ data: undefined, loading: true, error: undefined });
    serveDoc({ name: 'Robin' });
    expect(result.current).toEqual({ data: 'Robin', loading: false, error: undefined });
  });

  it("should show loading, not the last path's data, once the path changes", () => {
    const { result, rerender } = renderHook(({ path }) => useLiveQuery(path, listenName), {
      initialProps: { path: 'users/u1' },
    });
    serveDoc({ name: 'Robin' });
    rerender({ path: 'users/u2' });
    expect(listenedPath()).toBe('users/u2');
    expect(result.current).toEqual({ data: undefined, loading: true, error: undefined });
  });

  it('should read a document that does not exist as no data', () => {
    const { result } = renderHook(() => useLiveQuery('users/u1', listenName));
    serveDoc(undefined);
    expect(result.current).toEqual({ data: null, loading: false, error: undefined });
  });

  it('should give the error that stopped it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLiveQuery('users/u1', listenName));
    failDoc(new Error('permission-denied'));
    expect(result.current).toEqual({
      data: undefined,
      loading: false,
      error: new Error('permission-denied'),
    });
  });
});

describe('queryListener', () => {
  const listenTitles = queryListener(all, (data, { id, pending }) =>
    typeof data.title === 'string' ? { id, title: data.title, pending } : undefined,
  );

  it("should read each document with its id and whether it waits for the server, in the query's order", () => {
    const { result } = renderHook(() => useLiveQuery('users/u1/notes', listenTitles));
    expect(listenedPath()).toBe('users/u1/notes');
    serveDocs([
      { id: 'b', data: { title: 'Second' } },
      { id: 'a', data: { title: 'First' }, pending: true },
    ]);
    expect(result.current.data).toEqual([
      { id: 'b', title: 'Second', pending: false },
      { id: 'a', title: 'First', pending: true },
    ]);
  });

  it('should leave out documents it cannot read', () => {
    const { result } = renderHook(() => useLiveQuery('users/u1/notes', listenTitles));
    serveDocs([
      { id: 'a', data: { title: 'Kept' } },
      { id: 'b', data: { title: 42 } },
    ]);
    expect(result.current.data).toEqual([{ id: 'a', title: 'Kept', pending: false }]);
  });

  it('should give an empty list for an empty query, no longer loading', () => {
    const { result } = renderHook(() => useLiveQuery('users/u1/notes', listenTitles));
    serveDocs([]);
    expect(result.current).toEqual({ data: [], loading: false, error: undefined });
  });

  it('should put the items in the order given', () => {
    const byTitle = queryListener(
      all,
      (data) => data.title as string,
      (a, b) => a.localeCompare(b),
    );
    const { result } = renderHook(() => useLiveQuery('users/u1/notes', byTitle));
    serveDocs([
      { id: 'a', data: { title: 'pear' } },
      { id: 'b', data: { title: 'apple' } },
    ]);
    expect(result.current.data).toEqual(['apple', 'pear']);
  });
});

describe('newestFirstListener', () => {
  const listenNotes = newestFirstListener(all, (data) =>
    typeof data.text === 'string' ? { text: data.text } : undefined,
  );

  it('should list the items newest first with their times, skipping what it cannot read', () => {
    const { result } = renderHook(() => useLiveQuery('users/u1/notes', listenNotes));
    const older = new Date(2026, 0, 1);
    const newer = new Date(2026, 0, 2);
    serveDocs([
      {
        id: 'old',
        data: { text: 'Older', createdAt: new Timestamp(older), updatedAt: new Timestamp(newer) },
      },
      // A write still on its way: its estimated time can fall behind the server's order.
      {
        id: 'new',
        data: { text: 'Newer', createdAt: new Timestamp(newer), updatedAt: new Timestamp(newer) },
        pending: true,
      },
      { id: 'bad', data: { text: 7, createdAt: new Timestamp(newer) } },
    ]);
    expect(result.current.data).toEqual([
      { id: 'new', text: 'Newer', createdAt: newer, updatedAt: newer, pending: true },
      { id: 'old', text: 'Older', createdAt: older, updatedAt: newer, pending: false },
    ]);
  });
});
