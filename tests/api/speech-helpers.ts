import { encodeWav } from '../../web/src/features/voice/wav';
import { patchDocument } from '../support/emulators';
import { newTrialUser } from './chat-helpers';
import { api, type JsonResponse } from './http';

/** A newly registered user whose plan is set as billing would set it: uid and ID token. */
export async function userWithPlan(fields: Record<string, string | boolean>) {
  const user = await newTrialUser();
  await patchDocument(`users/${user.uid}`, fields);
  return user;
}

/** A user with an active Pro subscription, which includes voice. */
export const proUser = () => userWithPlan({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

/** Half a second of a quiet 440 Hz tone as 16 kHz WAV, made by the app's own encoder. */
export function toneWav(): Uint8Array<ArrayBuffer> {
  const samples = Float32Array.from(
    { length: 8000 },
    (_, i) => 0.1 * Math.sin((2 * Math.PI * 440 * i) / 16_000),
  );
  return encodeWav(samples, 16_000);
}

/** One part of a multipart form: a file (with a name) or a text field. */
export type FormPart = { field: string; bytes: Uint8Array<ArrayBuffer>; filename?: string; type?: string };

/** Posts a multipart form to `POST /speech/transcribe` (through Hosting unless `base` is given). */
export function uploadAudio(
  token: string | undefined,
  parts: FormPart[],
  base?: string,
): Promise<JsonResponse> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.field, new TextDecoder().decode(part.bytes));
    else form.append(part.field, new Blob([part.bytes], { type: part.type ?? 'audio/wav' }), part.filename);
  }
  return api('/speech/transcribe', { token, form, base });
}

/** The usual upload: one WAV recording in the field `audio`. */
export const wavPart = (bytes = toneWav()): FormPart => ({
  field: 'audio',
  bytes,
  filename: 'recording.wav',
});
