import { DEFAULT_SETTINGS } from '@domain/settings';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failDoc, serveDoc, Timestamp } from '@/test/fake-firestore-doc';
import { apiRequest } from './api-client';
import { useAccount } from './use-account';
import { useUserSettings } from './use-user-settings';

vi.mock('firebase/firestore', () => import('@/test/fake-firestore-doc'));
vi.mock('./firestore', () => ({ firestore: () => ({}) }));
vi.mock('./api-client', () => ({ apiRequest: vi.fn(async () => ({})) }));

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

describe('useAccount', () => {
  it('should read the record with its dates, plan and what it entitles the person to now', () => {
    const { result } = renderHook(() => useAccount('u1'));
    const started = new Date();
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
      entitlement: { source: 'subscription', tier: 'pro', voice: true, blueprints: true },
    });
    expect(result.current.loading).toBe(false);
  });

  it('should have the API make a missing record, once, and stay loading until it arrives', async () => {
    const first = renderHook(() => useAccount('u2'));
    serveDoc(undefined);
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('/api/user'));
    expect(first.result.current).toMatchObject({ data: undefined, loading: true, error: undefined });
    first.unmount();
    // Another screen on the same account asks for nothing more.
    const second = renderHook(() => useAccount('u2'));
    serveDoc(undefined);
    serveDoc({ username: 'kim', email: 'kim@example.com', trialStartedAt: new Timestamp(new Date()) });
    expect(second.result.current.data).toMatchObject({ username: 'kim', entitlement: { source: 'trial' } });
    expect(apiRequest).toHaveBeenCalledOnce();
  });

  it('should say why when the missing record cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useAccount('u3'));
    serveDoc(undefined);
    await waitFor(() => expect(result.current.error?.message).toBe('offline'));
    expect(result.current.loading).toBe(false);
  });
});
