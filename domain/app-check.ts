/** The header that carries a Firebase App Check token to the API. */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';

/**
 * The token the app presents on the emulators, which cannot reach App Check's attestation. A server
 * accepts it only in a `demo-` project, which never leaves this machine.
 */
export const EMULATOR_APP_CHECK_TOKEN = 'reflectai-emulator-app-check';
