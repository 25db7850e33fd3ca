/**
 * The API's contract for failures, shared by the server that sends them and the browser that reads
 * them (docs/api.md): every error code with its HTTP status and the message a person sees, and the
 * error body. The browser decides on `error` codes, never on message text.
 */

/** Every error the API answers with: its HTTP status and the message a person sees. */
export const API_ERRORS = {
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

export type ErrorCode = keyof typeof API_ERRORS;

/** Details some errors carry: the offending `field`, a finer `reason`, or what a 403 is about. */
export interface ErrorDetails {
  field?: string;
  reason?: string;
  remaining?: number;
  feature?: string;
  requiredPlans?: string[];
  /** On a 429: when to try again (also sent as Retry-After). */
  retryAfterSeconds?: number;
}

/** What a failed request answers: `{message, error}` and any details. */
export type ErrorBody = { message: string; error: ErrorCode } & ErrorDetails;
