import { deviceTimeZone } from '@domain/time';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiStream } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The two export formats: JSON for other apps, Markdown to read. */
export type ExportFormat = 'json' | 'markdown';

/**
 * Downloads everything ReflectAI holds about the person (`GET /account/export`) and saves it under the
 * server's file name, dates written in this device's time zone. It is read from the function's own
 * URL: Hosting would hold a large export back until the last byte (and cut it at 60 s).
 * Throws ApiError, NetworkError, or an Error when the download breaks off half-way.
 */
export async function downloadAccountExport(format: ExportFormat): Promise<void> {
  const query = new URLSearchParams({ format, tz: deviceTimeZone() });
  const response = await apiStream(`${env.functionsUrl}/account/export?${query}`, '*/*');
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    throw new Error('The download stopped before it finished. Please try again.');
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(file, named ?? `reflectai-export.${format === 'json' ? 'json' : 'md'}`);
}

/** The 'Download my data' buttons, as a mutation: its variables say which format is on its way. */
export function useDownloadAccountExport() {
  // Tried at once even offline, so a failure says so rather than waiting for the network.
  return useMutation({ mutationFn: downloadAccountExport });
}
