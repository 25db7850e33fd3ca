import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

/** The HTTPS API, served at /api/** through the Hosting rewrite. */
export const api = onRequest({ region: 'us-central1', timeoutSeconds: 60 }, createApp());
