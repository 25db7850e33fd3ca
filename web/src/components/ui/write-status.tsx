import { useState } from 'react';
import type { LocalWrite } from '@/lib/local-write';
import { ErrorAlert } from './alert';
import { OfflineNotice } from './offline-notice';

/** What a screen that writes on this device last did: a word of what was done, or the server's refusal. */
export function useWriteStatus() {
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();

  /**
   * Shows what was done at once (it is on this device), and the server's refusal if it comes; a
   * refusal goes to `onRefused` instead when given.
   */
  const track = (write: LocalWrite, done: string, onRefused?: (message: string) => void) => {
    setProblem(undefined);
    setNotice(done);
    write.synced.catch((failure: Error) => {
      setNotice(undefined);
      if (onRefused) onRefused(failure.message);
      else setProblem(failure.message);
    });
  };

  const clear = () => {
    setNotice(undefined);
    setProblem(undefined);
  };

  return { notice, problem, track, clear };
}

/** The write status on screen: offline (writes wait on this device), the server's refusal, what was done. */
export function WriteStatus({
  notice,
  problem,
}: {
  notice: string | undefined;
  problem: string | undefined;
}) {
  return (
    <>
      <OfflineNotice>
        You are offline. Changes are saved on this device and sync when you are back online.
      </OfflineNotice>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {notice && (
        <p role="status" className="text-sm font-medium text-teal-700 dark:text-teal-300">
          {notice}
        </p>
      )}
    </>
  );
}
