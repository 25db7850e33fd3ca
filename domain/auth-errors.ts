/**
 * Identity errors, in one place for the web app and the functions. The identity service's REST codes map to
 * client codes (docs/product.md#identity-errors); each client code has one message a person can act on.
 */

/** Identity-service REST error codes -> Firebase client error codes (docs/product.md#identity-errors). */
export const IDENTITY_CODE_TO_CLIENT_CODE: Record<string, string> = {
  EMAIL_EXISTS: 'email-already-in-use',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  EMAIL_NOT_FOUND: 'user-not-found',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  RESET_PASSWORD_EXCEED_LIMIT: 'too-many-requests',
  USER_DISABLED: 'user-disabled',
  EXPIRED_OOB_CODE: 'expired-action-code',
  INVALID_OOB_CODE: 'invalid-action-code',
  TOKEN_EXPIRED: 'user-token-expired',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'requires-recent-login',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password-does-not-meet-requirements',
  ADMIN_ONLY_OPERATION: 'admin-restricted-operation',
  INVALID_EMAIL: 'invalid-email',
  WEAK_PASSWORD: 'weak-password',
};

const MESSAGES: Record<string, string> = {
  'email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'wrong-password': 'Incorrect email or password.',
  'invalid-credential': 'Incorrect email or password.',
  'user-not-found': 'Incorrect email or password.',
  'invalid-email': 'Please enter a valid email address.',
  'weak-password': 'Password must be at least 6 characters.',
  'password-does-not-meet-requirements': 'That password does not meet the password requirements.',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'requires-recent-login': 'Please sign in again to continue.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'invalid-action-code': 'This link is invalid or has already been used.',
  'admin-restricted-operation': 'This sign-in method is not enabled.',
  'network-request-failed': 'Could not reach the server. Check your connection and try again.',
};

/** Strips an `auth/` prefix so SDK codes and REST-derived codes compare alike. */
export function clientCode(code: string): string {
  return code.replace(/^auth\//, '');
}

/** A clear message for an identity error code, or `fallback` for codes without one. */
export function authErrorMessage(code: string | undefined, fallback: string): string {
  return (code && MESSAGES[clientCode(code)]) || fallback;
}

/** The client code for an identity-service REST error message such as "INVALID_PASSWORD : ...". */
export function clientCodeFromIdentityError(restMessage: string): string | undefined {
  const identityCode = restMessage.split(':')[0]?.trim() ?? '';
  return IDENTITY_CODE_TO_CLIENT_CODE[identityCode];
}
