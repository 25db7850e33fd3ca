import { logger } from 'firebase-functions';
import { authErrorMessage } from '@domain/auth-errors';

/** Every error the API answers with: its HTTP status and the message a person sees. */
const ERRORS = {
  bad_request: { status: 400, message: 'The request is invalid.' },
  invalid_json: { status: 400, message: 'The request body must be valid JSON.' },
  unauthenticated: { status: 401, message: 'Not authenticated' },
  app_check_failed: {
    status: 401,
    message: 'This app could not be verified. Reload the page and try again.',
  },
  forbidden: { status: 403, message: 'You do not have access to this.' },
  session_limit: { status: 403, message: 'Session limit reached' },
  trial_expired: { status: 403, message: 'Trial expired' },
  subscription_required: { status: 403, message: 'Subscription required' },
  not_found: { status: 404, message: 'Not found' },
  no_account: { status: 404, message: 'Your account is not set up yet. Please sign in again.' },
  method_not_allowed: { status: 405, message: 'Method not allowed' },
  conflict: { status: 409, message: 'This already exists.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  rate_limited: { status: 429, message: 'Too many requests. Please try again later.' },
  daily_limit: {
    status: 429,
    message: "You have reached today's limit of AI replies. It resets at midnight UTC.",
  },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again.' },
  provider_unavailable: { status: 503, message: 'Failed to get a response. Please try again.' },
  voice_unavailable: {
    status: 503,
    message: 'Voice input needs an AI service. Type your message instead.',
  },
  transcription_failed: {
    status: 503,
    message: 'Could not transcribe your recording. Please try again, or type your message.',
  },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** Details some errors carry: the offending `field`, a finer `reason`, or what a 403 is about. */
export interface ErrorDetails {
  field?: string;
  reason?: string;
  remaining?: number;
  feature?: string;
  requiredPlans?: string[];
}

/** What a failed request answers: `{message, error}` and any details. */
export type ErrorBody = { message: string; error: ErrorCode } & ErrorDetails;

/** An error with a code from the table above. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: ErrorDetails = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }

  /** The JSON envelope sent to the caller. */
  body(): ErrorBody {
    return { message: this.message, error: this.code, ...this.extra };
  }
}

/** Maps an identity client code (e.g. 'email-already-in-use') to an API error a person can act on. */
export function identityError(clientCode: string | undefined): ApiError {
  const byCode: Record<string, ErrorCode> = {
    'email-already-in-use': 'conflict',
    'invalid-email': 'bad_request',
    'weak-password': 'bad_request',
    'invalid-credential': 'unauthenticated',
    'wrong-password': 'unauthenticated',
    'user-not-found': 'unauthenticated',
    'user-disabled': 'forbidden',
    'too-many-requests': 'rate_limited',
  };
  const code = (clientCode && byCode[clientCode]) || 'internal';
  const message = authErrorMessage(clientCode, ERRORS[code].message);
  return new ApiError(code, message, clientCode ? { reason: clientCode } : {});
}

/** Any thrown value as an ApiError; unexpected ones are logged with `context` and become 'internal'. */
export function asApiError(error: unknown, context: string): ApiError {
  if (error instanceof ApiError) return error;
  const type = (error as { type?: string } | undefined)?.type;
  if (type === 'entity.parse.failed') return new ApiError('invalid_json');
  if (type === 'entity.too.large') return new ApiError('payload_too_large');
  // Express refuses a path whose percent-encoding is malformed while matching a route's parameters.
  if (error instanceof URIError) {
    return new ApiError('bad_request', 'path: The address is not valid URL encoding.', { field: 'path' });
  }
  logger.error(`${context} failed`, {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  return new ApiError('internal');
}
