import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failDoc, listenedPath, serveDocs } from '@/test/fake-firestore-doc';
import { useCustomPersonalities } from './custom-personalities';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));

const coach = { name: 'Coach', description: '', instructions: 'Be brief.', basePersonality: 'empathetic' };

describe('useCustomPersonalities', () => {
  it('should be loading, with none, until the list arrives', () => {
    const { result } = renderHook(() => useCustomPersonalities('u1'));
    expect(listenedPath()).toBe('users/u1/personalities');
    expect(result.current).toEqual({ personalities: [], loading: true, error: undefined });
  });

  it('should give the stored personalities, leaving out one the form would refuse', () => {
    const { result } = renderHook(() => useCustomPersonalities('u1'));
    serveDocs([
      { id: 'p1', data: coach },
      { id: 'p2', data: { ...coach, name: '' } },
    ]);
    expect(result.current).toEqual({
      personalities: [{ id: 'p1', ...coach, isCustom: true }],
      loading: false,
      error: undefined,
    });
  });

  it('should give none, and say why, when the list cannot be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useCustomPersonalities('u1'));
    failDoc(new Error('permission-denied'));
    expect(result.current).toEqual({
      personalities: [],
      loading: false,
      error: new Error('permission-denied'),
    });
  });
});
