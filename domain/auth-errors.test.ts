import { describe, expect, it } from 'vitest';
import { authErrorMessage, clientCodeFromIdentityError, IDENTITY_CODE_TO_CLIENT_CODE } from './auth-errors';

describe('identity error codes', () => {
  it.each([
    ['EMAIL_EXISTS', 'email-already-in-use'],
    ['INVALID_PASSWORD', 'wrong-password'],
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credential'],
    ['EMAIL_NOT_FOUND', 'user-not-found'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests'],
    ['RESET_PASSWORD_EXCEED_LIMIT', 'too-many-requests'],
    ['USER_DISABLED', 'user-disabled'],
    ['EXPIRED_OOB_CODE', 'expired-action-code'],
    ['INVALID_OOB_CODE', 'invalid-action-code'],
    ['TOKEN_EXPIRED', 'user-token-expired'],
    ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'requires-recent-login'],
    ['PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'password-does-not-meet-requirements'],
    ['ADMIN_ONLY_OPERATION', 'admin-restricted-operation'],
  ])('should map %s to %s', (identityCode, clientCode) => {
    expect(IDENTITY_CODE_TO_CLIENT_CODE[identityCode]).toBe(clientCode);
  });

  it('should read the code from a REST message with details', () => {
    expect(clientCodeFromIdentityError('TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled')).toBe(
      'too-many-requests',
    );
    expect(clientCodeFromIdentityError('SOMETHING_NEW')).toBeUndefined();
  });

  it('should give every mapped client code a message of its own', () => {
    for (const clientCode of Object.values(IDENTITY_CODE_TO_CLIENT_CODE)) {
      expect(authErrorMessage(clientCode, 'FALLBACK')).not.toBe('FALLBACK');
    }
  });

  it('should read SDK codes with their auth/ prefix and fall back for unknown ones', () => {
    expect(authErrorMessage('auth/invalid-credential', 'Login failed')).toBe('Incorrect email or password.');
    expect(authErrorMessage('auth/network-request-failed', 'Login failed')).toMatch(/connection/);
    expect(authErrorMessage('auth/something-else', 'Login failed')).toBe('Login failed');
    expect(authErrorMessage(undefined, 'Signup failed')).toBe('Signup failed');
  });
});
