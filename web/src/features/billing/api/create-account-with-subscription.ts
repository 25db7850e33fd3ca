import { authErrorMessage } from '@domain/auth-errors';
import type { UserRecordJson } from '@domain/user';
import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { ApiError, apiRequest, NetworkError } from '@/lib/api-client';
import { firebase } from '@/lib/firebase';

/** What the "Create My Account" form sends, with the paid checkout it belongs to. */
export interface CreateAccountInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  subscribeToNewsletter: boolean;
  sessionId: string;
}

// The message when a failure has none a person can act on.
const CREATE_ACCOUNT_FAILED = 'Failed to create your account. Please try again.';

/**
 * Creates the account for a paid checkout: the identity account first (which signs the browser in),
 * its display name, then `POST /api/create-account-with-subscription` links the payment and makes the
 * user record. If anything after the identity account fails, that account is deleted again so the
 * person can retry with the same email. Errors carry a message fit to show.
 */
export async function createAccountWithSubscription(input: CreateAccountInput): Promise<UserRecordJson> {
  const { auth } = firebase();
  let user;
  try {
    ({ user } = await createUserWithEmailAndPassword(auth, input.email, input.password));
  } catch (error) {
    throw readable(error);
  }
  try {
    await updateProfile(user, { displayName: `${input.firstName} ${input.lastName}` });
    // The new account is signed in: the API client sends its token.
    const { user: record } = await apiRequest<{ user: UserRecordJson }>(
      '/api/create-account-with-subscription',
      {
        body: {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          subscribeToNewsletter: input.subscribeToNewsletter,
          sessionId: input.sessionId,
          firebaseUid: user.uid,
        },
      },
    );
    return record;
  } catch (error) {
    try {
      await user.delete();
    } catch (cleanupError) {
      console.error('Could not delete the identity account after a failed account creation', cleanupError);
    }
    throw readable(error);
  }
}

// The server's message for a known API error, the identity message for an auth error, else the fallback.
function readable(error: unknown): Error {
  if (error instanceof ApiError && error.code !== 'unknown') return error;
  if (error instanceof NetworkError) return error;
  if (error instanceof FirebaseError) {
    return new Error(authErrorMessage(error.code, CREATE_ACCOUNT_FAILED), { cause: error });
  }
  console.error('Account creation failed', error);
  return new Error(CREATE_ACCOUNT_FAILED, { cause: error });
}
