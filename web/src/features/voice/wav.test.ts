import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { blobBytes, installBlobArrayBuffer, WEBM_BYTES } from '@/test/voice-test-doubles';
import { encodeWav, mixDown, recordingAsWav, type DecodedAudio } from './wav';

const text = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const decoded = (sampleRate: number, ...channels: number[][]): DecodedAudio => ({
  numberOfChannels: channels.length,
  sampleRate,
  getChannelData: (channel) => Float32Array.from(channels[channel]!),
});

describe('encodeWav', () => {
  it('should write a mono 16-bit PCM WAV header that players and the API accept', () => {
    const wav = encodeWav(new Float32Array(10), 16_000);
    const view = new DataView(wav.buffer);
    expect(wav.length).toBe(44 + 20);
    expect(text(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(text(wav, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(20);
  });

  it('should scale samples to 16 bits and clip anything louder than full scale', () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 8_000);
    const view = new DataView(wav.buffer);
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});

describe('mixDown', () => {
  it('should average stereo into one channel and pass mono through', () => {
    expect(Array.from(mixDown(decoded(48_000, [1, 0.5, -1], [0, 0.5, 1])))).toEqual([0.5, 0.5, 0]);
    expect(Array.from(mixDown(decoded(48_000, [0.25, -0.25])))).toEqual([0.25, -0.25]);
  });
});

describe('recordingAsWav', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should decode the recording at 16 kHz and return it as WAV', async () => {
    const contexts: number[] = [];
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        constructor(_channels: number, _length: number, sampleRate: number) {
          contexts.push(sampleRate);
        }
        decodeAudioData = async () => decoded(16_000, [0.5, -0.5, 0.25]);
      },
    );
    onTestFinished(installBlobArrayBuffer());
    const wav = await recordingAsWav(new Blob([WEBM_BYTES], { type: 'audio/webm' }));
    expect(contexts).toEqual([16_000]);
    expect(wav.type).toBe('audio/wav');
    const bytes = await blobBytes(wav);
    expect(text(bytes, 0, 4)).toBe('RIFF');
    expect(new DataView(bytes.buffer).getUint32(40, true)).toBe(6);
  });
});
