import type { UsageRecord } from '@domain/plans';
import { VOICE_UPGRADE_NOTE } from '@domain/voice';
import { Loader2, Lock, Mic, Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  canSpeak,
  stopSpeaking,
  useSpokenReplies,
  useVoiceResponsesSetting,
  type SpeakableMessage,
} from '../use-spoken-replies';
import { useVoiceRecorder } from '../use-voice-recorder';
import { RecorderError, RecordingClock } from './recorder-feedback';

interface VoiceControlsProps {
  /** The conversation, whose new replies are read aloud when voice responses are on. */
  messages: readonly SpeakableMessage[];
  /** Sends a message; the words of each recording go through it. */
  send: (text: string) => unknown;
  /** True while a reply is on its way: a transcript waits for it, and no recording starts. */
  sending: boolean;
  /** The usage record, which says whether the plan includes voice; undefined when unknown, and the server decides. */
  usage: Pick<UsageRecord, 'voice'> | undefined;
  /** True while the usage record loads. */
  usageLoading?: boolean;
  /** Raises the plan notice for a 403 from the server. */
  onPlanError: (error: unknown) => void;
  /** Opens the upgrade notice for voice. */
  onUpgrade: () => void;
}

/**
 * The chat's voice controls (docs/product.md#voice): record a message that is transcribed and sent, and a
 * 'Voice responses' switch that reads new replies aloud. Pro, Elite and VIP only; others see what unlocks
 * them.
 */
export function VoiceControls({ usage, usageLoading, onUpgrade, ...props }: VoiceControlsProps) {
  if (usageLoading) {
    return (
      <div
        role="status"
        aria-label="Loading voice controls"
        className="h-9 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
      />
    );
  }
  if (usage && !usage.voice) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Lock className="h-3.5 w-3.5" aria-hidden />
        {VOICE_UPGRADE_NOTE}
        <button
          type="button"
          onClick={onUpgrade}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          Upgrade
        </button>
      </p>
    );
  }
  return <VoiceRecorderBar {...props} />;
}

function VoiceRecorderBar({
  messages,
  send,
  sending,
  onPlanError,
}: Omit<VoiceControlsProps, 'usage' | 'usageLoading' | 'onUpgrade'>) {
  // Each transcript is sent once, as soon as no reply is on its way.
  const [transcript, setTranscript] = useState<{ id: number; text: string }>();
  const sentTranscript = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!transcript || sending || sentTranscript.current === transcript.id) return;
    sentTranscript.current = transcript.id;
    void send(transcript.text);
  }, [transcript, sending, send]);

  const recorder = useVoiceRecorder({
    onPlanError,
    onTranscript: (text) => setTranscript((last) => ({ id: (last?.id ?? 0) + 1, text })),
  });
  const [speakReplies, setSpeakReplies] = useVoiceResponsesSetting();
  const speechAvailable = canSpeak();
  const speakSwitch = useId();
  useSpokenReplies({ messages, sending, enabled: speakReplies && speechAvailable });

  const recording = recorder.state === 'recording';
  const processing = recorder.state === 'processing';
  const toggleRecording = () => {
    if (recording) return recorder.stop();
    // The microphone should not hear a reply being read out.
    stopSpeaking();
    void recorder.start();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={recording ? 'danger' : 'secondary'}
          className="px-3"
          onClick={toggleRecording}
          disabled={processing || (!recording && sending)}
          aria-label={recording ? 'Stop recording and send' : 'Record a voice message'}
        >
          {processing ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : recording ? (
            <Square className="h-4 w-4 fill-current" aria-hidden />
          ) : (
            <Mic className="h-4 w-4" aria-hidden />
          )}
          <span>{processing ? 'Transcribing...' : recording ? 'Stop' : 'Voice'}</span>
        </Button>
        <span aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {recording && <RecordingClock seconds={recorder.seconds} />}
          {processing && 'Turning your recording into text...'}
        </span>
        <label
          htmlFor={speakSwitch}
          className="ml-auto inline-flex cursor-pointer items-center gap-2 text-xs font-medium text-slate-700 has-disabled:cursor-not-allowed has-disabled:opacity-50 dark:text-slate-300"
        >
          <Volume2 className="h-4 w-4" aria-hidden />
          Voice responses
          <button
            id={speakSwitch}
            type="button"
            role="switch"
            aria-checked={speakReplies && speechAvailable}
            disabled={!speechAvailable}
            title={speechAvailable ? undefined : "Your browser can't read replies aloud"}
            onClick={() => setSpeakReplies(!speakReplies)}
            className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:bg-teal-600 group dark:bg-slate-700 dark:aria-checked:bg-teal-500"
          >
            <span className="inline-block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-4.5" />
          </button>
        </label>
      </div>
      <RecorderError recorder={recorder} />
    </div>
  );
}
