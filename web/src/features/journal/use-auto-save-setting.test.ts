import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTO_SAVE_STORAGE_KEY, useAutoSaveSetting } from './use-auto-save-setting';

describe('useAutoSaveSetting', () => {
  it('should be on by default (spec §9)', () => {
    const { result } = renderHook(() => useAutoSaveSetting());
    expect(result.current).toBe(true);
  });

  it('should be off when the setting says false', () => {
    localStorage.setItem(AUTO_SAVE_STORAGE_KEY, 'false');
    const { result } = renderHook(() => useAutoSaveSetting());
    expect(result.current).toBe(false);
  });

  it('should follow a change made in another tab', () => {
    const { result } = renderHook(() => useAutoSaveSetting());
    act(() => {
      localStorage.setItem(AUTO_SAVE_STORAGE_KEY, 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: AUTO_SAVE_STORAGE_KEY }));
    });
    expect(result.current).toBe(false);
  });
});
