import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path]);
    return true;
  } catch {
    return false;
  }
};

describe('.gitignore', () => {
  it.each([
    '.env',
    '.env.production',
    'functions/.env',
    'functions/.env.reflectai-prod',
    'functions/.env.local',
    'functions/.secret.local',
    'web/.env.local',
    'web/.env.production.local',
    'reflectai-prod-service-account.json',
    'key.pem',
    'functions/package-lock.json',
    '.emulator-data/firestore_export/firestore_export.overall_export_metadata',
  ])('should keep %s out of git', (path) => {
    expect(ignored(path)).toBe(true);
  });

  it.each(['functions/src/config.ts', 'firebase.json', '.env.example'])('should still track %s', (path) => {
    expect(ignored(path)).toBe(false);
  });
});
