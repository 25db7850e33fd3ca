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
});
