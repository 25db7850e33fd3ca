import { DICTATION_UPGRADE_NOTE } from '@domain/voice';
import { act, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { click, installMicrophone, fakeRecorderClock } from '@/test/voice-test-doubles';
import { transcribe } from '../api/transcribe';
import { VOICE_ERRORS } from '../use-voice-recorder';
import { Dictation, DICTATION_UNAVAILABLE } from './dictation';

vi.mock('../api/transcribe', () => ({ transcribe: vi.fn() }));

type Props = ComponentProps<typeof Dictation>;

function renderDictation(overrides: Partial<Props> = {}) {
  const props: Props = { voice: true, onTranscript: vi.fn(), onPlanError: vi.fn(), ...overrides };
  render(
    <MemoryRouter>
      <Dictation {...props} />
    </MemoryRouter>,
  );
  return props;
}

const dictateButton = () => screen.getByRole('button', { name: 'Dictate' });
const stopButton = () => screen.getByRole('button', { name: 'Stop dictating' });

fakeRecorderClock();
afterEach(() => vi.mocked(transcribe).mockReset());

describe('Dictation without voice on the plan', () => {
  it('should say which plans include voice journaling and link to the plans', () => {
    renderDictation({ voice: false });
    expect(screen.getByText(DICTATION_UPGRADE_NOTE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Dictate' })).not.toBeInTheDocument();
  });

  it('should show nothing while the plan is unknown', () => {
    renderDictation({ voice: undefined });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(DICTATION_UPGRADE_NOTE)).not.toBeInTheDocument();
  });
});

describe('Dictation', () => {
  it('should record until Stop, then hand over the words and be ready again', async () => {
    const { getUserMedia, track } = installMicrophone();
    let finish!: (text: string) => void;
    vi.mocked(transcribe).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const props = renderDictation();

    await click(dictateButton());
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Recording 0:02')).toBeVisible();

    await click(stopButton());
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Transcribing...' })).toBeDisabled();
    await act(async () => finish('The rain stopped by noon.'));
    expect(props.onTranscript).toHaveBeenCalledExactlyOnceWith('The rain stopped by noon.');
    expect(dictateButton()).toBeEnabled();
  });

  it('should say dictation needs an AI service when none can transcribe, handing over nothing', async () => {
    installMicrophone();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(transcribe).mockRejectedValueOnce(
      new ApiError(503, 'Voice input needs an AI service. Type your message instead.', 'voice_unavailable'),
    );
    const props = renderDictation();
    await click(dictateButton());
    await click(stopButton());
    expect(screen.getByRole('alert')).toHaveTextContent(DICTATION_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: 'Send recording again' })).not.toBeInTheDocument();
    expect(props.onTranscript).not.toHaveBeenCalled();
    expect(dictateButton()).toBeEnabled();
  });

  it('should explain a microphone the browser may not use', async () => {
    installMicrophone({ name: 'NotAllowedError' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDictation();
    await click(dictateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(VOICE_ERRORS.denied);
    expect(transcribe).not.toHaveBeenCalled();
    await click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should hand a plan 403 to the plan notice', async () => {
    installMicrophone();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError(403, 'Subscription required.', 'subscription_required');
    vi.mocked(transcribe).mockRejectedValueOnce(error);
    const props = renderDictation();
    await click(dictateButton());
    await click(stopButton());
    expect(props.onPlanError).toHaveBeenCalledWith(error);
  });
});
