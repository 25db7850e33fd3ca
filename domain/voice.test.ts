import { describe, expect, it } from 'vitest';
import { pickVoice, sniffAudioFormat, spokenPieces, wavDurationSeconds, type VoiceOption } from './voice';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffAudioFormat', () => {
  it('should recognise WAV, WebM, Ogg and MP4 by their signatures', () => {
    expect(sniffAudioFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffAudioFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(sniffAudioFormat(bytes('OggS', [0, 2]))).toBe('ogg');
    expect(sniffAudioFormat(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('mp4');
  });

  it('should refuse anything else, including RIFF files that are not WAVE and empty input', () => {
    expect(sniffAudioFormat(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeUndefined();
    expect(sniffAudioFormat(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffAudioFormat(bytes('hello, this is text'))).toBeUndefined();
    expect(sniffAudioFormat(new Uint8Array())).toBeUndefined();
  });
});

/** A PCM WAV header for `seconds` of sound, followed by `sentSeconds` of it (all of it by default). */
function wav(
  seconds: number,
  options: { sampleRate?: number; byteRate?: number; sentSeconds?: number } = {},
) {
  const sampleRate = options.sampleRate ?? 16_000;
  const byteRate = options.byteRate ?? sampleRate * 2;
  const dataBytes = Math.round(seconds * sampleRate * 2);
  const sent = Math.round((options.sentSeconds ?? seconds) * sampleRate * 2);
  const bytes = new Uint8Array(44 + sent);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, byteRate, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return bytes;
}

describe('wavDurationSeconds', () => {
  it('should read the length from the header', () => {
    expect(wavDurationSeconds(wav(2.5))).toBe(2.5);
    expect(wavDurationSeconds(wav(121, { sampleRate: 8_000 }))).toBe(121);
  });

  it('should count no more sound than was sent, whatever the header claims', () => {
    expect(wavDurationSeconds(wav(600, { sentSeconds: 1 }))).toBe(1);
  });

  it('should refuse a header whose byte rate does not match its format, and anything not WAV', () => {
    expect(wavDurationSeconds(wav(300, { byteRate: 32_000 * 100 }))).toBeUndefined();
    expect(wavDurationSeconds(wav(1, { sampleRate: 100 }))).toBeUndefined();
    expect(wavDurationSeconds(wav(1).subarray(0, 30))).toBeUndefined();
    expect(wavDurationSeconds(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBeUndefined();
  });
});

describe('pickVoice', () => {
  const voice = (name: string, lang: string, localService = false): VoiceOption => ({
    name,
    lang,
    localService,
  });

  it('should prefer an English voice named Natural or Enhanced', () => {
    const voices = [
      voice('Google Deutsch Natural', 'de-DE'),
      voice('Alex', 'en-US', true),
      voice('Microsoft Aria Online (Natural) - English (United States)', 'en-US'),
    ];
    expect(pickVoice(voices)?.name).toBe('Microsoft Aria Online (Natural) - English (United States)');
    expect(pickVoice([voice('Samantha (Enhanced)', 'en-GB'), ...voices])?.name).toBe('Samantha (Enhanced)');
  });

  it('should fall back to a local English voice, then any English one', () => {
    expect(pickVoice([voice('Google US English', 'en-US'), voice('Daniel', 'en_GB', true)])?.name).toBe(
      'Daniel',
    );
    expect(pickVoice([voice('Thomas', 'fr-FR', true), voice('Google UK English', 'en-GB')])?.name).toBe(
      'Google UK English',
    );
  });

  it("should leave the browser's default when there is no English voice", () => {
    expect(pickVoice([voice('Anna', 'de-DE', true)])).toBeUndefined();
    expect(pickVoice([])).toBeUndefined();
  });
});

describe('spokenPieces', () => {
  it('should leave out web addresses and formatting marks', () => {
    expect(spokenPieces('**Breathe** slowly. See https://findahelpline.com for lines near you.')).toEqual([
      'Breathe slowly. See for lines near you.',
    ]);
  });

  it('should cut a long reply into sentence-sized pieces that keep every word', () => {
    const sentence = 'This is one calm sentence about noticing your breath as it moves. ';
    const reply = sentence.repeat(10);
    const pieces = spokenPieces(reply);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 200)).toBe(true);
    expect(pieces.join(' ')).toBe(reply.trim());
  });

  it('should split a single very long sentence at spaces', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const pieces = spokenPieces(words);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 200)).toBe(true);
    expect(pieces.join(' ')).toBe(words);
  });

  it('should give nothing to say for an empty reply', () => {
    expect(spokenPieces('  https://example.com  ')).toEqual([]);
  });
});
