import { SPOKEN_REPLY, VOICE_LIMITS, VOICE_UPGRADE_NOTE } from '@domain/voice';
import { act, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { transcribe } from '../api/transcribe';
import { VOICE_RESPONSES_KEY, type SpeakableMessage } from '../use-spoken-replies';
import { VOICE_ERRORS } from '../use-voice-recorder';
import {
  blobBytes,
  click,
  FakeMediaRecorder,
  installBlobArrayBuffer,
  installMicrophone,
  installSpeech,
  fakeRecorderClock,
  WEBM_BYTES,
} from '@/test/voice-test-doubles';
import { VoiceControls } from './voice-controls';

vi.mock('../api/transcribe', () => ({ transcribe: vi.fn() }));

const pro = { voice: true };
const basicTrial = { voice: false };

const greeting: SpeakableMessage = { id: 'greeting', role: 'assistant', content: 'Hello, how are you?' };
const question: SpeakableMessage = { id: 'q1', role: 'user', content: 'I feel tense' };
const reply: SpeakableMessage = {
  id: 'r1',
  role: 'assistant',
  content: 'Let us breathe together. In for four.',
};

type Props = ComponentProps<typeof VoiceControls>;

function renderControls(overrides: Partial<Props> = {}) {
  const props: Props = {
    messages: [greeting],
    send: vi.fn(),
    sending: false,
    usage: pro,
    onPlanError: vi.fn(),
    onUpgrade: vi.fn(),
    ...overrides,
  };
  const view = render(<VoiceControls {...props} />);
  return { props, rerender: (next: Partial<Props>) => view.rerender(<VoiceControls {...props} {...next} />) };
}

const recordButton = () => screen.getByRole('button', { name: 'Record a voice message' });
const stopButton = () => screen.getByRole('button', { name: 'Stop recording and send' });

fakeRecorderClock();
afterEach(() => vi.mocked(transcribe).mockReset());

describe('VoiceControls without voice on the plan', () => {
  it('should say which plans include voice and open the upgrade notice', async () => {
    const { props } = renderControls({ usage: basicTrial });
    expect(screen.getByText(VOICE_UPGRADE_NOTE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(props.onUpgrade).toHaveBeenCalledOnce();
  });

  it('should show a placeholder while the plan loads', () => {
    renderControls({ usage: undefined, usageLoading: true });
    expect(screen.getByRole('status', { name: 'Loading voice controls' })).toBeInTheDocument();
    expect(screen.queryByText(VOICE_UPGRADE_NOTE)).not.toBeInTheDocument();
  });
});

describe('VoiceControls recording', () => {
  it('should record, transcribe and send the words as a message, then be ready again', async () => {
    const { getUserMedia, track } = installMicrophone();
    let finish!: (text: string) => void;
    vi.mocked(transcribe).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { props } = renderControls();

    await click(recordButton());
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByText('Recording 0:00')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Recording 0:03')).toBeVisible();

    await click(stopButton());
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeDisabled();
    expect(screen.getByText('Transcribing...')).toBeVisible();
    // Without a decoder (as here) the recording goes as recorded; the server accepts WebM too.
    const [sent] = vi.mocked(transcribe).mock.calls[0]!;
    expect(await blobBytes(sent)).toEqual(WEBM_BYTES);
    expect(sent.type).toBe('audio/webm;codecs=opus');

    await act(async () => finish('I could not sleep last night'));
    expect(props.send).toHaveBeenCalledWith('I could not sleep last night');
    expect(recordButton()).toBeEnabled();
    expect(screen.queryByText('Transcribing...')).not.toBeInTheDocument();
  });

  it('should send WAV where the browser can decode its recording', async () => {
    installMicrophone();
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        decodeAudioData = async () => ({
          numberOfChannels: 1,
          sampleRate: VOICE_LIMITS.wavSampleRate,
          getChannelData: () => new Float32Array(160),
        });
      },
    );
    onTestFinished(installBlobArrayBuffer());
    vi.mocked(transcribe).mockResolvedValueOnce('Hello');
    renderControls();
    await click(recordButton());
    await click(stopButton());
    await vi.waitFor(() => expect(transcribe).toHaveBeenCalled());
    const [sent] = vi.mocked(transcribe).mock.calls[0]!;
    expect(sent.type).toBe('audio/wav');
    expect(String.fromCharCode(...(await blobBytes(sent)).subarray(0, 4))).toBe('RIFF');
  });

  it('should stop by itself at the length limit and send what was said', async () => {
    installMicrophone();
    vi.mocked(transcribe).mockResolvedValueOnce('A long story');
    const { props } = renderControls();
    await click(recordButton());
    await act(() => vi.advanceTimersByTimeAsync(VOICE_LIMITS.maxRecordingSeconds * 1000));
    expect(FakeMediaRecorder.last?.state).toBe('inactive');
    expect(props.send).toHaveBeenCalledWith('A long story');
  });

  it('should hold a transcript until the reply on its way has arrived, then send it once', async () => {
    installMicrophone();
    vi.mocked(transcribe).mockResolvedValueOnce('And another thing');
    const { props, rerender } = renderControls();
    await click(recordButton());
    rerender({ sending: true });
    await click(stopButton());
    expect(vi.mocked(transcribe)).toHaveBeenCalled();
    expect(props.send).not.toHaveBeenCalled();
    rerender({ sending: false });
    rerender({ sending: false, messages: [greeting, question] });
    expect(props.send).toHaveBeenCalledOnce();
    expect(props.send).toHaveBeenCalledWith('And another thing');
  });

  it('should not send an empty transcript, and say nothing was heard', async () => {
    installMicrophone();
    vi.mocked(transcribe).mockResolvedValueOnce('');
    const { props } = renderControls();
    await click(recordButton());
    await click(stopButton());
    expect(screen.getByRole('alert')).toHaveTextContent(VOICE_ERRORS.nothingHeard);
    expect(props.send).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', VOICE_ERRORS.denied],
    ['NotFoundError', VOICE_ERRORS.noMicrophone],
    ['NotReadableError', VOICE_ERRORS.micBusy],
  ])('should explain a microphone that fails with %s', async (name, message) => {
    installMicrophone({ name });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderControls();
    await click(recordButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(recordButton()).toBeEnabled();
    expect(transcribe).not.toHaveBeenCalled();
  });

  it('should explain a browser that cannot record', async () => {
    renderControls();
    await click(recordButton());
    expect(screen.getByRole('alert')).toHaveTextContent(VOICE_ERRORS.unsupported);
  });

  it('should keep a recording the network lost and send it again on request', async () => {
    installMicrophone();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(transcribe).mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce('Still here');
    const { props } = renderControls();
    await click(recordButton());
    await click(stopButton());
    expect(screen.getByRole('alert')).toHaveTextContent(new NetworkError().message);

    await click(screen.getByRole('button', { name: 'Send recording again' }));
    const calls = vi.mocked(transcribe).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[1]![0]).toBe(calls[0]![0]);
    expect(props.send).toHaveBeenCalledWith('Still here');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should say plainly when no AI service can transcribe, with nothing to retry', async () => {
    installMicrophone();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = 'Voice input needs an AI service. Type your message instead.';
    vi.mocked(transcribe).mockRejectedValueOnce(new ApiError(503, offline, 'voice_unavailable'));
    renderControls();
    await click(recordButton());
    await click(stopButton());
    expect(screen.getByRole('alert')).toHaveTextContent(offline);
    expect(screen.queryByRole('button', { name: 'Send recording again' })).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should hand a plan 403 to the plan notice', async () => {
    installMicrophone();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError(403, 'Subscription required.', 'subscription_required', undefined, undefined, {
      feature: 'voice',
      requiredPlans: ['pro', 'elite'],
    });
    vi.mocked(transcribe).mockRejectedValueOnce(error);
    const { props } = renderControls();
    await click(recordButton());
    await click(stopButton());
    expect(props.onPlanError).toHaveBeenCalledWith(error);
  });

  it('should not start recording while a reply is on its way', () => {
    installMicrophone();
    renderControls({ sending: true });
    expect(recordButton()).toBeDisabled();
  });
});

describe('VoiceControls voice responses', () => {
  const voices = [
    { name: 'Daniel', lang: 'en-GB', localService: true },
    {
      name: 'Microsoft Jenny Online (Natural) - English (United States)',
      lang: 'en-US',
      localService: false,
    },
  ];

  /** Plays one send: the question goes out, then the reply (or nothing, when it failed) comes back. */
  function exchange(rerender: (next: Partial<Props>) => void, answered = true) {
    rerender({ sending: true, messages: [greeting, question] });
    rerender({ sending: false, messages: answered ? [greeting, question, reply] : [greeting] });
  }

  it('should be off at first, and remembered once turned on', async () => {
    installSpeech(voices);
    renderControls();
    const toggle = screen.getByRole('switch', { name: 'Voice responses' });
    expect(toggle).not.toBeChecked();
    await click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(VOICE_RESPONSES_KEY)).toBe('on');
  });

  it('should read a new reply aloud 500 ms after it arrives, in a Natural voice at the set rate', async () => {
    const speech = installSpeech(voices);
    localStorage.setItem(VOICE_RESPONSES_KEY, 'on');
    const { rerender } = renderControls();
    exchange(rerender);

    await act(() => vi.advanceTimersByTimeAsync(SPOKEN_REPLY.delayMs - 1));
    expect(speech.speak).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(speech.speak).toHaveBeenCalledOnce();
    const [utterance] = speech.speak.mock.calls[0]!;
    expect(utterance).toMatchObject({
      text: reply.content,
      rate: 0.9,
      pitch: 1,
      volume: 0.8,
      voice: { name: voices[1]!.name },
    });
  });

  it('should not read the history, a failed send, or anything while off', async () => {
    const speech = installSpeech(voices);
    localStorage.setItem(VOICE_RESPONSES_KEY, 'on');
    const { rerender } = renderControls({ messages: [greeting, question, reply] });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    exchange(rerender, false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(speech.speak).not.toHaveBeenCalled();

    await click(screen.getByRole('switch', { name: 'Voice responses' }));
    exchange(rerender);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(speech.speak).not.toHaveBeenCalled();
  });

  it('should stop a reply being read when recording starts', async () => {
    const speech = installSpeech(voices);
    installMicrophone();
    renderControls();
    await click(recordButton());
    expect(speech.cancel).toHaveBeenCalled();
  });

  it('should offer no switch where the browser cannot speak', () => {
    renderControls();
    expect(screen.getByRole('switch', { name: 'Voice responses' })).toBeDisabled();
  });
});
