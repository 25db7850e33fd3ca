import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localWritesSynced } from '../firestore';
import { forgetLocalData } from '../forget-device';
import { SIGN_OUT_SYNC_WAIT_MS, signOutOfDevice } from './sign-out-of-device';

vi.mock('../firestore', () => ({ localWritesSynced: vi.fn() }));
vi.mock('../forget-device', () => ({ forgetLocalData: vi.fn(async () => {}) }));

const signOut = vi.fn(async () => {});

beforeEach(() => {
  vi.mocked(localWritesSynced).mockReset().mockResolvedValue(true);
  vi.mocked(forgetLocalData).mockClear();
  signOut.mockClear();
});

describe('signOutOfDevice', () => {
  it('should wait for the writes, sign out, then forget the device', async () => {
    expect(await signOutOfDevice(signOut, 'ask')).toBe(true);
    expect(localWritesSynced).toHaveBeenCalledWith(SIGN_OUT_SYNC_WAIT_MS);
    expect(signOut).toHaveBeenCalledOnce();
    expect(forgetLocalData).toHaveBeenCalledOnce();
  });

  it('should stay signed in when writes are waiting and the person is to be asked', async () => {
    vi.mocked(localWritesSynced).mockResolvedValue(false);
    expect(await signOutOfDevice(signOut, 'ask')).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
    expect(forgetLocalData).not.toHaveBeenCalled();
  });

  it('should sign out without waiting and forget everything when the person leaves anyway', async () => {
    expect(await signOutOfDevice(signOut, 'discard')).toBe(true);
    expect(localWritesSynced).not.toHaveBeenCalled();
    expect(forgetLocalData).toHaveBeenCalledOnce();
  });

  it('should sign out of an ended session but keep writes still waiting, to sync at the next sign-in', async () => {
    vi.mocked(localWritesSynced).mockResolvedValue(false);
    expect(await signOutOfDevice(signOut, 'keep')).toBe(true);
    expect(signOut).toHaveBeenCalledOnce();
    expect(forgetLocalData).not.toHaveBeenCalled();

    vi.mocked(localWritesSynced).mockResolvedValue(true);
    await signOutOfDevice(signOut, 'keep');
    expect(forgetLocalData).toHaveBeenCalledOnce();
  });
});
