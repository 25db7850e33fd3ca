import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Stand-ins for the browser's media and speech APIs, which jsdom lacks. Only tests import this.

/** A blob's bytes; jsdom's Blob has no arrayBuffer(), so through FileReader. */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Gives jsdom's Blob the arrayBuffer() every browser has, so recordings can be decoded; returns the
 * undo. Reads through FileReader, which needs a real setImmediate (keep it out of fake timers).
 */
export function installBlobArrayBuffer(): () => void {
  Blob.prototype.arrayBuffer = async function (this: Blob) {
    return (await blobBytes(this)).buffer as ArrayBuffer;
  };
  return () => Reflect.deleteProperty(Blob.prototype, 'arrayBuffer');
}

/** The first bytes of a WebM file, as a recording made by Chrome or Firefox starts. */
export const WEBM_BYTES = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);

/** A MediaRecorder that hands over a small WebM recording when stopped. */
export class FakeMediaRecorder {
  static last: FakeMediaRecorder | undefined;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: MediaStream) {
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([WEBM_BYTES], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

/** Installs a microphone: `getUserMedia` resolves with a stream whose track can be stopped. */
export function installMicrophone(failure?: { name: string }) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => {
    if (failure) throw Object.assign(new Error(failure.name), failure);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return { getUserMedia, track };
}

/** Removes what installMicrophone added. */
export function removeMicrophone() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  FakeMediaRecorder.last = undefined;
}

/**
 * Registers hooks that give each test a fake clock for the recorder's timers and take the clock, the
 * stubbed globals and the microphone away after it. FileReader (jsdom) runs on setImmediate, which
 * stays real so recordings can be read.
 */
export function fakeRecorderClock() {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    removeMicrophone();
  });
}

/** Clicks, then lets the promises the click started settle (the clock is fake, so no user-event). */
export async function click(element: HTMLElement) {
  fireEvent.click(element);
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** An utterance as the fake speech synthesis received it. */
export class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: { name: string; lang: string } | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** Installs speech synthesis with the given voices; `speak` records each utterance. */
export function installSpeech(voices: { name: string; lang: string; localService: boolean }[] = []) {
  const synthesis = {
    speak: vi.fn((_utterance: FakeUtterance) => {}),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synthesis;
}
