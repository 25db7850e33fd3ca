import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalFirestore } from './firestore';
import { forgetLocalData } from './forget-device';

vi.mock('./firestore', () => ({ clearLocalFirestore: vi.fn(async () => {}) }));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(clearLocalFirestore).mockReset();
});

describe('forgetLocalData', () => {
  it("should clear the app's storage and offline copy, keeping only the device's theme", async () => {
    localStorage.setItem('ui-theme', 'dark');
    localStorage.setItem('personalizedCounselor', '{"name":"Sage"}');
    localStorage.setItem('tutorialCompleted', 'true');
    sessionStorage.setItem('selectedPlan', '{}');
    await forgetLocalData();
    expect({ ...localStorage }).toEqual({ 'ui-theme': 'dark' });
    expect(sessionStorage.length).toBe(0);
    expect(clearLocalFirestore).toHaveBeenCalledOnce();
  });

  it('should still clear storage when another tab holds the offline copy', async () => {
    vi.mocked(clearLocalFirestore).mockRejectedValue(new Error('in use'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('personalizedCounselor', '{}');
    await forgetLocalData();
    expect(localStorage.length).toBe(0);
  });
});
