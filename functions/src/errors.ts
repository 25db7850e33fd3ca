import { logger } from 'firebase-functions';
import { API_ERRORS, type ErrorBody, type ErrorCode, type ErrorDetails } from '@domain/api-errors';
import { authErrorMessage } from '@domain/auth-errors';

/** An error with a code from the table above. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: ErrorDetails = {},
  ) {
    super(message ?? API_ERRORS[code].message);
    this.status = API_ERRORS[code].status;
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
  const message = authErrorMessage(clientCode, API_ERRORS[code].message);
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
