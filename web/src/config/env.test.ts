import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('should default to the demo project on the emulators', () => {
    expect(parseEnv({})).toEqual({
      firebase: {
        projectId: 'demo-reflectai',
        apiKey: 'demo-api-key',
        authDomain: 'demo-reflectai.firebaseapp.com',
        appId: undefined,
        messagingSenderId: undefined,
      },
      fcmVapidKey: undefined,
      useEmulators: true,
      emulatorHost: '127.0.0.1',
      functionsUrl: 'http://127.0.0.1:5001/demo-reflectai/us-central1/api',
      appCheck: { siteKey: undefined, debugToken: undefined },
    });
  });

  it('should leave the emulators for a real project', () => {
    const env = parseEnv({ VITE_FIREBASE_PROJECT_ID: 'reflectai-prod', VITE_FIREBASE_API_KEY: 'key' });
    expect(env.useEmulators).toBe(false);
    expect(env.firebase.authDomain).toBe('reflectai-prod.firebaseapp.com');
    expect(env.functionsUrl).toBe('https://us-central1-reflectai-prod.cloudfunctions.net/api');
  });

  it('should read App Check’s reCAPTCHA Enterprise site key and debug token', () => {
    const env = parseEnv({
      VITE_FIREBASE_PROJECT_ID: 'reflectai-prod',
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-site-key',
      VITE_APP_CHECK_DEBUG_TOKEN: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(env.appCheck).toEqual({
      siteKey: '6Lc-site-key',
      debugToken: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(() => parseEnv({ VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '' })).toThrow(
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: expected a non-empty string',
    );
  });

  it('should read the Cloud Messaging sender id and Web Push key that journal reminders need', () => {
    const env = parseEnv({
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
      VITE_FCM_VAPID_KEY: 'BPublicKey',
    });
    expect([env.firebase.messagingSenderId, env.fcmVapidKey]).toEqual(['1234567890', 'BPublicKey']);
  });

  it('should honour an explicit emulator switch', () => {
    const env = parseEnv({ VITE_FIREBASE_PROJECT_ID: 'reflectai-staging', VITE_USE_EMULATORS: 'true' });
    expect(env.useEmulators).toBe(true);
  });

  it('should reject a malformed setting', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS/);
  });
});
