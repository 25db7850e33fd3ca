import type { ErrorBody, ErrorCode, ErrorDetails } from '@domain/api-errors';
import { appCheckHeaders } from './app-check';
import { currentIdToken, idTokenRefused } from './id-token';

/** What a 403 may add about the plan: sessions left, the feature asked for and the plans that unlock it. */
export type PlanErrorDetails = Pick<ErrorDetails, 'remaining' | 'feature' | 'requiredPlans'>;

/** The server's error envelope (domain/api-errors.ts), as it may arrive: any part missing. */
export type ErrorEnvelope = Partial<ErrorBody>;

/**
 * An error's code: one the API sends; 'unknown' for a failure without one (a proxy's page), or
 * 'incomplete_stream' for a streamed reply that ended before its last event.
 */
export type ClientErrorCode = ErrorCode | 'unknown' | 'incomplete_stream';

/** A failed API call: the HTTP status and the server's `{message, error, field, reason}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ClientErrorCode,
    readonly field?: string,
    readonly reason?: string,
    readonly details: PlanErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** An ApiError from a parsed envelope; `fallback` is the message when the envelope has none. */
  static fromEnvelope(status: number, envelope: ErrorEnvelope | undefined, fallback: string): ApiError {
    const { message, error, field, reason, remaining, feature, requiredPlans } = envelope ?? {};
    return new ApiError(status, message ?? fallback, error ?? 'unknown', field, reason, {
      remaining,
      feature,
      requiredPlans,
    });
  }

  /** An ApiError from a non-OK response's status and body text. */
  static fromResponse(response: Response, text: string): ApiError {
    return ApiError.fromEnvelope(
      response.status,
      safeJson(text) as ErrorEnvelope | undefined,
      `${response.status}: ${text || response.statusText}`,
    );
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
  /** Sent as JSON; a FormData (a file upload) is sent as multipart. */
  body?: unknown;
  /** Sends no ID token even when someone is signed in: a call made as a visitor. */
  anonymous?: boolean;
  /** Sends this app's App Check token: the server requires it where a call costs (README: Deploying). */
  appCheck?: boolean;
  signal?: AbortSignal;
}

/** Sends a request to the API with the person's ID token; the response once it is OK, or throws ApiError / NetworkError. */
async function send(url: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const { body } = options;
  // The browser sets a multipart body's content type itself, with its boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const idToken = options.anonymous ? null : await currentIdToken();
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  if (options.appCheck) Object.assign(headers, await appCheckHeaders());
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  if (!response.ok) {
    const error = ApiError.fromResponse(response, await response.text().catch(() => ''));
    // The person's own token refused (not App Check's, also a 401): the session has ended on the
    // server, so end it here too rather than leave screens that fail one by one.
    if (error.code === 'unauthenticated' && idToken) idTokenRefused();
    throw error;
  }
  return response;
}

/** Calls the product API and returns its JSON, or throws ApiError / NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return safeJson(await response.text()) as T;
}

/**
 * Calls the API for an answer read as it arrives (a streamed chat reply, a file to download): the
 * OK response with its body, or throws ApiError / NetworkError.
 */
export async function apiStream(
  url: string,
  accept: string,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await send(url, options, accept);
  if (!response.body) throw ApiError.fromResponse(response, '');
  return response;
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
