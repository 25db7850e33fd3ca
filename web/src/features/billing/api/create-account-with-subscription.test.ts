import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, updateProfile, type User, type UserCredential } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { createAccountWithSubscription } from './create-account-with-subscription';

vi.mock('firebase/auth', () => ({ createUserWithEmailAndPassword: vi.fn(), updateProfile: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ firebase: () => ({ auth: {} }) }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const input = {
  email: 'ada@example.com',
  password: 'secret123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  subscribeToNewsletter: true,
  sessionId: 'cs_1',
};
const identityUser = { uid: 'u1', delete: vi.fn(async () => {}) };

function identityAccountCreated() {
  vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({
    user: identityUser as unknown as User,
  } as UserCredential);
}

afterEach(() => vi.clearAllMocks());

describe('createAccountWithSubscription', () => {
  it('should create the identity account, name it and link the payment (the client sends its token)', async () => {
    identityAccountCreated();
    vi.mocked(apiRequest).mockResolvedValue({ user: { id: 'u1' } });
    expect(await createAccountWithSubscription(input)).toEqual({ id: 'u1' });
    expect(updateProfile).toHaveBeenCalledWith(identityUser, { displayName: 'Ada Lovelace' });
    expect(apiRequest).toHaveBeenCalledWith('/api/create-account-with-subscription', {
      body: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        subscribeToNewsletter: true,
        sessionId: 'cs_1',
        firebaseUid: 'u1',
      },
    });
    expect(identityUser.delete).not.toHaveBeenCalled();
  });

  it('should delete the identity account again when the server refuses, so the email can be used again', async () => {
    identityAccountCreated();
    const refusal = new ApiError(409, 'This payment is already linked to another account.', 'conflict');
    vi.mocked(apiRequest).mockRejectedValue(refusal);
    await expect(createAccountWithSubscription(input)).rejects.toBe(refusal);
    expect(identityUser.delete).toHaveBeenCalledOnce();
  });

  it('should say plainly when the email already has an account, creating nothing', async () => {
    vi.mocked(createUserWithEmailAndPassword).mockRejectedValue(
      new FirebaseError('auth/email-already-in-use', 'taken'),
    );
    await expect(createAccountWithSubscription(input)).rejects.toThrow(/already exists/);
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
