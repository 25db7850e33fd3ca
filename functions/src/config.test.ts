import { afterEach, describe, expect, it, vi } from 'vitest';

// config() reads the environment once: each case loads a fresh copy of the module.
async function freshConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ FIREBASE_WEB_API_KEY: 'test-key', ...env }))
    vi.stubEnv(name, value);
  return import('./config');
}

afterEach(() => vi.unstubAllEnvs());

describe('config', () => {
  it("should keep a reply's model budget and its safety verdict well inside the function's timeout", async () => {
    const { API_TIMEOUT_SECONDS, config } = await freshConfig({ OPENAI_API_KEY: 'test' });
    const { budgetMs, classifyTimeoutMs } = config().openai!;
    expect(budgetMs).toBe(40_000);
    expect(classifyTimeoutMs + budgetMs).toBeLessThanOrEqual(API_TIMEOUT_SECONDS * 1000 - 15_000);
  });

  it('should refuse a model budget the function could not finish within', async () => {
    const { config } = await freshConfig({ OPENAI_API_KEY: 'test', OPENAI_BUDGET_MS: '60000' });
    expect(() => config()).toThrow(/OPENAI_BUDGET_MS/);
  });

  it('should give the Stripe SDK the host, port and protocol of STRIPE_API_BASE', async () => {
    const { config } = await freshConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:4020',
    });
    expect(config().stripe?.apiBase).toEqual({ host: '127.0.0.1', port: 4020, protocol: 'http' });
  });

  it('should refuse a Stripe key without its webhook secret', async () => {
    const { config } = await freshConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(() => config()).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("should return from checkout to the project's Hosting site, or the emulator's for demo- projects", async () => {
    const salt = { TRIAL_EMAIL_SALT: 'a-salt-of-sixteen-chars' };
    expect((await freshConfig({ GCLOUD_PROJECT: 'reflectai-prod', ...salt })).config().appUrl).toBe(
      'https://reflectai-prod.web.app',
    );
    expect((await freshConfig({ GCLOUD_PROJECT: 'demo-x' })).config().appUrl).toBe('http://127.0.0.1:5000');
    expect((await freshConfig({ APP_URL: 'https://reflect.example/' })).config().appUrl).toBe(
      'https://reflect.example',
    );
  });

  it('should insist on a salt for trial emails outside demo- projects', async () => {
    const { config } = await freshConfig({ GCLOUD_PROJECT: 'reflectai-prod' });
    expect(() => config()).toThrow(/TRIAL_EMAIL_SALT/);
    expect((await freshConfig({ GCLOUD_PROJECT: 'demo-x' })).config().trialEmailSalt).toBeTruthy();
  });
});
