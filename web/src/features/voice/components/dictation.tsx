import { DICTATION_UPGRADE_NOTE } from '@domain/voice';
import { Loader2, Lock, Mic, Square } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useVoiceRecorder } from '../use-voice-recorder';
import { RecorderError, RecordingClock } from './recorder-feedback';

/** What dictating says when no AI service can transcribe; typing works as ever. */
export const DICTATION_UNAVAILABLE = 'Dictation needs an AI service. Type your entry instead.';

interface DictationProps {
  /** Whether the plan includes voice; undefined while the account loads, when nothing shows. */
  voice: boolean | undefined;
  /** Receives the words of each recording that had any. */
  onTranscript: (text: string) => void;
  /** Raises the plan notice for a 403 from the server. */
  onPlanError: (error: unknown) => void;
}

/**
 * Dictate for a journal entry (docs/product.md#journal): records, transcribes and hands over the words,
 * with the chat's recorder. Pro, Elite and VIP only; others see which plans include it.
 */
export function Dictation({ voice, ...props }: DictationProps) {
  if (voice === undefined) return null;
  if (!voice) {
    return (
      <p className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <Lock className="size-3.5" aria-hidden />
        <span>{DICTATION_UPGRADE_NOTE}</span>
        <Link
          to={paths.pricing}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          See plans
        </Link>
      </p>
    );
  }
  return <DictationRecorder {...props} />;
}

function DictationRecorder({ onTranscript, onPlanError }: Omit<DictationProps, 'voice'>) {
  const recorder = useVoiceRecorder({ onTranscript, onPlanError, unavailableMessage: DICTATION_UNAVAILABLE });
  const recording = recorder.state === 'recording';
  const processing = recorder.state === 'processing';

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <span aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
        {recording && <RecordingClock seconds={recorder.seconds} />}
        {processing && 'Turning your recording into text...'}
      </span>
      <Button
        variant={recording ? 'danger' : 'secondary'}
        className="px-3 py-1"
        onClick={recording ? recorder.stop : () => void recorder.start()}
        disabled={processing}
        aria-label={recording ? 'Stop dictating' : undefined}
      >
        {processing ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : recording ? (
          <Square className="size-4 fill-current" aria-hidden />
        ) : (
          <Mic className="size-4" aria-hidden />
        )}
        {processing ? 'Transcribing...' : recording ? 'Stop' : 'Dictate'}
      </Button>
      <div className="basis-full empty:hidden">
        <RecorderError recorder={recorder} />
      </div>
    </div>
  );
}
