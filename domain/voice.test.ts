import { describe, expect, it } from 'vitest';
import {
  DICTATION_UPGRADE_NOTE,
  pickVoice,
  sniffAudioFormat,
  spokenPieces,
  wavDurationSeconds,
  type VoiceOption,
} from './voice';

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
  options: { sampleRate?: number; byteRate?: number; sentSeconds?: number; formatTag?: number } = {},
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
  view.setUint16(20, options.formatTag ?? 1, true);
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

  it('should read PCM and float samples only, not compressed audio in a WAV file', () => {
    expect(wavDurationSeconds(wav(1, { formatTag: 3 }))).toBe(1);
    expect(wavDurationSeconds(wav(1, { formatTag: 0xfffe }))).toBe(1);
    // MPEG audio (0x55) in a WAV file: its byte rate says nothing true about its length.
    expect(wavDurationSeconds(wav(1, { formatTag: 0x55 }))).toBeUndefined();
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

describe('sniffAudioFormat, signatures in full', () => {
  it('should need every byte of the WebM signature', () => {
    expect(sniffAudioFormat(bytes([0x00, 0x45, 0xdf, 0xa3, 0x9f]))).toBeUndefined();
    expect(sniffAudioFormat(bytes([0x1a, 0x00, 0xdf, 0xa3, 0x9f]))).toBeUndefined();
    expect(sniffAudioFormat(bytes([0x1a, 0x45, 0x00, 0xa3, 0x9f]))).toBeUndefined();
    expect(sniffAudioFormat(bytes([0x1a, 0x45, 0xdf, 0x00, 0x9f]))).toBeUndefined();
  });

  it('should need both RIFF and WAVE for a WAV file', () => {
    expect(sniffAudioFormat(bytes('RIFX', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
  });
});

/** A WAV file from its chunks: [id, body] pairs, each body padded to an even length as RIFF requires. */
function riff(chunks: [string, Uint8Array][], magic = 'RIFF') {
  const parts = [
    bytes(magic, [0, 0, 0, 0], 'WAVE'),
    ...chunks.flatMap(([id, body]) => {
      const header = new Uint8Array(8);
      new DataView(header.buffer).setUint32(4, body.length, true);
      header.set(bytes(id));
      return [header, body, new Uint8Array(body.length % 2)];
    }),
  ];
  const file = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  parts.reduce((offset, part) => (file.set(part, offset), offset + part.length), 0);
  return file;
}

/** A PCM `fmt ` chunk body; the byte rate follows from the rest unless given. */
function fmt(channels: number, sampleRate: number, byteRate = (sampleRate * channels * 16) / 8) {
  const body = new Uint8Array(16);
  const view = new DataView(body.buffer);
  view.setUint16(0, 1, true);
  view.setUint16(2, channels, true);
  view.setUint32(4, sampleRate, true);
  view.setUint32(8, byteRate, true);
  view.setUint16(12, channels * 2, true);
  view.setUint16(14, 16, true);
  return body;
}

describe('wavDurationSeconds, headers in full', () => {
  it('should take the byte rate of stereo sound', () => {
    expect(
      wavDurationSeconds(
        riff([
          ['fmt ', fmt(2, 8_000)],
          ['data', new Uint8Array(64_000)],
        ]),
      ),
    ).toBe(2);
  });

  it('should skip other chunks, including the pad byte after an odd-sized one', () => {
    const file = riff([
      ['fmt ', fmt(1, 8_000)],
      ['LIST', new Uint8Array(3)],
      ['data', new Uint8Array(8_000)],
    ]);
    expect(wavDurationSeconds(file)).toBe(0.5);
  });

  it('should read an empty data chunk at the very end as no sound', () => {
    expect(wavDurationSeconds(wav(0))).toBe(0);
  });

  it('should take sample rates up to 192 kHz and up to 8 channels, and no more', () => {
    const data: [string, Uint8Array] = ['data', new Uint8Array(768_000)];
    expect(wavDurationSeconds(riff([['fmt ', fmt(2, 192_000)], data]))).toBe(1);
    expect(wavDurationSeconds(riff([['fmt ', fmt(8, 48_000)], data]))).toBe(1);
    expect(wavDurationSeconds(riff([['fmt ', fmt(1, 200_000)], data]))).toBeUndefined();
    expect(wavDurationSeconds(riff([['fmt ', fmt(9, 48_000)], data]))).toBeUndefined();
  });

  it('should read no length from a file that is not a WAV file, whatever chunks follow', () => {
    const chunks: [string, Uint8Array][] = [
      ['fmt ', fmt(1, 8_000)],
      ['data', new Uint8Array(8_000)],
    ];
    expect(wavDurationSeconds(riff(chunks))).toBe(0.5);
    expect(wavDurationSeconds(riff(chunks, 'RIFX'))).toBeUndefined();
  });
});

describe('pickVoice and spokenPieces, edge cases', () => {
  it('should take a voice whose language is plain "en"', () => {
    const plain = { name: 'Alex', lang: 'en', localService: false };
    expect(pickVoice([{ name: 'Anna', lang: 'de-DE', localService: true }, plain])).toBe(plain);
  });

  it('should leave out http addresses as well as https ones', () => {
    expect(spokenPieces('See http://example.com/help now.')).toEqual(['See now.']);
  });

  it('should keep two sentences together when they fill a piece exactly', () => {
    const text = `${'a'.repeat(99)}. ${'b'.repeat(98)}.`;
    expect(text).toHaveLength(200);
    expect(spokenPieces(text)).toEqual([text]);
  });
});

describe('DICTATION_UPGRADE_NOTE', () => {
  it('should name the plans that include voice, as the pricing cards call them', () => {
    expect(DICTATION_UPGRADE_NOTE).toBe('Voice journaling is included in Pro and Elite');
  });
});
