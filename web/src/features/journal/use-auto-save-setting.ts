import { useSyncExternalStore } from 'react';

/**
 * The Auto-Save setting (spec §3 local settings, default on per §9). The spec names no storage key
 * for it, so it lives under `autoSave` in localStorage: 'false' turns it off, anything else is on.
 */
export const AUTO_SAVE_STORAGE_KEY = 'autoSave';

const subscribe = (changed: () => void) => {
  // Another tab (e.g. Settings) changing it applies here at once.
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};

const read = () => {
  try {
    return localStorage.getItem(AUTO_SAVE_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
};

/** Whether journal entries save themselves while the person types. */
export function useAutoSaveSetting(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
