/** A failed API call: the HTTP status and the server's `{message, error, field, reason}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly field?: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown when the server cannot be reached at all. */
export class NetworkError extends Error {
  constructor() {
    super('Could not reach the server. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A Firebase ID token; sent as `Authorization: Bearer`. */
  idToken?: string | null;
  signal?: AbortSignal;
}

/** Calls the product API and returns its JSON, or throws ApiError / NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idToken) headers.authorization = `Bearer ${options.idToken}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const text = await response.text();
  const body = safeJson(text);
  if (!response.ok) {
    const envelope = (body ?? {}) as { message?: string; error?: string; field?: string; reason?: string };
    throw new ApiError(
      response.status,
      envelope.message ?? `${response.status}: ${text || response.statusText}`,
      envelope.error ?? 'unknown',
      envelope.field,
      envelope.reason,
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
