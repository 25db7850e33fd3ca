import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failDoc, listenedPath, serveDoc } from '@/test/fake-firestore-doc';
import { useSafetyPlan } from './safety-plan';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));

describe('useSafetyPlan', () => {
  it('should be loading, with an empty plan, until the plan arrives', () => {
    const { result } = renderHook(() => useSafetyPlan('u1'));
    expect(listenedPath()).toBe('users/u1/safety/plan');
    expect(result.current).toEqual({ plan: {}, loading: true, error: undefined });
  });

  it('should give the known sections that hold text, and nothing else the document holds', () => {
    const { result } = renderHook(() => useSafetyPlan('u1'));
    serveDoc({ warningSigns: 'Not sleeping', copingStrategies: 3, colour: 'blue' });
    expect(result.current).toEqual({
      plan: { warningSigns: 'Not sleeping' },
      loading: false,
      error: undefined,
    });
  });

  it('should give an empty plan when none has been written', () => {
    const { result } = renderHook(() => useSafetyPlan('u1'));
    serveDoc(undefined);
    expect(result.current).toEqual({ plan: {}, loading: false, error: undefined });
  });

  it('should say why when the plan cannot be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useSafetyPlan('u1'));
    failDoc(new Error('permission-denied'));
    expect(result.current).toEqual({ plan: {}, loading: false, error: new Error('permission-denied') });
  });
});
