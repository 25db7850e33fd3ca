import { tierName, VOICE_PLANS } from './plans';

/** The feature name a voice 403 and the upgrade notice carry (docs/product.md#plan-notices). */
export const VOICE_FEATURE = 'voice';

/** What people without voice access see (docs/product.md#voice). */
export const VOICE_UPGRADE_NOTE = 'Voice features available on Pro & Elite plans';

/** What people without voice access see beside the journal's Dictate (docs/product.md#journal). */
export const DICTATION_UPGRADE_NOTE = `Voice journaling is included in ${VOICE_PLANS.map(tierName).join(' and ')}`;

/** How spoken replies sound, and how long after a reply arrives they start (docs/product.md#voice). */
export const SPOKEN_REPLY = { rate: 0.9, pitch: 1, volume: 0.8, delayMs: 500 } as const;

/**
 * Bounds on a voice recording. The API refuses uploads over `maxUploadBytes` (413); the app stops
 * recording after `maxRecordingSeconds` and sends 16 kHz mono WAV (what speech models work at),
 * about 3.8 MB for the longest recording, well inside the upload limit.
 */
export const VOICE_LIMITS = {
  maxUploadBytes: 10 * 1024 * 1024,
  maxRecordingSeconds: 120,
  wavSampleRate: 16_000,
} as const;

/**
 * The audio containers the API recognises. It accepts WAV only, with the type and file extension
 * the model is given: the others are named in the refusal.
 */
export const AUDIO_FORMATS = {
  wav: { label: 'WAV', mimeType: 'audio/wav', extension: 'wav' },
  webm: { label: 'WebM' },
  ogg: { label: 'Ogg' },
  mp4: { label: 'MP4' },
} as const;
export type AudioFormat = keyof typeof AUDIO_FORMATS;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The container `bytes` hold, read from their signature rather than the declared type (browsers
 * label recordings loosely), or undefined for anything else.
 */
export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  return undefined;
}

// The WAV format tags whose byte rate gives the length: PCM, IEEE float, and extensible.
const UNCOMPRESSED_WAV_FORMATS = [0x0001, 0x0003, 0xfffe];

/** Transcriptions one person may ask for per hour: each is a paid model call. */
export const TRANSCRIBE_RATE_LIMIT = { max: 30, windowMinutes: 60 } as const;

/**
 * The length in seconds of the sound a WAV file holds, from its header (the `fmt ` chunk's byte rate
 * and the `data` chunk's size, never more than the bytes actually sent); undefined when the header
 * cannot be read or describes no plausible uncompressed audio (compressed audio in a WAV file can
 * hold hours in the bytes its byte rate gives seconds).
 */
export function wavDurationSeconds(bytes: Uint8Array): number | undefined {
  if (sniffAudioFormat(bytes) !== 'wav') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate: number | undefined;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = ascii(bytes, offset, offset + 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      if (!UNCOMPRESSED_WAV_FORMATS.includes(view.getUint16(body, true))) return undefined;
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      byteRate = view.getUint32(body + 8, true);
      const plausible = sampleRate >= 8_000 && sampleRate <= 192_000 && channels >= 1 && channels <= 8;
      if (!plausible || byteRate !== (sampleRate * channels * bitsPerSample) / 8) return undefined;
    }
    if (id === 'data') return byteRate ? Math.min(size, bytes.length - body) / byteRate : undefined;
    offset = body + size + (size % 2);
  }
  return undefined;
}

/** The parts of a speech-synthesis voice that choosing one needs. */
export interface VoiceOption {
  name: string;
  lang: string;
  localService: boolean;
}

const PREFERRED_NAME = /natural|enhanced/i;

/**
 * The voice replies are spoken in: an English voice with 'Natural' or 'Enhanced' in its name, else a local
 * English voice, else any English one; undefined leaves the browser's default.
 */
export function pickVoice<Voice extends VoiceOption>(voices: readonly Voice[]): Voice | undefined {
  const english = voices.filter((voice) => /^en([-_]|$)/i.test(voice.lang));
  return (
    english.find((voice) => PREFERRED_NAME.test(voice.name)) ??
    english.find((voice) => voice.localService) ??
    english[0]
  );
}

/** Longest piece handed to speech synthesis at once: some browsers stop long utterances midway. */
const MAX_SPOKEN_PIECE = 200;
/** Up to a piece's length, ending at a space where there is one. */
const WORDS_UP_TO_A_PIECE = new RegExp(`.{1,${MAX_SPOKEN_PIECE}}(?:\\s+|$)|.{1,${MAX_SPOKEN_PIECE}}`, 'g');

/**
 * A reply as it should be read aloud, in sentence-sized pieces: web addresses and formatting marks
 * are left out, since a voice reading them helps no one.
 */
export function spokenPieces(text: string): string[] {
  const plain = text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[*_#`>~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentences = plain.match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const pieces: string[] = [];
  for (const sentence of sentences) {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + sentence.length <= MAX_SPOKEN_PIECE) {
      pieces[pieces.length - 1] = last + sentence;
    } else {
      // A sentence longer than a piece is split at word boundaries.
      pieces.push(...(sentence.match(WORDS_UP_TO_A_PIECE) ?? []));
    }
  }
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}
