import { signOut as firebaseSignOut, type Auth } from 'firebase/auth';
import { apiRequest } from '../api-client';

/** Tells the API (failures ignored, as the spec says), then signs out locally. */
export async function signOut(auth: Auth) {
  await apiRequest('/api/logout', { method: 'POST' }).catch(() => undefined);
  await firebaseSignOut(auth);
}
