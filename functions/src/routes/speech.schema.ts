import { sniffAudioFormat, VOICE_LIMITS, type AudioFormat } from '@domain/voice';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '../errors.js';

/** The form field that carries the recording. */
const AUDIO_FIELD = 'audio';

/** A recording as `POST /api/speech/transcribe` received it. */
export interface AudioUpload {
  bytes: Buffer;
  format: AudioFormat;
}

const invalid = (field: string, message: string) =>
  new ApiError('bad_request', `${field}: ${message}`, { field });

/**
 * Reads the one audio file of a multipart form: 400 naming the problem (not multipart, no file,
 * several files, empty or not audio), 413 over the size limit.
 */
export function readAudioUpload(req: Request): Promise<AudioUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: VOICE_LIMITS.maxUploadBytes, fieldSize: 1024, parts: 10 },
      });
    } catch {
      return reject(invalid('body', 'Send the recording as multipart/form-data'));
    }
    let received: Buffer | undefined;
    let failure: ApiError | undefined;
    const fail = (error: ApiError) => (failure ??= error);

    parser.on('file', (name, stream) => {
      if (name !== AUDIO_FIELD) {
        fail(invalid(AUDIO_FIELD, `Attach the recording as the form field "${AUDIO_FIELD}"`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(
          new ApiError(
            'payload_too_large',
            `${AUDIO_FIELD}: A recording must be at most ${VOICE_LIMITS.maxUploadBytes / 1024 / 1024} MB`,
            { field: AUDIO_FIELD },
          ),
        ),
      );
      stream.on('end', () => (received = Buffer.concat(chunks)));
    });
    parser.on('filesLimit', () => fail(invalid(AUDIO_FIELD, 'Send one recording at a time')));
    parser.on('error', () => reject(invalid('body', 'The form data is malformed')));
    parser.on('close', () => {
      if (failure) return reject(failure);
      if (!received) return reject(invalid(AUDIO_FIELD, 'Attach an audio recording'));
      if (received.length === 0) return reject(invalid(AUDIO_FIELD, 'The recording is empty'));
      const format = sniffAudioFormat(received);
      if (!format) return reject(invalid(AUDIO_FIELD, 'Not a recording we can read; send WAV audio'));
      resolve({ bytes: received, format });
    });

    // The Functions runtime has already read the body into rawBody; elsewhere it is still a stream.
    const rawBody = (req as { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
