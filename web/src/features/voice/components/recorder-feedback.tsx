import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { VoiceRecorder } from '../use-voice-recorder';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A recording under way: a red dot and how long it has run. */
export function RecordingClock({ seconds }: { seconds: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="h-2 w-2 animate-pulse rounded-full bg-red-500" aria-hidden />
      Recording {clock(seconds)}
    </span>
  );
}

/** Why the last recording came to nothing, with a retry when it was kept; nothing without an error. */
export function RecorderError({ recorder }: { recorder: VoiceRecorder }) {
  if (!recorder.error) return null;
  return (
    <ErrorAlert>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex-1">{recorder.error}</span>
        {recorder.canRetry && (
          <Button variant="secondary" className="px-3 py-1" onClick={() => void recorder.retry()}>
            Send recording again
          </Button>
        )}
        <Button variant="ghost" className="px-3 py-1" onClick={recorder.dismiss}>
          Dismiss
        </Button>
      </div>
    </ErrorAlert>
  );
}
