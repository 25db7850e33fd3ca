import { VOICE_LIMITS } from '@domain/voice';
import { useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import { transcribe } from './api/transcribe';
import { recordingAsWav } from './wav';

/** The recorder's states (docs/product.md#voice): idle, recording, processing after stop, idle again. */
type RecorderState = 'idle' | 'recording' | 'processing';

/** What the person is told when voice input fails; each says what to do next. */
export const VOICE_ERRORS = {
  unsupported:
    "Your browser can't record audio here. Type your message, or try a recent Chrome, Edge, Firefox or Safari.",
  denied: 'Microphone access is blocked. Allow the microphone for this site in your browser, then try again.',
  noMicrophone: 'No microphone was found. Connect one and try again.',
  micBusy: 'Your microphone could not be started. Another app may be using it.',
  startFailed: 'Recording could not start. Please try again.',
  nothingHeard: "We couldn't make out any words. Try again a little closer to the microphone.",
  tooLong: 'That recording is too long to send. Please keep voice messages shorter.',
  unreadable: 'That recording could not be read. Please record it again.',
  failed: 'Failed to transcribe audio. Please try again.',
} as const;

interface VoiceRecorderOptions {
  /** Receives the words of each recording that had any. */
  onTranscript: (text: string) => void;
  /** Raises the plan notice for a 403 (upgrade or trial). */
  onPlanError: (error: unknown) => void;
  /** What to say when no AI service can transcribe (`voice_unavailable`); the server's words otherwise. */
  unavailableMessage?: string;
}

// Whether this browser can record at all: getUserMedia needs a secure context, MediaRecorder support.
const canRecord = () => typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

function microphoneError(error: unknown): string {
  switch ((error as { name?: string } | undefined)?.name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return VOICE_ERRORS.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return VOICE_ERRORS.noMicrophone;
    case 'NotReadableError':
    case 'AbortError':
      return VOICE_ERRORS.micBusy;
    default:
      return VOICE_ERRORS.startFailed;
  }
}

function uploadError(error: unknown, unavailableMessage: string | undefined): string {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError)) return VOICE_ERRORS.failed;
  if (error.code === 'voice_unavailable' && unavailableMessage) return unavailableMessage;
  if (error.status === 413) return VOICE_ERRORS.tooLong;
  if (error.status === 400) return VOICE_ERRORS.unreadable;
  // The server's own words: the plan notice, or why the AI service can't help.
  if (error.status === 403 || error.status === 503) return error.message;
  return VOICE_ERRORS.failed;
}

// Worth sending the same recording again: the connection or the AI service may recover.
const mayRetry = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError && error.status >= 500 && error.code !== 'voice_unavailable');

// WAV where the browser can decode its own recording; the recording as it is otherwise.
async function asUpload(recording: Blob): Promise<Blob> {
  if (typeof OfflineAudioContext === 'undefined') return recording;
  try {
    return await recordingAsWav(recording);
  } catch (error) {
    console.warn('Sending the recording as recorded: it could not be converted to WAV', error);
    return recording;
  }
}

/** A recorder as useVoiceRecorder returns it. */
export type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;

/**
 * Records a voice message and turns it into text. A recording that could not be sent is kept, so
 * `retry` sends it again and nothing said is lost; recording stops by itself at the length limit.
 */
export function useVoiceRecorder({ onTranscript, onPlanError, unavailableMessage }: VoiceRecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string>();
  const [kept, setKept] = useState<Blob>();
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  // Set while the browser asks for the microphone, so a second click cannot open a second one.
  const opening = useRef(false);

  const upload = async (recording: Blob) => {
    setState('processing');
    setError(undefined);
    setKept(undefined);
    try {
      const text = await transcribe(await asUpload(recording));
      if (text) onTranscript(text);
      else setError(VOICE_ERRORS.nothingHeard);
    } catch (failure) {
      console.error('Failed to transcribe audio', failure);
      onPlanError(failure);
      setError(uploadError(failure, unavailableMessage));
      if (mayRetry(failure)) setKept(recording);
    } finally {
      setState('idle');
    }
  };

  const start = async () => {
    if (state !== 'idle' || opening.current) return;
    setError(undefined);
    if (!canRecord()) {
      setError(VOICE_ERRORS.unsupported);
      return;
    }
    let stream: MediaStream;
    opening.current = true;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      console.error('Recording could not start', failure);
      setError(microphoneError(failure));
      return;
    } finally {
      opening.current = false;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = undefined;
      void upload(new Blob(chunks, { type: media.mimeType }));
    };
    recorder.current = media;
    media.start();
    setSeconds(0);
    setKept(undefined);
    setState('recording');
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  // The clock of the recording.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setSeconds((elapsed) => elapsed + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);

  // A recording ends by itself at the length limit, and is sent like any other.
  useEffect(() => {
    if (state === 'recording' && seconds >= VOICE_LIMITS.maxRecordingSeconds) stop();
  });

  // Leaving the page ends a recording and frees the microphone without sending anything.
  useEffect(
    () => () => {
      const media = recorder.current;
      if (!media) return;
      media.onstop = null;
      if (media.state !== 'inactive') media.stop();
      media.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return {
    state,
    seconds,
    error,
    /** A recording kept after a failed send, which `retry` sends again. */
    canRetry: kept !== undefined,
    start,
    stop,
    retry: () => kept && upload(kept),
    dismiss: () => {
      setError(undefined);
      setKept(undefined);
    },
  };
}
