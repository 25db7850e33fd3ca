import { APP_CHECK_HEADER, EMULATOR_APP_CHECK_TOKEN } from '@domain/app-check';
import { HOSTING_URL } from '../support/emulators';

/** A response as the tests look at it: status and parsed JSON body. */
export interface JsonResponse {
  status: number;
  contentType: string;
  body: Record<string, unknown>;
}

/** Calls the API through Hosting's /api rewrite, as the browser does (with its App Check token). */
export async function api(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    /** A multipart form, sent with the boundary fetch writes. */
    form?: FormData;
    token?: string;
    base?: string;
    headers?: Record<string, string>;
    /** The App Check token sent, the app's own on the emulators by default; null sends none. */
    appCheckToken?: string | null;
  } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { ...init.headers };
  const appCheckToken = init.appCheckToken === undefined ? EMULATOR_APP_CHECK_TOKEN : init.appCheckToken;
  if (appCheckToken !== null) headers[APP_CHECK_HEADER] = appCheckToken;
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const content =
    init.form ?? init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const response = await fetch(`${init.base ?? `${HOSTING_URL}/api`}${path}`, {
    method: init.method ?? (content === undefined ? 'GET' : 'POST'),
    headers,
    body: content,
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    body = { unparsed: text };
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}
