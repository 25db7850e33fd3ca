import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenedPath, serveDoc } from '@/test/fake-firestore-doc';
import { useAutoSaveSetting } from './use-auto-save-setting';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));

const settings = (autoSave: boolean) => ({
  theme: 'system',
  notifications: true,
  dataExport: false,
  autoSave,
});

describe('useAutoSaveSetting', () => {
  it("should listen to the person's own record", () => {
    renderHook(() => useAutoSaveSetting('u1'));
    expect(listenedPath()).toBe('users/u1');
  });

  it('should be on for an account that saved no settings', () => {
    const { result } = renderHook(() => useAutoSaveSetting('u1'));
    serveDoc({ username: 'robin' });
    expect(result.current).toBe(true);
  });

  it('should be off when the account says so', () => {
    const { result } = renderHook(() => useAutoSaveSetting('u1'));
    serveDoc({ settings: settings(false) });
    expect(result.current).toBe(false);
  });

  it('should follow a change saved from Settings or another device', () => {
    const { result } = renderHook(() => useAutoSaveSetting('u1'));
    serveDoc({ settings: settings(true) });
    expect(result.current).toBe(true);
    serveDoc({ settings: settings(false) });
    expect(result.current).toBe(false);
  });
});
