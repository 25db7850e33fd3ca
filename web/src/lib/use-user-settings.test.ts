import { DEFAULT_SETTINGS } from '@domain/settings';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failDoc, serveDoc, Timestamp } from '../test/fake-firestore-doc';
import { useUserDocument } from './use-user-document';
import { useUserSettings } from './use-user-settings';

vi.mock('firebase/firestore', () => import('../test/fake-firestore-doc'));
vi.mock('./firestore', () => ({ firestore: () => ({}) }));

describe('useUserSettings', () => {
  it('should give the defaults while the record loads', () => {
    const { result } = renderHook(() => useUserSettings('u1'));
    expect(result.current).toEqual({
      settings: DEFAULT_SETTINGS,
      saved: false,
      loading: true,
      error: undefined,
    });
  });

  it("should give the account's settings, reading a malformed field as its default", () => {
    const { result } = renderHook(() => useUserSettings('u1'));
    serveDoc({ settings: { theme: 'dark', notifications: false, dataExport: 'yes', autoSave: false } });
    expect(result.current).toMatchObject({
      settings: { theme: 'dark', notifications: false, dataExport: false, autoSave: false },
      saved: true,
      loading: false,
    });
  });

  it('should fall back to the defaults, and say why, when the record cannot be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useUserSettings('u1'));
    failDoc(new Error('permission-denied'));
    expect(result.current.settings).toEqual(DEFAULT_SETTINGS);
    expect(result.current.error?.message).toBe('permission-denied');
  });
});

describe('useUserDocument', () => {
  it('should read the record with its dates and plan, and null when there is none', () => {
    const { result } = renderHook(() => useUserDocument('u1'));
    const started = new Date('2026-03-01T10:00:00Z');
    serveDoc({
      username: 'robin',
      email: 'robin@example.com',
      trialStartedAt: new Timestamp(started),
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      trialPlan: 'platinum',
      isVipUser: 'yes',
    });
    expect(result.current.data).toMatchObject({
      username: 'robin',
      name: '',
      trialStartedAt: started,
      createdAt: null,
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      trialPlan: null,
      isVipUser: false,
      hasSettings: false,
    });
    serveDoc(undefined);
    expect(result.current.data).toBeNull();
  });
});
