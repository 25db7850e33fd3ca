import { apiRequest } from '@/lib/api-client';

/**
 * The words spoken in a recording (POST /api/speech/transcribe, multipart, field `audio`); '' when
 * nothing was said. Throws ApiError (403 without voice on the plan, 503 with no AI service) or
 * NetworkError. The server reads the format from the file itself.
 */
export async function transcribe(recording: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', recording, 'recording');
  const { text } = await apiRequest<{ text: string }>('/api/speech/transcribe', {
    body: form,
    appCheck: true,
  });
  return text.trim();
}
