import { signOut as firebaseSignOut, type Auth } from 'firebase/auth';
import { apiRequest } from '../api-client';

/** Tells the API (failures ignored, as the spec says), then signs out locally. */
export async function signOut(auth: Auth) {
  const idToken = await auth.currentUser?.getIdToken().catch(() => null);
  await apiRequest('/api/logout', { method: 'POST', idToken }).catch(() => undefined);
  await firebaseSignOut(auth);
}
