type IdTokenSource = () => Promise<string | null>;

// Signed out until the auth layer says how to get a token (lib/firebase.ts).
let source: IdTokenSource = async () => null;
// What the auth layer does when the API refuses a token; nothing until it registers (lib/auth/).
let refused: () => void = () => {};

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

/**
 * Registers what happens when the API answers a call sent with the person's ID token with a 401: the
 * server no longer accepts the session (account deleted or disabled, sessions revoked). The auth layer
 * registers it, so the API client can end the session without importing the auth layer.
 */
export function setIdTokenRefusedHandler(next: () => void) {
  refused = next;
}

/** Tells the auth layer that the API refused the signed-in person's ID token. */
export function idTokenRefused(): void {
  refused();
}
