import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

/**
 * The HTTPS API, served at /api/** through the Hosting rewrite. Chat streams are read from the
 * function's own URL (Hosting buffers streams), hence CORS; callers authenticate with a Bearer
 * token, never cookies, so no origin gains ambient access.
 */
export const api = onRequest({ region: 'us-central1', timeoutSeconds: 60, cors: true }, createApp());
