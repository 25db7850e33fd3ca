import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// config() reads the environment once: each case loads a fresh copy of the modules.
async function freshRateLimit(salt: string) {
  vi.resetModules();
  vi.stubEnv('FIREBASE_WEB_API_KEY', 'test-key');
  vi.stubEnv('TRIAL_EMAIL_SALT', salt);
  return import('./rate-limit');
}

afterEach(() => vi.unstubAllEnvs());

describe('the address a rate limit counts', () => {
  it('should count an IPv6 address by its /64 and an IPv4 one whole, mapped or not', async () => {
    const { addressBlock } = await freshRateLimit('a-salt-of-sixteen-chars');
    expect(addressBlock('2001:db8:85a3:12::1')).toBe('2001:db8:85a3:12::/64');
    expect(addressBlock('2001:0db8:85a3:0012:ffff:1:2:3')).toBe('2001:db8:85a3:12::/64');
    expect(addressBlock('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('unknown')).toBe('unknown');
  });

  it('should store a keyed hash: none an address can be found from without the secret', async () => {
    const first = await freshRateLimit('a-salt-of-sixteen-chars');
    const key = first.addressKey('203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex').slice(0, 32));
    expect(first.addressKey('2001:db8::1')).toBe(first.addressKey('2001:db8::ffff'));
    const other = await freshRateLimit('another-salt-of-sixteen');
    expect(other.addressKey('203.0.113.7')).not.toBe(key);
  });
});
