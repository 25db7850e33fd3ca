import { afterEach, describe, expect, it, vi } from 'vitest';

// config() reads the environment once: each case loads fresh copies of the modules.
async function freshModules(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ FIREBASE_WEB_API_KEY: 'test-key', ...env }))
    vi.stubEnv(name, value);
  return { ...(await import('./billing')), ...(await import('./local-billing')) };
}

afterEach(() => vi.unstubAllEnvs());

describe('billing()', () => {
  it('should use the local checkout in a demo- project without Stripe keys', async () => {
    const { billing } = await freshModules({ GCLOUD_PROJECT: 'demo-reflectai' });
    expect(billing().kind).toBe('local');
  });

  it('should use Stripe whenever a secret key is set', async () => {
    const { billing } = await freshModules({
      GCLOUD_PROJECT: 'demo-reflectai',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(billing().kind).toBe('stripe');
  });

  it('should refuse payments, never give plans away, in a real project without keys', async () => {
    const { billing, localBilling, localCheckout, payLocalCheckout } = await freshModules({
      GCLOUD_PROJECT: 'reflectai-prod',
      TRIAL_EMAIL_SALT: 'a-salt-of-sixteen-chars',
    });
    expect(() => billing()).toThrow(expect.objectContaining({ status: 503 }));
    expect(() => billing()).toThrow(/^Payments are not configured yet/);
    expect(() => localBilling()).toThrow(/refuses to run in project reflectai-prod/);
    await expect(localCheckout('cs_local_x')).rejects.toThrow(/refuses to run/);
    await expect(payLocalCheckout('cs_local_x', undefined)).rejects.toThrow(/refuses to run/);
  });
});
