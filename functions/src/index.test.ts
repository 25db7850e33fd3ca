import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// What the deploy binds: each function's secrets from Secret Manager (none on the emulators).
type Deployed = { __endpoint: { secretEnvironmentVariables?: { key: string }[] } };
const secretsOf = (deployed: unknown) =>
  ((deployed as Deployed).__endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key).sort();

describe('the deployed functions', () => {
  let functions: Record<string, unknown>;

  beforeAll(async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    functions = await import('./index');
  });

  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('should give the API every secret it reads', () => {
    expect(secretsOf(functions.api)).toEqual([
      'OPENAI_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'TRIAL_EMAIL_SALT',
    ]);
  });

  it('should give the scheduled jobs the salt their configuration needs and the model key, never Stripe', () => {
    for (const job of ['weeklyReports', 'weeklyExports', 'orphanSweep']) {
      expect(secretsOf(functions[job]), job).toEqual(['OPENAI_API_KEY', 'TRIAL_EMAIL_SALT']);
    }
  });

  it('should give the journal reminders the salt alone: they never call the model', () => {
    expect(secretsOf(functions.journalReminders)).toEqual(['TRIAL_EMAIL_SALT']);
  });
});
