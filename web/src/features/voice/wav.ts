import { VOICE_LIMITS } from '@domain/voice';

const HEADER_BYTES = 44;

/** The channels of decoded audio, as an AudioBuffer has them. */
export interface DecodedAudio {
  numberOfChannels: number;
  sampleRate: number;
  getChannelData(channel: number): Float32Array;
}

/** Averages the channels of decoded audio into one (speech needs no stereo). */
export function mixDown(audio: DecodedAudio): Float32Array {
  if (audio.numberOfChannels === 1) return audio.getChannelData(0);
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  const mono = new Float32Array(channels[0]?.length ?? 0);
  for (const channel of channels) {
    for (let i = 0; i < mono.length; i++) mono[i]! += channel[i]! / channels.length;
  }
  return mono;
}

/** A mono 16-bit PCM WAV file of `samples` (from -1 to 1; louder ones are clipped). */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(HEADER_BYTES + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(HEADER_BYTES + i * 2, clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff, true);
  });
  return bytes;
}

/**
 * A browser recording (WebM, Ogg or MP4) as 16 kHz mono WAV, the format the API names: decoding
 * into an audio context at that rate also resamples it. Rejects where the browser cannot decode it.
 */
export async function recordingAsWav(recording: Blob): Promise<Blob> {
  const context = new OfflineAudioContext(1, 1, VOICE_LIMITS.wavSampleRate);
  const decoded = await context.decodeAudioData(await recording.arrayBuffer());
  return new Blob([encodeWav(mixDown(decoded), decoded.sampleRate)], { type: 'audio/wav' });
}
