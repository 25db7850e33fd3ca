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

describe('config, the environment it accepts', () => {
  it('should read the environment once and keep the answer', async () => {
    const { config } = await freshConfig({});
    expect(config()).toBe(config());
  });

  it('should need a Web API key outside the Auth emulator, and none inside it', async () => {
    vi.resetModules();
    vi.stubEnv('FIREBASE_WEB_API_KEY', undefined);
    const outside = await import('./config');
    expect(() => outside.config()).toThrow(/FIREBASE_WEB_API_KEY must be set/);
    vi.resetModules();
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    const emulated = (await import('./config')).config();
    expect(emulated.webApiKey).toBe('emulator');
    expect(emulated.identityToolkitUrl).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1');
  });

  it("should call Google's Identity Toolkit with the key outside the emulator", async () => {
    const { config } = await freshConfig({});
    expect(config()).toMatchObject({
      webApiKey: 'test-key',
      identityToolkitUrl: 'https://identitytoolkit.googleapis.com/v1',
    });
  });

  it('should require App Check only when APP_CHECK is enforce', async () => {
    expect((await freshConfig({})).config().appCheckEnforced).toBe(false);
    expect((await freshConfig({ APP_CHECK: 'off' })).config().appCheckEnforced).toBe(false);
    expect((await freshConfig({ APP_CHECK: 'enforce' })).config().appCheckEnforced).toBe(true);
    const { config } = await freshConfig({ APP_CHECK: 'on' });
    expect(() => config()).toThrow(/APP_CHECK/);
  });

  it('should use Stripe only with both its secret key and webhook secret', async () => {
    expect((await freshConfig({})).config().stripe).toBeUndefined();
    expect((await freshConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).config().stripe).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect((await freshConfig(stripe)).config().stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: undefined,
    });
  });

  it("should take the default port of STRIPE_API_BASE's protocol", async () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const https = await freshConfig({ ...stripe, STRIPE_API_BASE: 'https://stripe.example' });
    expect(https.config().stripe?.apiBase).toEqual({ host: 'stripe.example', port: 443, protocol: 'https' });
    const http = await freshConfig({ ...stripe, STRIPE_API_BASE: 'http://stripe.example' });
    expect(http.config().stripe?.apiBase).toEqual({ host: 'stripe.example', port: 80, protocol: 'http' });
  });

  it('should answer offline without an OpenAI key, and take the models named or the defaults', async () => {
    expect((await freshConfig({})).config().openai).toBeUndefined();
    expect((await freshConfig({ OPENAI_API_KEY: 'test' })).config().openai).toMatchObject({
      apiKey: 'test',
      model: 'gpt-4o-mini',
      transcribeModel: 'whisper-1',
      baseURL: undefined,
      timeoutMs: 20_000,
      stallMs: 10_000,
      classifyTimeoutMs: 4_000,
      callsPerDay: 300,
    });
    const named = await freshConfig({
      OPENAI_API_KEY: 'test',
      OPENAI_MODEL: 'gpt-4o',
      OPENAI_TRANSCRIBE_MODEL: 'gpt-4o-transcribe',
    });
    expect(named.config().openai).toMatchObject({ model: 'gpt-4o', transcribeModel: 'gpt-4o-transcribe' });
  });

  it('should use moderation on OpenAI itself, not on another server unless asked', async () => {
    const moderation = async (env: Record<string, string>) =>
      (await freshConfig({ OPENAI_API_KEY: 'test', ...env })).config().openai?.moderation;
    const server = { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' };
    expect(await moderation({})).toBe(true);
    expect(await moderation({ OPENAI_MODERATION: 'off' })).toBe(false);
    expect(await moderation(server)).toBe(false);
    expect(await moderation({ ...server, OPENAI_MODERATION: 'on' })).toBe(true);
    await expect(moderation({ OPENAI_MODERATION: 'yes' })).rejects.toThrow(/OPENAI_MODERATION/);
  });

  it.each([
    ['OPENAI_TIMEOUT_MS', 100, 40_000],
    ['OPENAI_BUDGET_MS', 1_000, 45_000],
    ['OPENAI_STALL_MS', 100, 30_000],
    ['OPENAI_CLASSIFY_TIMEOUT_MS', 100, 10_000],
  ])('should accept %s from %i to %i ms and nothing outside', async (name, min, max) => {
    for (const value of [min, max, Math.round((min + max) / 2)]) {
      const { config } = await freshConfig({ OPENAI_API_KEY: 'test', [name]: String(value) });
      expect(() => config()).not.toThrow();
    }
    for (const value of [min - 1, max + 1]) {
      const { config } = await freshConfig({ OPENAI_API_KEY: 'test', [name]: String(value) });
      expect(() => config()).toThrow(new RegExp(name));
    }
  });

  it('should take a daily model-call ceiling of at least one', async () => {
    const calls = await freshConfig({ OPENAI_API_KEY: 'test', MODEL_CALLS_PER_DAY: '500' });
    expect(calls.config().openai?.callsPerDay).toBe(500);
    const none = await freshConfig({ OPENAI_API_KEY: 'test', MODEL_CALLS_PER_DAY: '0' });
    expect(() => none.config()).toThrow(/MODEL_CALLS_PER_DAY/);
  });
});

describe('allowedOrigins', () => {
  it("should allow the project's Hosting domains and APP_URL's origin", async () => {
    const { allowedOrigins } = await freshConfig({});
    expect(
      allowedOrigins({ GCLOUD_PROJECT: 'reflectai-prod', APP_URL: 'https://reflect.example/app/' }),
    ).toEqual([
      'https://reflectai-prod.web.app',
      'https://reflectai-prod.firebaseapp.com',
      'https://reflect.example',
    ]);
  });

  it('should add the emulator Hosting and the dev server only in a demo- project', async () => {
    const { allowedOrigins } = await freshConfig({});
    expect(allowedOrigins({})).toEqual([
      'https://demo-reflectai.web.app',
      'https://demo-reflectai.firebaseapp.com',
      'http://127.0.0.1:5000',
      'http://127.0.0.1:5173',
      'http://localhost:5000',
      'http://localhost:5173',
    ]);
  });
});
