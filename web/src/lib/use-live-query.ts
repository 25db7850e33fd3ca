import type { Unsubscribe } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/** Starts a live Firestore listener for `path`; returns how to stop it. */
export type Listen<T> = (path: string, next: (data: T) => void, fail: (error: Error) => void) => Unsubscribe;

/** What a live listener has so far: its data once it arrives, or the error that stopped it. */
export interface LiveState<T> {
  data?: T | undefined;
  loading: boolean;
  error?: Error | undefined;
}

/**
 * Live data from a Firestore listener on `path` (none while `path` is undefined). Results are tagged
 * with the path they came from, so switching paths shows loading instead of the previous data.
 */
export function useLiveQuery<T>(path: string | undefined, listen: Listen<T>): LiveState<T> {
  const [state, setState] = useState<{ path?: string; data?: T; error?: Error }>({});
  useEffect(() => {
    if (!path) return;
    return listen(
      path,
      (data) => setState({ path, data }),
      (error) => {
        console.error(`Listening to ${path} failed`, error);
        setState({ path, error });
      },
    );
  }, [path, listen]);
  const current = path !== undefined && state.path === path;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: path !== undefined && !current,
  };
}
