type IdTokenSource = () => Promise<string | null>;

// Signed out until the auth layer says how to get a token (lib/firebase.ts; demo mode has none).
let source: IdTokenSource = async () => null;

/**
 * Registers where the API client gets the signed-in person's Firebase ID token; the auth layer calls
 * it once. Only the API client reads it (lib/api-client.ts): nothing else handles ID tokens.
 */
export function setIdTokenSource(next: IdTokenSource) {
  source = next;
}

/** The signed-in person's ID token (refreshed by the SDK when due), or null when nobody is. */
export function currentIdToken(): Promise<string | null> {
  return source();
}
