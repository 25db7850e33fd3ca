import { authErrorMessage } from '@domain/auth-errors';

/** Every error the API answers with: its HTTP status and the message a person sees. */
const ERRORS = {
  bad_request: { status: 400, message: 'The request is invalid.' },
  invalid_json: { status: 400, message: 'The request body must be valid JSON.' },
  unauthenticated: { status: 401, message: 'Not authenticated' },
  forbidden: { status: 403, message: 'You do not have access to this.' },
  not_found: { status: 404, message: 'Not found' },
  method_not_allowed: { status: 405, message: 'Method not allowed' },
  conflict: { status: 409, message: 'This already exists.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  rate_limited: { status: 429, message: 'Too many requests. Please try again later.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again.' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** What a failed request answers: `{message, error}`, plus the offending `field` or a finer `reason`. */
export interface ErrorBody {
  message: string;
  error: ErrorCode;
  field?: string;
  reason?: string;
}

/** An error with a code from the table above. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { field?: string; reason?: string } = {},
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
